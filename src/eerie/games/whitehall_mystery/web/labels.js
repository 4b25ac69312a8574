// Whitehall Mystery's map labels (circle numbers, intersection names) placed so that no
// label covers another label, another circle or another intersection, at a size that
// reads on screen. The map is fixed, so a placement depends only on the zoom: the zoom
// is rounded down to a step of ZOOM_STEP (a "level"), and each level's placement is
// worked out once (a greedy choice among a few places around each node, the most
// crowded nodes first, moving one label in the way where nothing is free;
// deterministic) and kept with the map. A label that fits nowhere
// at a level is hidden there and shows as the map is zoomed in. No game rules here.

/** Circle numbers on screen: at least this many CSS pixels ... */
export const CIRCLE_PX = 10.5;
/** ... and never smaller than this in map units (zoomed in they grow with the map). */
export const CIRCLE_MIN = 10.5;
/** Intersection names on screen, CSS pixels. */
export const INTER_PX = 10.5;
/** Screen pixels per map unit from which intersection names show. */
export const INTER_FROM = 1.2;
const ZOOM_STEP = 1.1; // levels of zoom between two placements
const GAP_PX = 1.5; // free space kept around each label, screen pixels
const CIRCLE_R = 11; // a circle's radius, map units (renderer.js draws them so)
const DOT_R = 3.6; // an intersection's dot
const SPOT_R = 8; // a yellow starting spot (a 14-unit square)

/**
 * The boxes of `texts` as drawn at font size 100 with text-anchor middle and
 * dominant-baseline central around (0, 0), by text: `{x, y, w, h}` (the browser's own
 * measure, in a hidden drawing of the board's class so that the fonts are the same).
 */
export function measureTexts(texts, className) {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('class', 'wm-board wm-measure');
  svg.setAttribute('aria-hidden', 'true');
  svg.style.cssText = 'position:absolute;left:-9999px;top:0;width:10px;height:10px;visibility:hidden';
  document.body.appendChild(svg);
  const out = new Map();
  try {
    const els = [...new Set(texts)].map((text) => {
      const t = document.createElementNS(ns, 'text');
      t.setAttribute('class', className);
      t.setAttribute('text-anchor', 'middle');
      t.setAttribute('dominant-baseline', 'central');
      t.style.cssText = 'font-size:100px;display:inline';
      t.textContent = text;
      svg.appendChild(t);
      return t;
    });
    for (const t of els) { // all in the drawing first: one layout for every measure
      const b = t.getBBox();
      out.set(t.textContent, {x: b.x, y: b.y, w: b.width, h: b.height});
    }
  } finally {
    svg.remove();
  }
  return out;
}

/** The level of a scale (screen pixels per map unit): the zoom rounded down to a step. */
export function levelOf(scale) {
  return Math.floor(Math.log(scale) / Math.log(ZOOM_STEP) + 1e-9);
}

/** The scale a level's placement is made for (at most the real one: labels are never
 * smaller on screen than asked). */
export function levelScale(level) {
  return ZOOM_STEP ** level;
}

/** The font sizes (map units) of a level: `{circle, inter}`; `inter` null when the
 * intersection names do not show. */
export function fontSizes(level) {
  const s = levelScale(level);
  return {circle: Math.max(CIRCLE_MIN, CIRCLE_PX / s), inter: s >= INTER_FROM - 1e-9 ? INTER_PX / s : null};
}

const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** True when box `a` (grown by `g`) comes nearer than `r` to (cx, cy). */
function hitsDisc(a, cx, cy, r, g) {
  const nx = Math.max(a.x - g, Math.min(cx, a.x + a.w + g));
  const ny = Math.max(a.y - g, Math.min(cy, a.y + a.h + g));
  return (nx - cx) ** 2 + (ny - cy) ** 2 < r * r;
}

/** Boxes (w × h) around a node at (x, y) of radius r, in the order they are preferred. */
function circleSpots(x, y, r, w, h, g) {
  const d = r * Math.SQRT1_2 + g;
  return [
    {x: x - w / 2, y: y - h / 2, inside: true}, // on the circle
    {x: x - w / 2, y: y - r - g - h}, // above
    {x: x - w / 2, y: y + r + g}, // below
    {x: x + r + g, y: y - h / 2}, // right
    {x: x - r - g - w, y: y - h / 2}, // left
    {x: x + d, y: y - d - h}, // above right
    {x: x - d - w, y: y - d - h}, // above left
    {x: x + d, y: y + d}, // below right
    {x: x - d - w, y: y + d}, // below left
    {x: x - r, y: y - r - g - h}, // above, starting at the circle's left
    {x: x + r - w, y: y - r - g - h}, // above, ending at its right
    {x: x - r, y: y + r + g}, // below, starting at its left
    {x: x + r - w, y: y + r + g}, // below, ending at its right
  ];
}

