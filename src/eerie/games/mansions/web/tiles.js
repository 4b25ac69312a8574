// Mansions of Madness: the tiles' art, drawn here in SVG (our own drawings, no scanned
// tile): a floor pattern and a piece of furniture for each kind of room, walls, doors
// with their thresholds, and the room names placed where they fit.
//
// A room's kind comes from the view (`room.kind`) when the scenario gives one, else from
// the words of its id (bedroom, kitchen, cave ...); outdoor rooms are a quay, a garden or
// a yard. Floors are light tints of the Okabe-Ito colours, and every kind has its own
// pattern as well, so that no two kinds differ by colour alone.
//
// Room names: each is written in the top strip of one of its room's spaces (or across a
// row of them), measured before it is drawn: if it is too wide it is set smaller, then
// on two lines, then shortened with an ellipsis (its whole name stays in the room's
// title). A name never leaves its room, so two names never overlap.

import {s} from '/static/js/dom.js';

/** Each kind of room: its floor's colour, the floor's pattern and its furniture. */
export const KINDS = {
  hall: {floor: '#E8D3AE', pattern: 'planks', ink: '#9c7443', furniture: 'rug'},
  parlour: {floor: '#EBCFA8', pattern: 'planks', ink: '#9c6a3a', furniture: 'armchair'},
  bedroom: {floor: '#E9D6BE', pattern: 'planks', ink: '#97714a', furniture: 'bed'},
  study: {floor: '#DCC29A', pattern: 'planks', ink: '#86653c', furniture: 'desk'},
  gallery: {floor: '#EADDB8', pattern: 'planks', ink: '#9a8048', furniture: 'frames'},
  kitchen: {floor: '#E6E2D4', pattern: 'checker', ink: '#b3ab93', furniture: 'stove'},
  chapel: {floor: '#E8D7E3', pattern: 'checker', ink: '#c3a3ba', furniture: 'pews'},
  storage: {floor: '#D9D2C4', pattern: 'flags', ink: '#9b9282', furniture: 'crates'},
  stair: {floor: '#D3CFC8', pattern: 'flags', ink: '#938d83', furniture: 'spiral'},
  lamp: {floor: '#F3EBA6', pattern: 'flags', ink: '#b5aa4f', furniture: 'lamp'},
  cave: {floor: '#B3CBDA', pattern: 'rock', ink: '#6f8ea3', furniture: 'rocks'},
  garden: {floor: '#C3DFB4', pattern: 'grass', ink: '#4f8a5a', furniture: 'plant'},
  dock: {floor: '#D6BC8E', pattern: 'boards', ink: '#7d6038', furniture: 'bollard'},
  yard: {floor: '#CCD0C0', pattern: 'cobble', ink: '#8b907e', furniture: 'barrel'},
};

/** Words of a room's id that name its kind (the first that matches wins). */
const INDOOR_WORDS = [
  ['bed', 'bedroom'], ['kitchen', 'kitchen'], ['scullery', 'kitchen'], ['pantry', 'storage'],
  ['vestry', 'storage'], ['store', 'storage'], ['attic', 'storage'], ['study', 'study'],
  ['library', 'study'], ['office', 'study'], ['watch', 'study'], ['nave', 'chapel'],
  ['chapel', 'chapel'], ['crypt', 'chapel'], ['cave', 'cave'], ['grotto', 'cave'],
  ['cellar', 'cave'], ['vault', 'cave'], ['stair', 'stair'], ['tower', 'stair'],
  ['lantern', 'lamp'], ['lamp', 'lamp'], ['aviary', 'garden'], ['conservatory', 'garden'],
  ['greenhouse', 'garden'], ['gallery', 'gallery'], ['parlour', 'parlour'],
  ['parlor', 'parlour'], ['lounge', 'parlour'], ['boathouse', 'dock'],
];
const OUTDOOR_WORDS = [['quay', 'dock'], ['jetty', 'dock'], ['dock', 'dock'], ['pier', 'dock'],
                       ['garden', 'garden'], ['lawn', 'garden'], ['grove', 'garden']];

