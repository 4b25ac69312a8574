// Small DOM and SVG helpers shared by the shell and the game renderers.

export const SVG_NS = 'http://www.w3.org/2000/svg';

function set(el, attrs) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') el.setAttribute('class', v);
    else if (k === 'text') el.textContent = v;
    else if (k === 'dataset') Object.assign(el.dataset, v);
    else if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v);
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  return el;
}

function append(el, children) {
  for (const c of children.flat(Infinity)) {
    if (c === undefined || c === null || c === false) continue;
    el.appendChild(typeof c === 'string' || typeof c === 'number' ? document.createTextNode(String(c)) : c);
  }
  return el;
}

/** An HTML element: h('button', {class: 'x', onclick: f}, 'text'). */
export function h(tag, attrs, ...children) {
  return append(set(document.createElement(tag), attrs), children);
}

/** An SVG element: s('circle', {cx: 1, cy: 2, r: 3}). */
export function s(tag, attrs, ...children) {
  return append(set(document.createElementNS(SVG_NS, tag), attrs), children);
}

/**
 * Load a stylesheet once (a renderer's own, e.g. `new URL('./renderer.css', import.meta.url)`);
 * resolves when it has loaded or failed, so that a module awaiting it draws styled.
 */
export function stylesheet(url) {
  const href = String(url);
  const known = [...document.querySelectorAll('link[rel=stylesheet]')].find((l) => l.href === href);
  if (known) return Promise.resolve(known);
  return new Promise((resolve) => {
    const link = h('link', {rel: 'stylesheet', href});
    link.addEventListener('load', () => resolve(link));
    link.addEventListener('error', () => resolve(link));
    document.head.appendChild(link);
  });
}

/** An SVG <title> child (a tooltip and an accessible name). */
export function title(text) {
  return s('title', {}, text);
}

export function clear(el) {
  while (el.firstChild) el.removeChild(el.firstChild);
  return el;
}

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The error of a failed request: its message is the server's English `detail`, and
 * `reason` (when the server sent one) the same as a message `{key, params}` that the
 * page translates (`errorText`).
 */
function failure(status, data) {
  const detail = data && data.detail;
  const err = new Error(typeof detail === 'string' ? detail : JSON.stringify(detail || status));
  if (data && data.reason && typeof data.reason.key === 'string') err.reason = data.reason;
  return err;
}

/** What to show for a failed request in the page's language (catalog `cat`). */
export function errorText(cat, err) {
  return err && err.reason ? cat.tr(err.reason) : String((err && err.message) || err);
}

export async function getJSON(url) {
  const r = await fetch(url, {headers: {Accept: 'application/json'}});
  if (!r.ok) {
    let data = null;
    try { data = await r.json(); } catch { /* not JSON */ }
    throw failure(r.status, data);
  }
  return r.json();
}

export async function postJSON(url, body) {
  const r = await fetch(url, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Accept: 'application/json'},
    body: JSON.stringify(body),
  });
  let data = null;
  try { data = await r.json(); } catch { /* empty */ }
  if (!r.ok) throw failure(r.status, data);
  return data;
}

/**
 * Make an SVG element act as a button: focusable, Enter/Space click it, named `label`.
 * Call it once the element holds its drawing. A drawing with letters or numbers in it (a
 * figure's "G 1") becomes an image named `label` inside the button, which takes its name
 * from it: so the name and the visible text never disagree.
 */
export function svgButton(el, label, onActivate) {
  el.setAttribute('role', 'button');
  el.setAttribute('tabindex', '0');
  if (el.querySelector('text')) {
    const img = s('g', {role: 'img', 'aria-label': label, class: 'button-face'});
    while (el.firstChild) img.appendChild(el.firstChild);
    el.appendChild(img);
  } else {
    el.setAttribute('aria-label', label);
  }
  el.classList.add('hot');
  el.addEventListener('click', (e) => { e.stopPropagation(); onActivate(e); });
  el.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      e.stopPropagation();
      onActivate(e);
    }
  });
  return el;
}

/**
 * A small menu of options beside `anchor`, placed inside `board` (kept within its width):
 * one button per option (`label(option)` gives its text; picking one calls `close()` then
 * `pick(option.id)`), a Cancel button, Escape to close; closing gives the focus back to
 * the anchor. `head` is an optional first element, `className` extra classes, `name` the
 * menu's accessible name. Returns the menu element (already in the page, first button
 * focused); the caller removes it in its `close`.
 */
export function pickMenu(board, anchor, options, {label, pick, close, cancelText, head = null,
                                                  className = '', name = null}) {
  const dismiss = () => { close(); anchor.focus(); };
  const menu = h('div', {class: `pick-menu ${className}`.trim(), role: 'menu', 'aria-label': name}, head);
  for (const o of options) {
    menu.appendChild(h('button', {type: 'button', role: 'menuitem', dataset: {option: o.id},
                                  onclick: () => { close(); pick(o.id); }}, label(o)));
  }
  menu.appendChild(h('button', {type: 'button', role: 'menuitem', class: 'cancel', onclick: dismiss},
                     cancelText));
  menu.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') { e.stopPropagation(); dismiss(); }
  });
  const box = board.getBoundingClientRect();
  const r = anchor.getBoundingClientRect();
  menu.style.left = `${Math.max(0, Math.min(r.right - box.left + 4, box.width - 200))}px`;
  menu.style.top = `${Math.max(0, r.top - box.top)}px`;
  board.appendChild(menu);
  menu.querySelector('button').focus();
  return menu;
}
