// Texts: the interface language, the Fluent catalogs and Msg translation.
//
// A Msg is {"key": ..., "params": {...}} whose params may be Msgs themselves (translated
// first). Like eerie.core.text.Translator: the language's catalogs, then English, then
// the key itself (with its params written out when there are any). The catalogs are
// Fluent files (.ftl): the shell's own (static/i18n/<lang>.ftl), the core's and each
// game's (served by /api/locales/<lang>.ftl and /api/games/<id>/locales/<lang>.ftl),
// read by @fluent/bundle (static/vendor, no build step).

import {FluentBundle, FluentNumber, FluentResource} from '../vendor/fluent-bundle/index.js';
import {negotiateLanguages} from '../vendor/fluent-langneg/index.js';

export const LANGS = [['ko', '한국어'], ['en', 'English'], ['zh', '中文']];
const FALLBACK = 'en';
const LANG_KEY = 'eerie.lang';

function stored(key) {
  try { return localStorage.getItem(key); } catch { return null; }
}

function store(key, value) {
  try { localStorage.setItem(key, value); } catch { /* private mode: not remembered */ }
}

/** The interface language: the remembered choice, else the browser's languages
 * negotiated with @fluent/langneg (zh-TW and zh-Hans-CN find zh), else English. */
export function currentLang() {
  const codes = LANGS.map(([code]) => code);
  const saved = stored(LANG_KEY);
  if (saved && codes.includes(saved)) return saved;
  return negotiateLanguages(navigator.languages || [navigator.language || FALLBACK], codes,
    {strategy: 'lookup', defaultLocale: FALLBACK})[0];
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

/** The Fluent id of a dotted message key: every '.' becomes '-' (as fluent_id in
 * eerie.core.text: ff.ev.monster.eat -> ff-ev-monster-eat). */
export function fluentId(key) {
  return key.replaceAll('.', '-');
}

/** SIGNED($n): a number with its sign (+2, -1, 0), as in eerie.core.text. */
function SIGNED([n]) {
  const v = n instanceof FluentNumber ? n.value : Number(n);
  return v > 0 ? `+${v}` : String(v);
}

function bundle(lang) {
  return new FluentBundle(lang, {useIsolating: false, functions: {SIGNED}});
}

export class Catalog {
  constructor(lang) {
    this.lang = lang;
    // the language's bundle first, English behind it
    this.bundles = lang === FALLBACK ? [bundle(lang)] : [bundle(lang), bundle(FALLBACK)];
  }

  /** Add Fluent source in `lang` (this language or English); a later message of the
   * same id replaces an earlier one. Returns the syntax errors met. */
  addSource(lang, source) {
    const b = this.bundles.find((x) => x.locales[0] === lang);
    return b ? b.addResource(new FluentResource(source || ''), {allowOverrides: true}) : [];
  }

  has(key) {
    const id = fluentId(key);
    return this.bundles.some((b) => b.hasMessage(id));
  }

  /** A Msg (or a plain value) as text. */
  tr(m) {
    if (!isMsg(m)) return plain(m);
    // a literal text from a data file: {key: "=", params: {en: ..., ko: ...}}
    if (m.key === '=') return plain((m.params || {})[this.lang] || (m.params || {}).en || '');
    const args = {};
    const shown = {};
    for (const [k, v] of Object.entries(m.params || {})) {
      const value = isMsg(v) ? this.tr(v) : v;
      shown[k] = plain(value);
      // numbers stay numbers (plural selectors), without digit grouping
      args[k] = typeof value === 'number' ? new FluentNumber(value, {useGrouping: false})
        : shown[k];
    }
    const id = fluentId(m.key);
    for (const b of this.bundles) {
      const message = b.getMessage(id);
      if (message && message.value) return b.formatPattern(message.value, args, []);
    }
    const names = Object.keys(shown);
    if (!names.length) return m.key;
    return `${m.key}(${names.map((k) => `${k}=${shown[k]}`).join(', ')})`;
  }

  /** Shorthand: t(key, params), e.g. the key ui.round with {round: 3}. */
  t(key, params) { return this.tr({key, params: params || {}}); }
}

const sources = new Map();

/** The text of a catalog file ('' when it cannot be fetched), fetched once per page. */
function source(url) {
  if (!sources.has(url)) {
    sources.set(url, fetch(url).then((r) => (r.ok ? r.text() : '')).catch(() => ''));
  }
  return sources.get(url);
}

function catalogUrls(lang, games) {
  return [`/static/i18n/${lang}.ftl`, `/api/locales/${lang}.ftl`,
    ...games.map((g) => `/api/games/${encodeURIComponent(g)}/locales/${lang}.ftl`)];
}

/** A catalog with the interface texts and, if given, the games' texts (core + game). */
export async function loadCatalog(lang, games = []) {
  const cat = new Catalog(lang);
  const langs = lang === FALLBACK ? [lang] : [lang, FALLBACK];
  const texts = await Promise.all(langs.map((l) => Promise.all(catalogUrls(l, games).map(source))));
  langs.forEach((l, i) => { for (const text of texts[i]) cat.addSource(l, text); });
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