/** The kind of `room` (a key of KINDS). */
export function roomKind(room) {
  if (room.kind && KINDS[room.kind]) return room.kind;
  const words = String(room.id || '').toLowerCase(); // a room's id, not an option's
  for (const [word, kind] of room.outdoor ? OUTDOOR_WORDS : INDOOR_WORDS) {
    if (words.includes(word)) return kind;
  }
  return room.outdoor ? 'yard' : 'hall';
}

/** The id of a kind's floor pattern. */
export function floorId(kind) {
  return `mom-fl-${kind}`;
}

/** A kind's floor pattern (an SVG <pattern> with the id floorId(kind)). */
export function floorPattern(kind) {
  const k = KINDS[kind];
  const ink = k.ink;
  const attrs = (w, hh) => ({id: floorId(kind), width: w, height: hh, patternUnits: 'userSpaceOnUse'});
  const bg = (w, hh) => s('rect', {width: w, height: hh, fill: k.floor});
  switch (k.pattern) {
    case 'planks': // boards 14 high, their joints staggered
      return s('pattern', attrs(84, 28), bg(84, 28),
        s('path', {d: 'M0 14H84M0 28H84M30 0V14M72 14V28M8 14V28', stroke: ink, 'stroke-width': 0.9,
                   'stroke-opacity': 0.55, fill: 'none'}));
    case 'boards': // wide planks with gaps between them
      return s('pattern', attrs(84, 24), bg(84, 24),
        s('path', {d: 'M0 11.5H84M0 23.5H84', stroke: '#5a4226', 'stroke-width': 1.8, 'stroke-opacity': 0.55}),
        s('circle', {cx: 20, cy: 6, r: 1, fill: ink}), s('circle', {cx: 62, cy: 18, r: 1, fill: ink}));
    case 'checker':
      return s('pattern', attrs(21, 21), bg(21, 21),
        s('rect', {width: 10.5, height: 10.5, fill: ink, 'fill-opacity': 0.45}),
        s('rect', {x: 10.5, y: 10.5, width: 10.5, height: 10.5, fill: ink, 'fill-opacity': 0.45}));
    case 'flags': // flagstones in courses
      return s('pattern', attrs(42, 28), bg(42, 28),
        s('path', {d: 'M0 14H42M0 28H42M21 0V14M0 14V28M42 14V28', stroke: ink, 'stroke-width': 1.1,
                   'stroke-opacity': 0.7, fill: 'none'}));
    case 'rock':
      return s('pattern', attrs(42, 42), bg(42, 42),
        s('path', {d: 'M4 10l6-5 7 2 1 7-7 4-6-2zM24 26l7-4 8 3-1 8-8 3-5-4zM28 4l5 1 1 5-5 1z',
                   fill: ink, 'fill-opacity': 0.35, stroke: ink, 'stroke-opacity': 0.6, 'stroke-width': 0.8}),
        s('path', {d: 'M3 34q4-3 8 0t8 0', stroke: '#0072B2', 'stroke-opacity': 0.45, 'stroke-width': 1, fill: 'none'}));
    case 'grass':
      return s('pattern', attrs(24, 24), bg(24, 24),
        s('path', {d: 'M4 8l2-5 2 5M15 19l2-5 2 5M14 7l1.5-4 1.5 4M3 20l1.5-4 1.5 4', stroke: ink,
                   'stroke-opacity': 0.65, 'stroke-width': 1, fill: 'none'}));
    default: // cobbles
      return s('pattern', attrs(24, 24), bg(24, 24),
        s('g', {fill: 'none', stroke: ink, 'stroke-opacity': 0.7, 'stroke-width': 1},
          s('ellipse', {cx: 6, cy: 6, rx: 5, ry: 4}), s('ellipse', {cx: 18, cy: 6, rx: 5, ry: 4}),
          s('ellipse', {cx: 0, cy: 18, rx: 5, ry: 4}), s('ellipse', {cx: 12, cy: 18, rx: 5, ry: 4}),
          s('ellipse', {cx: 24, cy: 18, rx: 5, ry: 4})));
  }
}

/** The floor patterns of every kind, for the board's <defs>. */
export function floorPatterns() {
  return Object.keys(KINDS).map(floorPattern);
}

const LINE = {fill: 'none', stroke: '#3b2f22', 'stroke-width': 1.3, 'stroke-linejoin': 'round'};

