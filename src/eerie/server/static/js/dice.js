// The dice view: rolled dice as drawn faces. No game here: the game's renderer says which
// faces its dice have and how each is drawn, from a small set of symbols:
//   `star` (a success), `magnifier` (a clue), `blank`, `eye`, `skull`, and `pips` with a
//   `value` 1 to 6 (a d6), `number` with a `value` (any other die).
// Each face also has a `label` (its name, already translated) that names the die.

import {h, s, stylesheet} from './dom.js';

await stylesheet(new URL('../css/pieces.css', import.meta.url));

const PIPS = {
  1: [[0, 0]],
  2: [[-1, -1], [1, 1]],
  3: [[-1, -1], [0, 0], [1, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};

function star() {
  const pts = Array.from({length: 10}, (_, i) => {
    const r = i % 2 ? 5 : 12;
    const a = -Math.PI / 2 + (Math.PI * i) / 5;
    return `${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a)).toFixed(2)}`;
  }).join(' ');
  return [s('polygon', {points: pts, class: 'die-ink'})];
}

function magnifier() {
  return [s('circle', {cx: -2.5, cy: -2.5, r: 7, class: 'die-line'}),
          s('line', {x1: 2.5, y1: 2.5, x2: 10, y2: 10, class: 'die-line thick'})];
}

function eye() {
  return [s('path', {d: 'M -12 0 Q 0 -10 12 0 Q 0 10 -12 0 Z', class: 'die-line'}),
          s('circle', {cx: 0, cy: 0, r: 3.5, class: 'die-ink'})];
}

function skull() {
  return [s('path', {d: 'M -9 2 A 9 9 0 1 1 9 2 L 6 5 L 6 10 L -6 10 L -6 5 Z', class: 'die-ink'}),
          s('circle', {cx: -3.5, cy: -1, r: 2.4, class: 'die-hole'}),
          s('circle', {cx: 3.5, cy: -1, r: 2.4, class: 'die-hole'})];
}

/** The drawing of one face (SVG children in a box from -16 to 16). */
function faceDrawing(face) {
  switch (face.symbol) {
    case 'star': return star();
    case 'magnifier': return magnifier();
    case 'eye': return eye();
    case 'skull': return skull();
    case 'pips': return (PIPS[face.value] || []).map(([x, y]) => s('circle', {cx: x * 8, cy: y * 8, r: 3.2, class: 'die-ink'}));
    case 'number': return [s('text', {x: 0, y: 6, 'text-anchor': 'middle', 'font-size': 17, class: 'die-number'}, String(face.value))];
    default: return []; // blank
  }
}

/** One rolled die: `{symbol, value, label, tone}` (tone: a class, e.g. `good`). */
export function dieView(face) {
  return s('svg', {class: `die die-${face.symbol || 'blank'}${face.tone ? ` tone-${face.tone}` : ''}`,
                   viewBox: '-16 -16 32 32', width: 44, height: 44, role: 'img', 'aria-label': face.label || ''},
    s('rect', {x: -15, y: -15, width: 30, height: 30, rx: 6, class: 'die-body'}),
    faceDrawing(face));
}

/** A row of rolled dice, named `label` (e.g. "Roll: 2 successes, 1 clue"). */
export function diceRow(faces, label = null) {
  return h('div', {class: 'dice-row', role: 'group', 'aria-label': label}, faces.map((f) => dieView(f)));
}
