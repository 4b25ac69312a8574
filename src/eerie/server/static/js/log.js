// The message log, grouped by round: one <details> per round (its <summary> names the
// round and counts its lines), the current (last) round open and every earlier one
// collapsed as a new round begins, unless its reader opened or closed it by hand (that
// choice is kept, also when the log is built again). Keyboard: each summary is a
// button of the browser's own (Enter or Space opens and closes it). A line that names
// things on the board (its `refs`, which the game's renderer reads from the event) can
// be pointed at or focused (Tab): the board then highlights them (`onRefs`). No game
// here: the caller says how a round is named, what a line says and what it names.

import {clear, h} from './dom.js';

/**
 * A log in `el` (an element with role="log").
 *
 * `options`: `roundLabel(round)` the group's title, `count(n)` the summary's line count
 * ("12 lines"), `line(event)` → `{text, minor, refs}` for an event's line (refs: what it
 * names on the board, opaque strings), `onRefs(refs)` called with a line's refs while it
 * is pointed at or focused, and with [] when it no longer is.
 */
export class RoundLog {
  constructor(el, {roundLabel, count, line, onRefs = () => {}}) {
    this.el = el;
    this.roundLabel = roundLabel;
    this.count = count;
    this.line = line;
    this.onRefs = onRefs;
    this.pointed = null; // the line whose refs are shown
    const show = (e) => {
      const li = e.target.closest && e.target.closest('li.ev.linked');
      if (li === this.pointed) return;
      this.pointed = li;
      this.onRefs(li ? li.dataset.refs.split(' ') : []);
    };
    el.addEventListener('mouseover', show);
    el.addEventListener('focusin', show);
    el.addEventListener('mouseleave', () => { if (!el.contains(document.activeElement)) show({target: el}); });
    el.addEventListener('focusout', (e) => { if (!el.contains(e.relatedTarget)) show({target: el}); });
    this.round = null; // the round of the last group
    this.chosen = new Map(); // round -> open, as its reader left it
  }

  /** Empty the log (the device changes hands, or the language): the readers' choices stay. */
  clear() {
    clear(this.el);
    this.round = null;
    if (this.pointed) this.onRefs([]);
    this.pointed = null;
  }

  /** Add the lines of `events` (each with `round`, `n`, `kind`), opening a group per round. */
  append(events) {
    const log = this.el;
    const stick = log.scrollTop + log.clientHeight >= log.scrollHeight - 30;
    for (const e of events) {
      let group = log.lastElementChild;
      if (!group || this.round !== e.round) {
        this.round = e.round;
        for (const old of log.querySelectorAll('details.round')) this.setOpen(old, false);
        group = this.group(e.round);
        log.appendChild(group);
      }
      const {text, minor, refs = []} = this.line(e);
      const linked = refs.length > 0;
      group.querySelector('ol').appendChild(h('li', {
        class: `ev${minor ? ' minor' : ''}${linked ? ' linked' : ''}`, tabindex: linked ? '0' : null,
        dataset: {kind: e.kind, n: String(e.n), ...(linked ? {refs: refs.join(' ')} : {})},
      }, text));
      this.recount(group);
    }
    if (stick) log.scrollTop = log.scrollHeight;
  }

  group(round) {
    const key = String(round);
    const details = h('details', {class: 'round', dataset: {round: key}},
      h('summary', {}, h('span', {class: 'round-title'}, this.roundLabel(round)), ' ',
        h('span', {class: 'round-count'})),
      h('ol'));
    this.setOpen(details, true);
    // a toggle that is not the one set here is the reader's: remember it
    details.addEventListener('toggle', () => {
      if (details.open !== (details.dataset.auto === 'open')) {
        this.chosen.set(key, details.open);
        details.dataset.auto = details.open ? 'open' : 'closed';
      }
    });
    return details;
  }

  /** Open or close a group as the log would, unless its reader chose otherwise. */
  setOpen(details, open) {
    const mine = this.chosen.get(details.dataset.round);
    const want = mine === undefined ? open : mine;
    details.dataset.auto = want ? 'open' : 'closed';
    details.open = want;
  }

  recount(group) {
    const n = group.querySelectorAll('li.ev:not(.minor)').length;
    group.querySelector('.round-count').textContent = this.count(n);
  }
}