/** A piece of furniture of `kind`, drawn in the box (x, y, w, h). */
function furniture(kind, x, y, w, hh) {
  const cx = x + w / 2;
  const cy = y + hh / 2;
  const fill = (c) => ({...LINE, fill: c});
  switch (kind) {
    case 'rug':
      return s('g', {}, s('rect', {x, y, width: w, height: hh, rx: 2, ...fill('#D55E00'), 'fill-opacity': 0.35}),
        s('rect', {x: x + 4, y: y + 4, width: w - 8, height: hh - 8, ...LINE, 'stroke-dasharray': '3 2'}));
    case 'armchair':
      return s('g', {}, s('rect', {x: x + 3, y, width: w - 6, height: hh * 0.45, rx: 4, ...fill('#CC79A7')}),
        s('rect', {x, y: y + hh * 0.3, width: w * 0.22, height: hh * 0.7, rx: 3, ...fill('#CC79A7')}),
        s('rect', {x: x + w * 0.78, y: y + hh * 0.3, width: w * 0.22, height: hh * 0.7, rx: 3, ...fill('#CC79A7')}),
        s('rect', {x: x + w * 0.22, y: y + hh * 0.45, width: w * 0.56, height: hh * 0.55, rx: 2, ...fill('#e6c3d6')}));
    case 'bed':
      return s('g', {}, s('rect', {x, y, width: w, height: hh, rx: 2, ...fill('#56B4E9'), 'fill-opacity': 0.7}),
        s('rect', {x: x + 3, y: y + 3, width: w * 0.3, height: hh - 6, rx: 3, ...fill('#fffaf0')}),
        s('path', {d: `M${x + w * 0.45} ${y}V${y + hh}`, ...LINE}));
    case 'desk':
      return s('g', {}, s('rect', {x, y, width: w, height: hh * 0.6, rx: 1, ...fill('#8B5A2B')}),
        s('rect', {x: x + w * 0.15, y: y + hh * 0.12, width: w * 0.3, height: hh * 0.3, ...fill('#fffaf0')}),
        s('circle', {cx, cy: y + hh * 0.85, r: hh * 0.15, ...fill('#8B5A2B')}));
    case 'frames':
      return s('g', {}, s('rect', {x, y, width: w * 0.4, height: hh, ...fill('#E69F00')}),
        s('rect', {x: x + 3, y: y + 3, width: w * 0.4 - 6, height: hh - 6, ...fill('#f6edd6')}),
        s('rect', {x: x + w * 0.55, y: y + hh * 0.2, width: w * 0.45, height: hh * 0.6, ...fill('#E69F00')}),
        s('rect', {x: x + w * 0.55 + 3, y: y + hh * 0.2 + 3, width: w * 0.45 - 6, height: hh * 0.6 - 6, ...fill('#f6edd6')}));
    case 'stove':
      return s('g', {}, s('rect', {x, y, width: w, height: hh, rx: 2, ...fill('#4d4d4d')}),
        ...[[0.28, 0.3], [0.72, 0.3], [0.28, 0.72], [0.72, 0.72]].map(([a, b]) =>
          s('circle', {cx: x + w * a, cy: y + hh * b, r: Math.min(w, hh) * 0.16, fill: 'none', stroke: '#E69F00', 'stroke-width': 1.4})));
    case 'pews':
      return s('g', {}, ...[0, 1, 2].map((i) =>
        s('rect', {x, y: y + i * (hh / 3), width: w, height: hh / 3 - 3, rx: 1, ...fill('#8B5A2B')})));
    case 'crates':
      return s('g', {}, ...[[x, y + hh * 0.3, w * 0.5], [x + w * 0.5, y + hh * 0.3, w * 0.5], [x + w * 0.25, y - hh * 0.2, w * 0.5]]
        .map(([a, b, c]) => s('g', {}, s('rect', {x: a, y: b, width: c, height: hh * 0.5, ...fill('#C9A66B')}),
          s('path', {d: `M${a} ${b}L${a + c} ${b + hh * 0.5}M${a + c} ${b}L${a} ${b + hh * 0.5}`, ...LINE}))));
    case 'spiral': {
      const r = Math.min(w, hh) / 2;
      const steps = Array.from({length: 8}, (_, i) => {
        const t = (i * Math.PI) / 4;
        return `M${cx} ${cy}L${(cx + r * Math.cos(t)).toFixed(1)} ${(cy + r * Math.sin(t)).toFixed(1)}`;
      }).join('');
      return s('g', {}, s('circle', {cx, cy, r, ...fill('#bdb6aa')}), s('path', {d: steps, ...LINE}),
        s('circle', {cx, cy, r: r * 0.25, ...fill('#6d665c')}));
    }
    case 'lamp': {
      const r = Math.min(w, hh) * 0.28;
      const rays = Array.from({length: 8}, (_, i) => {
        const t = (i * Math.PI) / 4;
        return `M${(cx + r * 1.3 * Math.cos(t)).toFixed(1)} ${(cy + r * 1.3 * Math.sin(t)).toFixed(1)}` +
          `L${(cx + r * 1.8 * Math.cos(t)).toFixed(1)} ${(cy + r * 1.8 * Math.sin(t)).toFixed(1)}`;
      }).join('');
      return s('g', {}, s('path', {d: rays, ...LINE, stroke: '#b07a00'}), s('circle', {cx, cy, r, ...fill('#F0E442')}));
    }
    case 'rocks':
      return s('g', {}, s('path', {d: `M${x} ${y + hh}l${w * 0.15} ${-hh * 0.7}l${w * 0.25} ${-hh * 0.2}l${w * 0.15} ${hh * 0.5}` +
        `l${w * 0.2} ${-hh * 0.3}l${w * 0.25} ${hh * 0.7}z`, ...fill('#7d93a3')}),
        s('path', {d: `M${x} ${y + hh + 4}q${w / 8} -3 ${w / 4} 0t${w / 4} 0t${w / 4} 0t${w / 4} 0`, ...LINE, stroke: '#0072B2'}));
    case 'plant':
      return s('g', {}, s('path', {d: `M${x + w * 0.3} ${y + hh * 0.65}h${w * 0.4}l${-w * 0.06} ${hh * 0.35}h${-w * 0.28}z`, ...fill('#D55E00')}),
        ...[[-0.2, 0.35], [0.2, 0.35], [0, 0.2]].map(([a, b]) =>
          s('ellipse', {cx: cx + w * a, cy: y + hh * b, rx: w * 0.18, ry: hh * 0.2, ...fill('#009E73')})));
    case 'bollard':
      return s('g', {}, s('circle', {cx, cy, r: Math.min(w, hh) * 0.45, ...LINE, 'stroke-dasharray': '4 2'}),
        s('circle', {cx, cy, r: Math.min(w, hh) * 0.22, ...fill('#4d4d4d')}));
    default: // barrel
      return s('g', {}, s('circle', {cx, cy, r: Math.min(w, hh) * 0.45, ...fill('#C9A66B')}),
        s('circle', {cx, cy, r: Math.min(w, hh) * 0.3, ...LINE}));
  }
}