function interSpots(x, y, r, w, h, g) {
  const d = r + g;
  return [
    {x: x + d, y: y - d - h}, // above right
    {x: x - d - w, y: y - d - h}, // above left
    {x: x + d, y: y + d}, // below right
    {x: x - d - w, y: y + d}, // below left
    {x: x - w / 2, y: y - d - h}, // above
    {x: x - w / 2, y: y + d}, // below
    {x: x + d, y: y - h / 2}, // right
    {x: x - d - w, y: y - h / 2}, // left
  ];
}

/**
 * A level's placement of the labels of `nodes` (`{key, kind: 'circle' | 'inter', x, y,
 * text, spot}`, `spot` true for a yellow starting spot), with `boxes` the texts'
 * measures at size 100 (measureTexts): by key, `{x, y}` where the text goes (its anchor,
 * text-anchor middle and dominant-baseline central), or null where it fits nowhere.
 * Also `sizes`, the level's font sizes. A label stays inside `bounds` (`{x, y, w, h}`, the
 * drawing's viewBox). Circles are placed first, the most crowded first.
 */
export function placeLabels(nodes, boxes, level, bounds) {
  const sizes = fontSizes(level);
  const g = GAP_PX / levelScale(level);
  const radius = (n) => (n.kind === 'circle' ? CIRCLE_R : n.spot ? SPOT_R : DOT_R);
  const within = (b) => b.x >= bounds.x && b.y >= bounds.y && b.x + b.w <= bounds.x + bounds.w &&
    b.y + b.h <= bounds.y + bounds.h;
  // the places of a node's label clear of every other node and inside the drawing, preferred first
  const memo = new Map();
  const spotsOf = (n) => {
    if (memo.has(n.key)) return memo.get(n.key);
    const size = n.kind === 'circle' ? sizes.circle : sizes.inter;
    const m = boxes.get(n.text);
    let out = [];
    if (m && size) {
      const w = (m.w * size) / 100;
      const h = (m.h * size) / 100;
      out = (n.kind === 'circle' ? circleSpots : interSpots)(n.x, n.y, radius(n), w, h, g)
        .map((c) => ({x: c.x, y: c.y, w, h, ax: c.x - (m.x * size) / 100, ay: c.y - (m.y * size) / 100,
                      inside: Boolean(c.inside)}))
        .filter((b) => within(b) && !nodes.some((o) => o !== n && hitsDisc(b, o.x, o.y, radius(o), b.inside ? 0 : g)));
    }
    memo.set(n.key, out);
    return out;
  };
  const placed = new Map(); // key → {n, box}
  const clash = (a, b) => overlaps({x: a.x - g, y: a.y - g, w: a.w + 2 * g, h: a.h + 2 * g}, b);
  const blockers = (box, skip = null) => [...placed.values()].filter((p) => p !== skip && clash(box, p.box));
  const place = (n) => {
    const spots = spotsOf(n);
    const free = spots.find((b) => !blockers(b).length);
    if (free) return placed.set(n.key, {n, box: free});
    // no free place: one label in the way may move to another free place of its own
    for (const b of spots) {
      const [other, more] = blockers(b);
      if (!other || more) continue;
      const moved = spotsOf(other.n).find((ob) => ob !== other.box && !clash(ob, b) && !blockers(ob, other).length);
      if (!moved) continue;
      other.box = moved;
      return placed.set(n.key, {n, box: b});
    }
    return null;
  };
  const crowd = (n) => nodes.reduce((k, o) => k + (o.kind === 'circle' && Math.hypot(o.x - n.x, o.y - n.y) < 80 ? 1 : 0), 0);
  const order = (kind) => nodes.filter((n) => n.kind === kind)
    .map((n) => ({n, k: crowd(n)}))
    .sort((a, b) => b.k - a.k || (a.n.key < b.n.key ? -1 : a.n.key > b.n.key ? 1 : 0))
    .map((e) => e.n);
  for (const n of order('circle')) place(n);
  for (const n of order('inter')) place(n);
  const at = new Map(nodes.map((n) => {
    const p = placed.get(n.key);
    // the anchor: where the measured box's origin was, scaled
    return [n.key, p ? {x: p.box.ax, y: p.box.ay} : null];
  }));
  return {sizes, at};
}
