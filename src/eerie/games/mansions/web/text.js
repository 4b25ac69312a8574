// Mansions of Madness: texts from scenario and content files arrive as {en, ko, zh};
// the page shows its language's, English when it has none.

/** A content text in the page's language (`ctx.lang()`), English or any as a fallback. */
export function lt(ctx, text) {
  if (!text) return '';
  return text[ctx.lang()] || text.en || Object.values(text)[0] || '';
}