/** A room's floor (its spaces in its kind's pattern) and its furniture, in units of `S`
 * per grid square. */
export function roomArt(room, S) {
  const kind = roomKind(room);
  const g = s('g', {class: `mom-art kind-${kind}`, 'pointer-events': 'none', 'aria-hidden': 'true'});
  for (const sp of room.spaces) {
    g.appendChild(s('rect', {x: sp.x * S, y: sp.y * S, width: sp.w * S, height: sp.h * S, fill: `url(#${floorId(kind)})`}));
  }
  // the furniture: in the bottom right corner of the room's last space, under the pieces
  const last = [...room.spaces].sort((a, b) => a.y - b.y || a.x - b.x).at(-1);
  if (last) {
    const w = Math.min(34, last.w * S * 0.4);
    const hh = Math.min(22, last.h * S * 0.26);
    const art = furniture(KINDS[kind].furniture, (last.x + last.w) * S - w - 6, (last.y + last.h) * S - hh - 8, w, hh);
    art.setAttribute('class', `mom-furniture f-${KINDS[kind].furniture}`);
    art.setAttribute('opacity', '0.6');
    g.appendChild(art);
  }
  return g;
}

const WALL = '#2a1f17';

/** A line between two spaces (`seg`: {seg: [ax, ay, bx, by], type}): a wall, a door
 * (walls on either side, a threshold and the door's leaf), an impassable border, a
 * room's own border or the line inside a room. */
