// Texts: the interface language, the catalogs and Msg translation.
//
// A Msg is {"key": ..., "params": {...}} whose params may be Msgs themselves (translated
// first). Like eerie.core.text.Translator: the language's catalog, then English, then
// the key itself (with its params written out when there are any).

export const LANGS = [['ko', '한국어'], ['en', 'English'], ['zh', '中文']];
const LANG_KEY = 'eerie.lang';

function stored(key) {
  try { return localStorage.getItem(key); } catch { return null; }
}

function store(key, value) {
  try { localStorage.setItem(key, value); } catch { /* private mode: not remembered */ }
}

/** The interface language: the remembered choice, else the browser's, else English. */
export function currentLang() {
  const known = (l) => LANGS.some(([code]) => code === l);
  const saved = stored(LANG_KEY);
  if (saved && known(saved)) return saved;
  for (const l of navigator.languages || [navigator.language || 'en']) {
    const short = String(l).slice(0, 2).toLowerCase();
    if (known(short)) return short;
  }
  return 'en';
}

/** Remember a language (the page marks itself with applyLang once its texts are in). */
export function setLang(lang) {
  store(LANG_KEY, lang);
}

/** Mark the document with its language (fonts, line breaking, screen readers). */
export function applyLang(lang) {
  document.documentElement.lang = lang === 'zh' ? 'zh-Hans' : lang;
}

function isMsg(v) {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && typeof v.key === 'string';
}

function plain(v) {
  if (Array.isArray(v)) return v.map(plain).join(', ');
  if (v === null || v === undefined) return '';
  return String(v);
}

/** Python's str.format for named fields; any missing field leaves the template as is. */
function pyFormat(template, params) {
  let ok = true;
  const out = template.replace(/\{\{|\}\}|\{([^{}]*)\}/g, (m, name) => {
    if (m === '{{') return '{';
    if (m === '}}') return '}';
    const field = name.split(/[:!]/)[0];
    if (!Object.prototype.hasOwnProperty.call(params, field)) { ok = false; return m; }
    return params[field];
  });
  return ok ? out : template;
}

export class Catalog {
  constructor(lang) {
    this.lang = lang;
    this.primary = {};
    this.fallback = {};
  }

  /** Add texts in this language and their English fallback. */
  add(primary, fallback) {
    Object.assign(this.primary, primary || {});
    Object.assign(this.fallback, fallback || {});
  }

  has(key) { return Boolean(this.primary[key] || this.fallback[key]); }

  /** A Msg (or a plain value) as text. */
  tr(m) {
    if (!isMsg(m)) return plain(m);
    // a literal text from a data file: {key: "=", params: {en: ..., ko: ...}}
    if (m.key === '=') return plain((m.params || {})[this.lang] || (m.params || {}).en || '');
    const template = this.primary[m.key] || this.fallback[m.key];
    const params = {};
    for (const [k, v] of Object.entries(m.params || {})) params[k] = isMsg(v) ? this.tr(v) : plain(v);
    if (template === undefined || template === '') {
      const names = Object.keys(params);
      if (!names.length) return m.key;
      return `${m.key}(${names.map((k) => `${k}=${params[k]}`).join(', ')})`;
    }
    return pyFormat(template, params);
  }

  /** Shorthand: t(key, params), e.g. the key ui.round with {round: 3}. */
  t(key, params) { return this.tr({key, params: params || {}}); }
}

async function getJSON(url) {
  const r = await fetch(url, {headers: {Accept: 'application/json'}});
  if (!r.ok) throw new Error(`${url}: ${r.status}`);
  return r.json();
}

const uiCache = new Map();

/** The client's own texts (static/i18n/<lang>.json). */
export async function uiTexts(lang) {
  if (!uiCache.has(lang)) {
    uiCache.set(lang, getJSON(`/static/i18n/${lang}.json`).catch(() => ({})));
  }
  return uiCache.get(lang);
}

/** A catalog with the interface texts and, if given, the games' texts (core + game). */
export async function loadCatalog(lang, games = []) {
  const cat = new Catalog(lang);
  const [uiLang, uiEn, ...gameCats] = await Promise.all([
    uiTexts(lang), uiTexts('en'),
    ...games.map((g) => getJSON(`/api/games/${encodeURIComponent(g)}/locales/${lang}`)
      .catch(() => ({}))),
  ]);
  cat.add(uiLang, uiEn);
  // the server's game catalogs already fill gaps with English
  for (const g of gameCats) cat.add(g, g);
  return cat;
}

/** Fill [data-i18n] elements (text) and [data-i18n-title] (tooltips) in `root`. */
export function translatePage(cat, root = document) {
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = cat.t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-title]')) {
    el.title = cat.t(el.dataset.i18nTitle);
  }
}

/** Fill a <select> with the languages and switch on change. */
export function languageSelect(select, lang, onChange) {
  select.textContent = '';
  for (const [code, name] of LANGS) {
    const o = document.createElement('option');
    o.value = code;
    o.lang = code;
    o.textContent = name;
    if (code === lang) o.selected = true;
    select.appendChild(o);
  }
  select.addEventListener('change', () => {
    setLang(select.value);
    onChange(select.value);
  });
}

export {stored, store};
