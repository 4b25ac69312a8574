// The story window: a modal <dialog> that tells one piece of a game's story (a title, its
// text in paragraphs or Markdown, optional pieces such as cards or dice) and waits for the
// reader: "Continue", or the choices of the decision the story asks for. No game here: a
// game's renderer says what to tell (docs/web-client.md, *Story windows*).
//
// The dialog is opened with showModal(), so the rest of the page is inert and the keyboard
// stays inside it; Tab and Shift+Tab also wrap from the last button to the first. Enter
// presses the focused button (the first one is focused when the window opens), Escape
// closes the window as Continue does (a decision left open stays on the page's own
// buttons). It is named by its title (aria-labelledby) and described by its text; it
// fades in unless the system asks for reduced motion (css/pieces.css).

import {clear, h, stylesheet} from './dom.js';
import {renderMarkdown} from './markdown.js';

await stylesheet(new URL('../css/pieces.css', import.meta.url));

let counter = 0;

/** The body of a story: a string (paragraphs split at blank lines or line breaks), or
 * Markdown when `markdown` is true. */
export function storyText(text, markdown = false) {
  if (markdown) return renderMarkdown(text);
  const frag = document.createDocumentFragment();
  for (const para of String(text || '').split(/\n+/)) {
    if (para.trim()) frag.appendChild(h('p', {}, para.trim()));
  }
  return frag;
}

/**
 * One story window at a time, in `parent` (document.body by default).
 *
 * `show(story)` opens it and resolves, when the reader is done, with the id of the choice
 * taken, or null for Continue (Escape included). `story`:
 *   - `title`: the heading;
 *   - `text`: a string (or `markdown: true` for Markdown), `parts`: more elements (cards,
 *     dice) after the text, `kind`: a class for the window's look (`story-<kind>`);
 *   - `choices`: `[{id, label}]`, the decision's options to offer (none: Continue);
 *   - `short`: one line of text instead (its first sentence), for experienced readers;
 *   - `continueText`, `closeText`: the button texts (already translated);
 *   - `name`: a data attribute for tests (`data-story`).
 */
export class StoryWindow {
  constructor(parent = document.body) {
    this.parent = parent;
    this.dialog = null;
    this.done = null;
  }

  /** True while a window is open. */
  get open() {
    return Boolean(this.dialog && this.dialog.open);
  }

  show(story) {
    this.close(null);
    counter += 1;
    const titleId = `story-title-${counter}`;
    const textId = `story-text-${counter}`;
    const body = h('div', {class: 'story-text', id: textId});
    if (story.short) body.appendChild(h('p', {class: 'story-line'}, firstLine(story.text)));
    else body.appendChild(storyText(story.text, story.markdown));
    const buttons = h('div', {class: 'story-buttons'});
    const dialog = h('dialog', {class: `story story-${story.kind || 'plain'}${story.short ? ' short' : ''}`,
                                id: `story-${counter}`,
                                'aria-labelledby': titleId, 'aria-describedby': textId,
                                dataset: {story: story.name || story.kind || 'plain'}},
      h('h2', {class: 'story-title', id: titleId}, story.title || ''),
      body,
      story.parts,
      buttons);
    const choices = story.choices || [];
    const result = new Promise((resolve) => { this.done = resolve; });
    for (const c of choices) {
      buttons.appendChild(h('button', {type: 'button', class: 'story-choice', dataset: {option: c.id},
                                       onclick: () => this.close(c.id)}, c.label));
    }
    if (!choices.length) {
      buttons.appendChild(h('button', {type: 'button', class: 'primary story-continue',
                                       onclick: () => this.close(null)}, story.continueText || 'Continue'));
    } else if (story.closeText) {
      buttons.appendChild(h('button', {type: 'button', class: 'story-later',
                                       onclick: () => this.close(null)}, story.closeText));
    }
    dialog.addEventListener('cancel', (e) => { e.preventDefault(); this.close(null); });
    dialog.addEventListener('keydown', (e) => trapTab(dialog, e));
    this.parent.appendChild(dialog);
    this.dialog = dialog;
    if (dialog.showModal) dialog.showModal(); else dialog.setAttribute('open', '');
    const first = buttons.querySelector('button');
    if (first) first.focus();
    return result;
  }

  /** Close the window (if open), answering `choice` (null: Continue). */
  close(choice = null) {
    const dialog = this.dialog;
    const done = this.done;
    this.dialog = null;
    this.done = null;
    if (dialog) {
      if (dialog.open && dialog.close) dialog.close();
      clear(dialog);
      dialog.remove();
    }
    if (done) done(choice);
  }
}

/** The first sentence (or line) of a text, for a short window. A full stop after a
 * short capitalised word ("Dr.", "St.") does not end a sentence. */
export function firstLine(text) {
  const line = (String(text || '').split(/\n/).find((l) => l.trim()) || '').trim();
  const re = /[.!?](?=\s)|[。！？]/gu;
  let m;
  while ((m = re.exec(line)) !== null) {
    const head = line.slice(0, m.index + 1);
    if (!/(^|\s)[A-Z][a-z]{0,2}\.$/.test(head)) return head;
  }
  return line;
}

/** Keep Tab inside the dialog (showModal makes the page inert; this wraps at the ends). */
function trapTab(dialog, e) {
  if (e.key !== 'Tab') return;
  const focusable = [...dialog.querySelectorAll('button, [href], [tabindex]:not([tabindex="-1"])')]
    .filter((el) => !el.disabled);
  if (!focusable.length) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}