export function segmentArt(seg, S) {
  const [ax, ay, bx, by] = seg.seg.map((n) => n * S);
  const at = (p) => [ax + (bx - ax) * p, ay + (by - ay) * p];
  const line = (p, q, attrs) => {
    const [x1, y1] = at(p);
    const [x2, y2] = at(q);
    return s('line', {x1, y1, x2, y2, ...attrs});
  };
  const wall = (p, q) => line(p, q, {class: 'mom-wall', stroke: WALL, 'stroke-width': 7});
  switch (seg.type) {
    case 'wall': return wall(0, 1);
    case 'door': {
      const [x1, y1] = at(0.3);
      const [x2, y2] = at(0.7);
      const len = Math.hypot(x2 - x1, y2 - y1);
      // the leaf, open at 60° from its hinge, and the arc it swings along
      const ux = (x2 - x1) / len;
      const uy = (y2 - y1) / len;
      const lx = x1 + len * (ux * 0.5 - uy * 0.866);
      const ly = y1 + len * (uy * 0.5 + ux * 0.866);
      return s('g', {class: 'mom-doorway'}, wall(0, 0.3), wall(0.7, 1),
        line(0.3, 0.7, {class: 'mom-door', stroke: '#b07a3c', 'stroke-width': 5, 'stroke-opacity': 0.9}),
        s('path', {d: `M${x1.toFixed(1)} ${y1.toFixed(1)}L${lx.toFixed(1)} ${ly.toFixed(1)}` +
                      `A${len.toFixed(1)} ${len.toFixed(1)} 0 0 0 ${x2.toFixed(1)} ${y2.toFixed(1)}`,
                   fill: 'none', stroke: WALL, 'stroke-width': 1.2, 'stroke-dasharray': '3 2', opacity: 0.7}));
    }
    case 'impassable':
      return line(0, 1, {class: 'mom-impassable', stroke: '#7a1f1f', 'stroke-width': 4, 'stroke-dasharray': '9 6'});
    case 'border':
      return line(0, 1, {class: 'mom-border', stroke: '#5b4a36', 'stroke-width': 2});
    default:
      return line(0, 1, {class: 'mom-inner', stroke: '#8f7d60', 'stroke-width': 1.2, 'stroke-dasharray': '2 4'});
  }
}

// -- room names -----------------------------------------------------------------------------

export const LABEL_FONT = '"DejaVu Sans", system-ui, sans-serif';
const SIZES = [13, 12, 11, 10, 9, 8]; // font sizes tried, largest first (drawing units)
const PAD_X = 4; // room left free on either side of a name
const LINE_GAP = 1.15; // line height, in font sizes
const BIG_LINES = 0.45; // the most of a space's height a name larger than usual may take
const BIG_STEP = 1.15; // sizes of names larger than usual: 13 units times a power of this

/** The size (drawing units) room names take so that they are at least `px` CSS pixels
 * on screen at `scale` screen pixels per unit: 0 when the usual sizes do, else the
 * smallest of 13 · 1.15^k that does (a few steps, so that zooming seldom re-places). */
export function leastNameSize(px, scale) {
  const need = px / scale;
  if (!(need > SIZES[0])) return 0;
  return SIZES[0] * BIG_STEP ** Math.ceil(Math.log(need / SIZES[0]) / Math.log(BIG_STEP) - 1e-9);
}

let canvas = null;

/** The width of `text` in bold at `size` drawing units. */
export function textWidth(text, size) {
  canvas = canvas || document.createElement('canvas');
  const c = canvas.getContext('2d');
  c.font = `700 ${size}px ${LABEL_FONT}`;
  return c.measureText(text).width;
}

/** The places a room's name may go: each of its spaces, and each row of its spaces side
 * by side (widest first). */
function hosts(room) {
  const out = room.spaces.map((sp) => ({x: sp.x, y: sp.y, w: sp.w, h: sp.h}));
  const rows = new Map();
  for (const sp of room.spaces) {
    const key = `${sp.y}:${sp.h}`;
    if (!rows.has(key)) rows.set(key, []);
    rows.get(key).push(sp);
  }
  for (const row of rows.values()) {
    row.sort((a, b) => a.x - b.x);
    let run = [row[0]];
    const flush = () => {
      if (run.length > 1) {
        const end = run.at(-1);
        out.push({x: run[0].x, y: run[0].y, w: end.x + end.w - run[0].x, h: run[0].h});
      }
    };
    for (const sp of row.slice(1)) {
      const end = run.at(-1);
      if (Math.abs(end.x + end.w - sp.x) < 1e-6) run.push(sp);
      else { flush(); run = [sp]; }
    }
    flush();
  }
  return out.sort((a, b) => b.w - a.w || a.y - b.y || a.x - b.x);
}

/** `name` broken into at most two lines that each fit `room` units at `size`, or null. */
function twoLines(name, size, room) {
  const words = name.split(/\s+/).filter(Boolean);
  let best = null;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const widest = Math.max(...lines.map((l) => textWidth(l, size)));
    if (widest <= room && (!best || widest < best.widest)) best = {lines, widest};
  }
  // CJK names have no spaces: break them between characters
  if (!best && words.length === 1 && /[\u3000-\u9fff\uac00-\ud7af]/.test(name)) {
    const chars = [...name];
    for (let i = 1; i < chars.length; i++) {
      const lines = [chars.slice(0, i).join(''), chars.slice(i).join('')];
      const widest = Math.max(...lines.map((l) => textWidth(l, size)));
      if (widest <= room && (!best || widest < best.widest)) best = {lines, widest};
    }
  }
  return best;
}

/** `name` cut to fit `room` units at `size`, ending with an ellipsis. */
function shortened(name, size, room) {
  const chars = [...name];
  for (let n = chars.length - 1; n > 0; n--) {
    const text = `${chars.slice(0, n).join('').trimEnd()}…`;
    if (textWidth(text, size) <= room) return text;
  }
  return '…';
}

/**
 * Where `name` goes in `room` (units of `S`): `{x, y, w, h, size, lines, short}`, the box
 * in drawing units (top left, width, height), the font size, the lines of text and
 * whether the name had to be shortened. The box lies inside one of the room's spaces or
 * rows of spaces, in its top strip. With `least` above the usual sizes, the name at that
 * size, whole, where it fits (on two lines only in a tall enough place), else null.
 */
export function placeLabel(room, name, S, least = 0) {
  const places = hosts(room);
  const fit = (size, lines, host) => {
    const w = Math.max(...lines.map((l) => textWidth(l, size)));
    const hh = lines.length * size * LINE_GAP;
    return {x: host.x * S + PAD_X, y: host.y * S + 3, w, h: hh, size, lines, host};
  };
  if (least > SIZES[0]) { // larger than usual (a small board on screen): whole, or null
    for (const host of places) {
      if (textWidth(name, least) <= host.w * S - 2 * PAD_X) return {...fit(least, [name], host), short: false};
    }
    for (const host of places) {
      const two = 2 * least * LINE_GAP <= host.h * S * BIG_LINES ? twoLines(name, least, host.w * S - 2 * PAD_X) : null;
      if (two) return {...fit(least, two.lines, host), short: false};
    }
    return null;
  }
  for (const size of SIZES) {
    for (const host of places) {
      if (textWidth(name, size) <= host.w * S - 2 * PAD_X) return {...fit(size, [name], host), short: false};
    }
    for (const host of places) {
      const two = twoLines(name, size, host.w * S - 2 * PAD_X);
      if (two) return {...fit(size, two.lines, host), short: false};
    }
  }
  const host = places[0];
  const size = SIZES.at(-1);
  return {...fit(size, [shortened(name, size, host.w * S - 2 * PAD_X)], host), short: true};
}

/** The SVG <text> of a placed name (one <tspan> per line). */
export function labelText(place) {
  const t = s('text', {class: 'mom-room-name', x: place.x, y: place.y, 'font-size': place.size,
                       dataset: {lines: String(place.lines.length)}});
  place.lines.forEach((line, i) => {
    t.appendChild(s('tspan', {x: place.x, y: (place.y + place.size * (0.9 + i * LINE_GAP)).toFixed(1)}, line));
  });
  return t;
}

// -- laying the tiles out -------------------------------------------------------------------

const GAP = 0.35; // grid units kept free around a tile moved aside

function overlaps(a, b, margin = 0) {
  return a.x < b.x + b.w + margin - 1e-6 && b.x < a.x + a.w + margin - 1e-6 &&
    a.y < b.y + b.h + margin - 1e-6 && b.y < a.y + a.h + margin - 1e-6;
}

function touch(a, b) {
  const side = (p, q, r, t) => Math.abs(p - q) < 1e-6 && Math.min(r[1], t[1]) - Math.max(r[0], t[0]) > 1e-6;
  return side(a.x + a.w, b.x, [a.y, a.y + a.h], [b.y, b.y + b.h]) || side(b.x + b.w, a.x, [a.y, a.y + a.h], [b.y, b.y + b.h]) ||
    side(a.y + a.h, b.y, [a.x, a.x + a.w], [b.x, b.x + b.w]) || side(b.y + b.h, a.y, [a.x, a.x + a.w], [b.x, b.x + b.w]);
}

/** Offsets (grid units) that move tiles drawn on top of each other apart: a scenario may
 * give tiles of other floors (a tower's upper rooms, a cave below) the same place as the
 * ground floor's. Tiles are taken in order; one that overlaps a tile before it moves to
 * the free place nearest the spaces it is linked to (`edges`: the view's, {a, b, type}),
 * else nearest where it was. `kept` (tile id -> offset) holds offsets given before, which
 * stay while they still fit, so that a board does not jump as rooms are explored. */
export function layoutTiles(tiles, kept = new Map(), edges = []) {
  const offsets = new Map();
  const placed = [];
  const where = new Map(); // space -> its rect as placed
  const rectsOf = (tile, [dx, dy]) => tile.rooms.flatMap((r) => r.spaces.map((sp) => ({id: sp.id, x: sp.x + dx, y: sp.y + dy, w: sp.w, h: sp.h})));
  const free = (rects, margin) => rects.every((a) => placed.every((b) => !overlaps(a, b, margin)));
  const mid = (r) => [r.x + r.w / 2, r.y + r.h / 2];
  for (const tile of tiles) {
    let off = [0, 0];
    const old = kept.get(tile.id);
    if (old && free(rectsOf(tile, old), old[0] || old[1] ? GAP : 0)) off = old;
    else if (!free(rectsOf(tile, off), 0)) {
      const own = new Set(rectsOf(tile, off).map((r) => r.id));
      const links = edges.filter((e) => e.type !== 'wall' && e.type !== 'impassable' &&
        ((own.has(e.a) && where.has(e.b)) || (own.has(e.b) && where.has(e.a))))
        .map((e) => (own.has(e.a) ? [e.a, where.get(e.b)] : [e.b, where.get(e.a)]));
      const cost = (t) => {
        const rects = new Map(rectsOf(tile, t).map((r) => [r.id, r]));
        const far = links.reduce((sum, [mine, other]) => {
          const [ax, ay] = mid(rects.get(mine));
          const [bx, by] = mid(other);
          return sum + Math.hypot(ax - bx, ay - by);
        }, 0);
        return far * 4 + Math.hypot(...t);
      };
      let best = null;
      for (let r = 1; r <= 30; r++) {
        for (let dx = -r; dx <= r; dx++) {
          for (let dy = -r; dy <= r; dy++) {
            if (Math.max(Math.abs(dx), Math.abs(dy)) !== r || !free(rectsOf(tile, [dx, dy]), GAP)) continue;
            const c = cost([dx, dy]);
            if (!best || c < best.c - 1e-9) best = {c, t: [dx, dy]};
          }
        }
        if (best && best.c < r + 1) break; // every place farther out costs more
      }
      if (best) off = best.t;
    }
    offsets.set(tile.id, off);
    for (const r of rectsOf(tile, off)) {
      placed.push(r);
      where.set(r.id, r);
    }
  }
  return offsets;
}

/**
 * The board as it is drawn: `board` (the view's) with its tiles moved apart
 * (layoutTiles), its lines, door tokens and barricades moved with their spaces, its
 * bounds around what is drawn, and `connectors`: links between spaces that no longer
 * (or never did) touch, drawn as a way from one to the other (a stair to a floor above).
 */
export function layoutBoard(board, kept) {
  const offsets = layoutTiles(board.tiles, kept, board.edges || []);
  const offsetOf = new Map();
  const rects = new Map();
  const tiles = board.tiles.map((tile) => {
    const [dx, dy] = offsets.get(tile.id);
    return {...tile, offset: [dx, dy], rooms: tile.rooms.map((room) => ({...room, spaces: room.spaces.map((sp) => {
      offsetOf.set(sp.id, [dx, dy]);
      const moved = {...sp, x: sp.x + dx, y: sp.y + dy};
      rects.set(sp.id, moved);
      return moved;
    })}))};
  });
  const zero = [0, 0];
  const same = (p, q) => p[0] === q[0] && p[1] === q[1];
  const shift = (seg, [dx, dy]) => ({...seg, seg: [seg.seg[0] + dx, seg.seg[1] + dy, seg.seg[2] + dx, seg.seg[3] + dy]});
  const segments = [];
  for (const seg of board.segments) {
    const oa = offsetOf.get(seg.a) || zero;
    const ob = seg.b ? offsetOf.get(seg.b) || zero : oa;
    if (same(oa, ob)) segments.push(shift(seg, oa));
    else {
      // two tiles that lay on each other: each side of the line is its own tile's edge
      const type = seg.type === 'door' ? 'door' : 'wall';
      segments.push(shift({...seg, type}, oa), shift({...seg, type}, ob));
    }
  }
  const connectors = [];
  for (const e of board.edges || []) {
    if (e.room || e.type === 'wall' || e.type === 'impassable') continue;
    const a = rects.get(e.a);
    const c = rects.get(e.b);
    if (a && c && !touch(a, c)) connectors.push({a: e.a, b: e.b, type: e.type});
  }
  const at = (space, p) => {
    if (!p) return p;
    const [dx, dy] = offsetOf.get(space) || zero;
    return [p[0] + dx, p[1] + dy];
  };
  const all = [...rects.values()];
  const bounds = all.length ? [Math.min(...all.map((r) => r.x)), Math.min(...all.map((r) => r.y)),
                               Math.max(...all.map((r) => r.x + r.w)), Math.max(...all.map((r) => r.y + r.h))]
    : board.bounds;
  return {
    ...board, tiles, segments, connectors, bounds, offsets, rects,
    tokens: board.tokens.map((t) => ({...t, at: at(t.space, t.at)})),
    features: {...board.features, barricades: board.features.barricades.map((x) => ({...x, at: at(x.space, x.at)}))},
  };
}

/** A way between two spaces drawn apart (`p`, `q`: their rects): a dashed line between
 * their nearest sides with a step symbol at each end. */
export function connectorArt(p, q, S) {
  const centre = (r) => [(r.x + r.w / 2) * S, (r.y + r.h / 2) * S];
  const [px, py] = centre(p);
  const [qx, qy] = centre(q);
  // where the line leaves each space's box
  const edge = (r, cx, cy, tx, ty) => {
    const dx = tx - cx;
    const dy = ty - cy;
    const k = Math.min(dx ? (r.w * S) / 2 / Math.abs(dx) : Infinity, dy ? (r.h * S) / 2 / Math.abs(dy) : Infinity);
    return [cx + dx * k, cy + dy * k];
  };
  const [ax, ay] = edge(p, px, py, qx, qy);
  const [bx, by] = edge(q, qx, qy, px, py);
  const steps = (x, y) => s('g', {class: 'mom-steps'},
    s('rect', {x: x - 7, y: y - 7, width: 14, height: 14, rx: 2, fill: '#E69F00', stroke: WALL, 'stroke-width': 1.2}),
    s('path', {d: `M${x - 5} ${y + 4}h3v-3h3v-3h3v-3`, fill: 'none', stroke: WALL, 'stroke-width': 1.4}));
  return s('g', {class: 'mom-connector', dataset: {a: p.id, b: q.id}},
    s('line', {x1: ax, y1: ay, x2: bx, y2: by, stroke: '#E69F00', 'stroke-width': 3, 'stroke-dasharray': '6 5',
               'stroke-linecap': 'round'}),
    steps(ax, ay), steps(bx, by));
}
