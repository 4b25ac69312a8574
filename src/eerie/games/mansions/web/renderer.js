// Mansions of Madness: the digital board and the app's panels, drawn from the view's
// "board" block (eerie.games.mansions.present.public_board: placed tiles only, public
// facts only). The map is SVG: spaces grouped by room with their names, walls thick,
// doors as gaps, impassable borders dashed, outdoor rooms tinted and hatched, tokens as
// lettered shapes, fire and darkness as patterned overlays, investigators as lettered
// pawns and monsters with their tags and markers. The panels: the objective, the
// actions on offer (start a turn, end the turn), the puzzle window, the monster list
// with each monster's menu, the item list and the investigators' sheets.
//
// Nothing is decided here: every button sends an option id of the pending decision, and
// ids are opaque: what an option is about comes from its data (docs/mansions.md, *Option
// data*): act (move, explore, attack, trade, turn, end_turn, stop, close, symbol ...),
// space (a click on that space sends it), token, monster and weapon, thing, how,
// receiver (a trade), dest (a push), investigator (a turn), and for puzzles cells
// (slide: a swap), symbol (code: one symbol at a time, then undo or submit), block and
// distance (lock).

import {PanZoom} from '/static/js/board.js';
import {clear, h, pickMenu, s, sleep, stylesheet, svgButton, title} from '/static/js/dom.js';
import {KINDS, connectorArt, floorId, layoutBoard, floorPattern, floorPatterns, labelText, leastNameSize, placeLabel, roomArt, roomKind, segmentArt} from './tiles.js';
import {sheetCards} from './cards.js';
import {Teller, storyEvent} from './story.js';
import {lt} from './text.js';

await stylesheet(new URL('./renderer.css', import.meta.url)); // this game's own styles

const S = 84; // one grid unit in SVG units
const PAD = 14;
const NAME_PX = 10; // a room name shows when it is at least this many CSS pixels on screen

/** Hide the room names of `svg` that the zoom makes smaller than NAME_PX on screen (they
 * keep their place, so the names shown never move), show the others. */
export function showReadableNames(svg) {
  const scale = parseFloat(svg.style.getPropertyValue('--pz-scale'));
  if (!(scale > 0)) return;
  for (const t of svg.querySelectorAll('text.mom-room-name')) {
    t.classList.toggle('mom-far', Number(t.getAttribute('font-size')) * scale < NAME_PX - 1e-6);
  }
  svg.dataset.names = scale.toFixed(3); // the scale the names were last shown for
}

/** Investigators by their place in the game: colour, shape (and their letter). */
export const PAWNS = [
  {name: 'green', fill: '#009E73', ink: '#ffffff', shape: 'circle'},
  {name: 'vermilion', fill: '#D55E00', ink: '#ffffff', shape: 'square'},
  {name: 'blue', fill: '#0072B2', ink: '#ffffff', shape: 'diamond'},
  {name: 'purple', fill: '#CC79A7', ink: '#1a1a1a', shape: 'triangle'},
  {name: 'orange', fill: '#E69F00', ink: '#1a1a1a', shape: 'hexagon'},
];

/** Token kinds: each its own shape, colour and letter. */
export const TOKENS = {
  explore: {letter: 'E', fill: '#F0E442', ink: '#1a1a1a', shape: 'diamond'},
  search: {letter: 'S', fill: '#56B4E9', ink: '#1a1a1a', shape: 'circle'},
  interact: {letter: 'I', fill: '#E69F00', ink: '#1a1a1a', shape: 'square'},
  person: {letter: 'P', fill: '#CC79A7', ink: '#1a1a1a', shape: 'pentagon'},
  sight: {letter: 'V', fill: '#009E73', ink: '#ffffff', shape: 'triangle'},
};
const TOKEN_KINDS = ['explore', 'search', 'interact', 'person', 'sight'];
const MONSTER = {fill: '#3b0d0d', ink: '#ffffff', ring: '#ff8a65'};

function shape(kind, cx, cy, r) {
  const poly = (n, rot) => Array.from({length: n}, (_, i) => {
    const a = rot + (2 * Math.PI * i) / n;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  switch (kind) {
    case 'square': return s('rect', {x: cx - r * 0.85, y: cy - r * 0.85, width: r * 1.7, height: r * 1.7, rx: 2});
    case 'diamond': return s('polygon', {points: poly(4, -Math.PI / 2)});
    case 'triangle': return s('polygon', {points: poly(3, -Math.PI / 2)});
    case 'pentagon': return s('polygon', {points: poly(5, -Math.PI / 2)});
    case 'hexagon': return s('polygon', {points: poly(6, 0)});
    case 'octagon': return s('polygon', {points: poly(8, Math.PI / 8)});
    default: return s('circle', {cx, cy, r});
  }
}

/** A token: its kind's shape, colour and letter. */
export function tokenIcon(kind, cx, cy, r = 11) {
  const st = TOKENS[kind] || {letter: '?', fill: '#ddd', ink: '#111', shape: 'circle'};
  const g = s('g', {class: `mom-token token-${kind}`});
  const body = shape(st.shape, cx, cy + (st.shape === 'triangle' ? r * 0.2 : 0), st.shape === 'triangle' ? r * 1.25 : r);
  body.setAttribute('fill', st.fill);
  body.setAttribute('stroke', '#111');
  body.setAttribute('stroke-width', 1.6);
  g.appendChild(body);
  g.appendChild(s('text', {x: cx, y: cy + r * 0.4 + (st.shape === 'triangle' ? r * 0.2 : 0), 'text-anchor': 'middle',
                           'font-size': r * 1.1, 'font-weight': 'bold', fill: st.ink}, st.letter));
  return g;
}

/** An investigator's pawn: a head over a lettered base of its colour and shape. */
export function pawnIcon(index, letter, cx, cy, r = 12) {
  const p = PAWNS[index % PAWNS.length];
  const g = s('g', {class: `mom-pawn pawn-${p.name}`});
  g.appendChild(s('circle', {cx, cy: cy - r * 0.95, r: r * 0.42, fill: p.fill, stroke: '#111', 'stroke-width': 1.5}));
  const body = shape(p.shape, cx, cy + r * 0.25 + (p.shape === 'triangle' ? r * 0.15 : 0), p.shape === 'triangle' ? r * 1.05 : r * 0.8);
  body.setAttribute('fill', p.fill);
  body.setAttribute('stroke', '#111');
  body.setAttribute('stroke-width', 1.5);
  g.appendChild(body);
  g.appendChild(s('text', {x: cx, y: cy + r * 0.55, 'text-anchor': 'middle', 'font-size': r * (letter.length > 1 ? 0.7 : 0.95),
                           'font-weight': 'bold', fill: p.ink}, letter));
  return g;
}

/** A monster: a dark octagon with its tag and, for a second of its kind, a marker. */
export function monsterIcon(tag, marker, cx, cy, r = 13) {
  const g = s('g', {class: 'mom-monster'});
  const body = shape('octagon', cx, cy, r);
  body.setAttribute('fill', MONSTER.fill);
  body.setAttribute('stroke', MONSTER.ring);
  body.setAttribute('stroke-width', 2.2);
  g.appendChild(body);
  g.appendChild(s('text', {x: cx, y: cy + r * 0.32, 'text-anchor': 'middle', 'font-size': r * 0.8,
                           'font-weight': 'bold', fill: MONSTER.ink}, tag));
  if (marker) {
    g.appendChild(s('circle', {cx: cx + r * 0.8, cy: cy - r * 0.8, r: r * 0.45, fill: '#ffffff', stroke: '#111', 'stroke-width': 1}));
    g.appendChild(s('text', {x: cx + r * 0.8, y: cy - r * 0.62, 'text-anchor': 'middle', 'font-size': r * 0.55,
                             'font-weight': 'bold', fill: '#111'}, String(marker)));
  }
  return g;
}

function barricadeIcon(cx, cy, r = 10) {
  return s('g', {class: 'mom-barricade'},
    s('rect', {x: cx - r, y: cy - r * 0.55, width: 2 * r, height: r * 1.1, rx: 2, fill: '#8B5A2B', stroke: '#111', 'stroke-width': 1.4}),
    s('path', {d: `M ${cx - r} ${cy - r * 0.55} L ${cx + r} ${cy + r * 0.55} M ${cx - r} ${cy + r * 0.55} L ${cx + r} ${cy - r * 0.55}`,
               stroke: '#f4e3c3', 'stroke-width': 1.6}));
}

function passageIcon(cx, cy, r = 10) {
  return s('g', {class: 'mom-passage'},
    s('circle', {cx, cy, r, fill: '#2b1d3d', stroke: '#CC79A7', 'stroke-width': 2, 'stroke-dasharray': '3 2'}),
    s('text', {x: cx, y: cy + r * 0.4, 'text-anchor': 'middle', 'font-size': r * 1.1, 'font-weight': 'bold', fill: '#f3d7ea'}, '?'));
}

function floorIcon(cx, cy, r = 9) {
  return s('g', {class: 'mom-floor-item'},
    s('rect', {x: cx - r * 0.75, y: cy - r, width: r * 1.5, height: r * 2, rx: 2, fill: '#fffaf0', stroke: '#5a4a3a', 'stroke-width': 1.4}),
    s('path', {d: `M ${cx - r * 0.4} ${cy - r * 0.4} H ${cx + r * 0.4} M ${cx - r * 0.4} ${cy} H ${cx + r * 0.4} M ${cx - r * 0.4} ${cy + r * 0.4} H ${cx + r * 0.2}`,
               stroke: '#5a4a3a', 'stroke-width': 1.2}));
}

function defs() {
  return s('defs', {},
    s('pattern', {id: 'mom-fire', width: 12, height: 12, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(35)'},
      s('rect', {width: 12, height: 12, fill: 'rgba(213, 94, 0, .38)'}),
      s('rect', {width: 5, height: 12, fill: 'rgba(230, 159, 0, .75)'})),
    s('pattern', {id: 'mom-dark', width: 9, height: 9, patternUnits: 'userSpaceOnUse'},
      s('rect', {width: 9, height: 9, fill: 'rgba(20, 12, 35, .55)'}),
      s('circle', {cx: 4.5, cy: 4.5, r: 1.6, fill: 'rgba(0, 0, 0, .85)'})));
}

const PUZZLE_ACTS = ['swap', 'symbol', 'undo', 'submit', 'shift'];

/** A reference to a thing on the board ("space:ent.1"): what a log line names (eventRefs)
 * and what the board's elements carry in data-ref (highlight). Not an option id. */
export function ref(kind, id) {
  return [kind, id].join(':');
}

/** The option's data (what it is about); {} for an option without any. */
function about(o) {
  return o.data || {};
}

/** The pending options this page may send, sorted by what they are about (their data). */
function indexOptions(options) {
  const ix = {acts: new Map(), moves: new Map(), tokens: new Map(), monsters: new Map(),
              turns: new Map(), items: new Map(), swaps: new Map(), symbols: new Map(),
              puzzle: [], other: []};
  const add = (map, key, o) => {
    if (!map.has(key)) map.set(key, []);
    map.get(key).push(o);
  };
  for (const o of options || []) {
    const d = about(o);
    if (d.act && !ix.acts.has(d.act)) ix.acts.set(d.act, o);
    // a step, a free move offered by a card or a scenario, fire spreading: that space
    if (typeof d.space === 'string') ix.moves.set(d.space, o);
    else if (typeof d.token === 'string') ix.tokens.set(d.token, o);
    else if (d.act === 'turn') ix.turns.set(d.investigator, o);
    else if (typeof d.monster === 'string') add(ix.monsters, d.monster, o); // attack, evade, horror, push
    else if (d.act === 'trade') add(ix.items, d.thing, o);
    else if (PUZZLE_ACTS.includes(d.act)) {
      ix.puzzle.push(o);
      if (d.act === 'swap') ix.swaps.set(d.cells.join(' '), o);
      if (d.act === 'symbol') ix.symbols.set(d.symbol, o);
    } else ix.other.push(o);
  }
  return ix;
}

/** A label for an option, from the board's own names where its data says what it is. */
function optionLabel(ctx, b, o) {
  const d = about(o);
  const kind = d.act;
  const thingName = (id) => {
    if (id === 'unarmed') return ctx.t('mom.ui.unarmed');
    for (const inv of b.investigators) {
      for (const thing of [...inv.items, ...inv.spells]) if (thing.id === id) return lt(ctx, thing.name);
    }
    const f = b.floor.find((x) => x.id === id);
    return f ? lt(ctx, f.name) : id;
  };
  const invName = (id) => {
    const inv = b.investigators.find((i) => i.id === id);
    return inv ? lt(ctx, inv.name) : id;
  };
  const token = b.tokens.find((t) => t.id === d.token);
  switch (kind) {
    case 'attack': return ctx.t('mom.ui.attack_with', {with: thingName(d.weapon)});
    case 'evade': return ctx.t('mom.ui.evade');
    case 'horror': return ctx.t('mom.ui.horror_check');
    case 'explore': case 'search': case 'interact': case 'sight':
      return token ? `${ctx.t(`mom.ui.token.${kind}`)}: ${lt(ctx, token.label)}` : ctx.tr(o.label);
    case 'trade':
      if (d.how === 'give') return ctx.t('mom.ui.give', {who: invName(d.receiver)});
      if (d.how === 'drop') return ctx.t('mom.ui.drop');
      if (d.how === 'pick') return ctx.t('mom.ui.pick_up');
      break;
    case 'push': return ctx.t('mom.ui.push_to', {space: d.dest});
    case 'turn': return ctx.t('mom.ui.start_turn', {who: invName(d.investigator)});
    case 'move': return ctx.t('mom.ui.move_to', {space: d.space});
    default: break;
  }
  return ctx.tr(o.label);
}

class Mansions {
  constructor(ctx) {
    this.teller = new Teller(ctx, this); // story and monster windows (story.js)
    this.ctx = ctx;
    this.state = null;
    this.nameSize = 0; // room names larger than usual (tiles.js leastNameSize), 0: the usual sizes
    this.touches = 0; // fingers on the board
    this.watchTouches();
    this.menu = null;
    this.pick = null; // puzzle: the selected slide cell or lock block
    this.codeFocus = null; // puzzle: the code button pressed last (focus comes back to it)
    this.puzzleKey = null;
    this.frame = null; // the pan and zoom frame around the map
    this.offsets = new Map(); // tile -> where it was moved to on screen (tiles.js layoutTiles)
    this.board = null; // the board as drawn (tiles moved apart)
    this.refs = []; // what the log line pointed at names (highlight)
  }

  reset() {
    this.teller.reset();
    this.closeMenu();
    this.pick = null;
    this.codeFocus = null;
  }

  update(state) {
    this.state = state;
    this.closeMenu();
    const v = state.view;
    if (!v.board) {
      clear(this.ctx.board).appendChild(h('p', {class: 'error'}, this.ctx.t('mom.ui.no_board')));
      clear(this.ctx.info);
      return;
    }
    this.ix = indexOptions(state.options);
    this.draw();
    this.drawInfo();
  }

  // -- the map ----------------------------------------------------------------------------

  draw() {
    const ctx = this.ctx;
    // tiles of other floors moved aside, the lines and door tokens with them (tiles.js)
    const b = layoutBoard(this.state.view.board, this.offsets);
    this.offsets = b.offsets;
    this.board = b;
    const ix = this.ix;
    const [x0, y0, x1, y1] = b.bounds;
    const vb = [x0 * S - PAD, y0 * S - PAD, (x1 - x0) * S + 2 * PAD, (y1 - y0) * S + 2 * PAD];
    const svg = s('svg', {class: 'mom-board', viewBox: vb.join(' '), role: 'group',
                          'aria-label': ctx.t('mom.ui.board', {title: lt(ctx, b.scenario.title)})});
    svg.appendChild(defs());
    svg.appendChild(s('defs', {}, ...floorPatterns()));
    svg.appendChild(s('rect', {x: vb[0], y: vb[1], width: vb[2], height: vb[3], fill: '#1d1a17', rx: 6}));
    const rooms = new Map(); // space -> room
    const floorLayer = s('g', {class: 'mom-floor'});
    const labels = s('g', {class: 'mom-labels', 'pointer-events': 'none'});
    this.labelBottom = new Map(); // space -> the bottom of the room name written in it
    const known = this.seenTiles;
    for (const tile of b.tiles) {
      for (const room of tile.rooms) {
        const kind = roomKind(room);
        const fresh = known && !known.has(tile.id);
        const g = s('g', {class: `mom-room kind-${kind}${room.outdoor ? ' outdoor' : ''}${fresh ? ' mom-new' : ''}`,
                          dataset: {room: room.id, tile: tile.id, kind, ref: `${ref('room', room.id)} ${ref('tile', tile.id)}`}});
        const name = lt(ctx, room.name);
        for (const sp of room.spaces) {
          rooms.set(sp.id, room);
          const r = {x: sp.x * S, y: sp.y * S, width: sp.w * S, height: sp.h * S};
          g.appendChild(s('rect', {...r, class: 'mom-space', fill: KINDS[kind].floor,
                                   dataset: {space: sp.id, ref: ref('space', sp.id)}},
            title(`${name} · ${sp.id}${room.outdoor ? ` (${ctx.t('mom.ui.outdoor')})` : ''}`)));
          if (ctx.settings().coords) {
            labels.appendChild(s('text', {x: (sp.x + sp.w) * S - 4, y: (sp.y + sp.h) * S - 4, 'text-anchor': 'end',
                                          class: 'mom-coord'}, sp.id));
          }
        }
        g.appendChild(roomArt(room, S));
        // the room's name, measured and placed inside the room (tiles.js)
        const place = (this.nameSize && placeLabel(room, name, S, this.nameSize)) || placeLabel(room, name, S);
        const text = labelText(place);
        text.dataset.room = room.id;
        if (place.short) text.appendChild(title(name));
        labels.appendChild(text);
        const hx = place.host;
        for (const sp of room.spaces) {
          if (sp.y === hx.y && sp.x >= hx.x - 1e-6 && sp.x + sp.w <= hx.x + hx.w + 1e-6) {
            this.labelBottom.set(sp.id, place.y + place.h);
          }
        }
        floorLayer.appendChild(g);
      }
    }
    this.seenTiles = new Set(b.tiles.map((tile) => tile.id));
    svg.appendChild(floorLayer);
    // fire and darkness: patterns over the space, with a corner letter as well
    const feats = b.features;
    const overlay = s('g', {class: 'mom-overlays', 'pointer-events': 'none'});
    const rectOf = (space) => b.rects.get(space) || null;
    for (const [list, fill, cls, key] of [[feats.darkness, 'url(#mom-dark)', 'darkness', 'mom.ui.darkness'],
                                          [feats.fire, 'url(#mom-fire)', 'fire', 'mom.ui.fire']]) {
      for (const space of list) {
        const sp = rectOf(space);
        if (!sp) continue;
        overlay.appendChild(s('rect', {x: sp.x * S, y: sp.y * S, width: sp.w * S, height: sp.h * S, fill,
                                       class: `mom-${cls}`, dataset: {space}}, title(`${space}: ${ctx.t(key)}`)));
        const bx = (sp.x + sp.w) * S - (cls === 'fire' ? 14 : 30);
        overlay.appendChild(s('g', {class: `mom-${cls}-mark`},
          s('rect', {x: bx - 7, y: sp.y * S + 3, width: 14, height: 14, rx: 3, fill: cls === 'fire' ? '#D55E00' : '#1a1030',
                     stroke: '#fff', 'stroke-width': 1}),
          s('text', {x: bx, y: sp.y * S + 14, 'text-anchor': 'middle', 'font-size': 10, 'font-weight': 'bold', fill: '#fff'},
            cls === 'fire' ? ctx.t('mom.ui.fire_letter') : ctx.t('mom.ui.darkness_letter'))));
      }
    }
    svg.appendChild(overlay);
    // walls, doors, borders
    const lines = s('g', {class: 'mom-lines', 'stroke-linecap': 'square', 'pointer-events': 'none'});
    for (const seg of b.segments) lines.appendChild(segmentArt(seg, S));
    // links between spaces drawn apart (a stair to the floor above): a way between them
    for (const c of b.connectors) {
      const p = rectOf(c.a);
      const q = rectOf(c.b);
      lines.appendChild(connectorArt(p, q, S));
    }
    svg.appendChild(lines);
    svg.appendChild(labels);

    // move targets (under the pieces so that pieces stay readable)
    const targets = s('g', {class: 'mom-targets'});
    for (const [space, o] of ix.moves) {
      const sp = rectOf(space);
      if (!sp) continue;
      const g = s('g', {class: 'target mom-target', dataset: {space, option: o.id}});
      g.appendChild(s('rect', {x: sp.x * S + 4, y: sp.y * S + 4, width: sp.w * S - 8, height: sp.h * S - 8, rx: 6,
                               class: 'target-box'}));
      svgButton(g, `${optionLabel(ctx, b, o)} (${lt(ctx, (rooms.get(space) || {}).name)})`, () => ctx.act(o.id));
      targets.appendChild(g);
    }
    svg.appendChild(targets);

    // pieces, laid out in a grid inside their space
    const pieces = new Map();
    const add = (space, piece) => {
      if (!space) return;
      if (!pieces.has(space)) pieces.set(space, []);
      pieces.get(space).push(piece);
    };
    for (const t of b.tokens) if (!t.at) add(t.space, {kind: 'token', t});
    for (const f of b.floor) add(f.space, {kind: 'floor', f});
    for (const space of feats.loose_barricades) add(space, {kind: 'loose'});
    for (const space of feats.passages) add(space, {kind: 'passage'});
    for (const inv of b.investigators) if (!inv.eliminated) add(inv.space, {kind: 'inv', inv});
    for (const m of b.monsters) add(m.space, {kind: 'monster', m});
    const layer = s('g', {class: 'mom-pieces'});
    for (const [space, list] of pieces) {
      const sp = rectOf(space);
      if (!sp) continue;
      const cols = Math.max(2, Math.ceil(Math.sqrt(list.length)));
      const rows = Math.ceil(list.length / cols);
      const cw = (sp.w * S - 8) / cols;
      const top = Math.max(sp.y * S + 18, (this.labelBottom.get(space) || 0) + 3); // below the room's name
      const ch = Math.min(30, (sp.y * S + sp.h * S - 4 - top) / Math.max(rows, 1));
      const r = Math.max(6, Math.min(12, Math.min(cw, ch) * 0.42));
      list.forEach((p, i) => {
        const cx = sp.x * S + 4 + cw * ((i % cols) + 0.5);
        const cy = top + ch * (Math.floor(i / cols) + 0.5);
        const drawn = this.piece(p, cx, cy, r);
        // a monster that was not on the board before comes in (CSS; none under reduced motion)
        const spawned = p.kind === 'monster' && this.seenMonsters && !this.seenMonsters.has(p.m.uid);
        layer.appendChild(spawned ? s('g', {class: 'mom-new mom-spawned'}, drawn) : drawn);
      });
    }
    // tokens on doors sit on the door; barricades on the door they block
    for (const t of b.tokens) {
      if (!t.at) continue;
      layer.appendChild(this.piece({kind: 'token', t}, t.at[0] * S, t.at[1] * S, 11));
    }
    for (const bar of feats.barricades) {
      if (!bar.at) continue;
      layer.appendChild(s('g', {}, barricadeIcon(bar.at[0] * S, bar.at[1] * S, 11),
        title(`${ctx.t('mom.ui.barricade')}: ${bar.space}${bar.other ? ` – ${bar.other}` : ''}`)));
    }
    svg.appendChild(layer);
    this.seenMonsters = new Set(b.monsters.map((m) => m.uid));
    svg.appendChild(s('g', {class: 'mom-highlights', 'pointer-events': 'none'}));
    this.svg = svg;
    // the frame sets --pz-scale on the drawing at every zoom: names too small to read
    // on screen wait for a closer look (a phone's whole board); the art tells the room
    new MutationObserver(() => this.zoomed(svg)).observe(svg, {attributes: true, attributeFilter: ['style']});
    // the shared pan and zoom frame (js/board.js), kept from state to state with its zoom
    if (!this.frame || !ctx.board.contains(this.frame.element)) {
      this.frame = new PanZoom(svg, {t: ctx.t, min: 1, max: 4, start: 1, fit: 'contain', // the whole board
                                     label: ctx.t('mom.ui.board', {title: lt(ctx, b.scenario.title)})});
      this.frame.scroller.classList.add('mom-wrap');
      clear(ctx.board).appendChild(this.frame.element);
    } else {
      this.frame.setContent(svg);
    }
    if (this.refs.length) this.highlight(this.refs); // a log line still pointed at
  }

  /** The frame zoomed (or drew) `svg`: names larger than usual where the whole board is
   * small on screen (drawn again when that size changes), those that still would not
   * read hidden. */
  zoomed(svg) {
    const scale = parseFloat(svg.style.getPropertyValue('--pz-scale'));
    if (!(scale > 0) || svg !== this.svg) return;
    const size = leastNameSize(NAME_PX, scale);
    // not in the middle of a touch (its events would stay with the drawing taken away)
    if (size !== this.nameSize && !this.touches) {
      this.nameSize = size;
      this.closeMenu();
      this.draw(); // the new drawing comes back here through the frame
      return;
    }
    showReadableNames(svg);
  }

  /** Count the fingers on the board: a drawing is not swapped under a pinch (zoomed). */
  watchTouches() {
    const count = (e) => {
      this.touches = e.touches.length;
      if (!this.touches && this.svg && this.svg.isConnected) this.zoomed(this.svg);
    };
    for (const kind of ['touchstart', 'touchend', 'touchcancel']) {
      this.ctx.board.addEventListener(kind, count, {passive: true, capture: true});
    }
  }

  piece(p, cx, cy, r) {
    const ctx = this.ctx;
    const ix = this.ix;
    if (p.kind === 'token') {
      const t = p.t;
      const g = tokenIcon(t.kind, cx, cy, r);
      g.dataset.token = t.id;
      g.dataset.ref = ref('token', t.id);
      const label = `${ctx.t(`mom.ui.token.${t.kind}`)}: ${lt(ctx, t.label)}`;
      const o = ix.tokens.get(t.id);
      if (o) {
        g.insertBefore(s('circle', {cx, cy, r: r * 1.55, class: 'pick-ring'}), g.firstChild);
        g.dataset.option = o.id;
        svgButton(g, optionLabel(ctx, this.state.view.board, o), () => ctx.act(o.id));
      } else {
        g.appendChild(title(label));
      }
      return g;
    }
    if (p.kind === 'floor') {
      return s('g', {}, floorIcon(cx, cy, r * 0.85), title(`${ctx.t('mom.ui.on_floor')}: ${lt(ctx, p.f.name)}`));
    }
    if (p.kind === 'loose') return s('g', {}, barricadeIcon(cx, cy, r * 0.9), title(ctx.t('mom.ui.barricade')));
    if (p.kind === 'passage') return s('g', {}, passageIcon(cx, cy, r * 0.9), title(ctx.t('mom.ui.passage')));
    if (p.kind === 'inv') {
      const inv = p.inv;
      const g = pawnIcon(inv.index, inv.letter, cx, cy + 2, r);
      g.dataset.investigator = inv.id;
      g.dataset.ref = ref('investigator', inv.id);
      if (inv.active) g.insertBefore(s('circle', {cx, cy, r: r * 1.6, class: 'moving-ring'}), g.firstChild);
      const o = ix.turns.get(inv.id);
      if (o) {
        g.insertBefore(s('circle', {cx, cy, r: r * 1.6, class: 'pick-ring'}), g.firstChild);
        g.dataset.option = o.id;
        svgButton(g, optionLabel(ctx, this.state.view.board, o), () => ctx.act(o.id));
      } else {
        g.appendChild(title(`${lt(ctx, inv.name)} (${inv.space})`));
      }
      return g;
    }
    const m = p.m;
    const g = monsterIcon(m.tag, m.marker, cx, cy, r * 1.05);
    g.dataset.monster = m.uid;
    g.dataset.ref = ref('monster', m.uid);
    const label = `${lt(ctx, m.name)}${m.marker ? ` ${m.marker}` : ''} · ${ctx.t('mom.ui.health', {left: Math.max(0, m.health - m.damage), health: m.health})}`;
    const opts = ix.monsters.get(m.uid);
    if (opts && opts.length) {
      g.insertBefore(s('circle', {cx, cy, r: r * 1.6, class: 'pick-ring'}), g.firstChild);
      g.dataset.options = opts.map((o) => o.id).join(' ');
      svgButton(g, `${label}: ${opts.map((o) => optionLabel(ctx, this.state.view.board, o)).join(' / ')}`,
                () => (opts.length === 1 ? ctx.act(opts[0].id) : this.openMenu(m, opts, g)));
    } else {
      g.appendChild(title(label));
    }
    return g;
  }

  /** Outline what `refs` name on the board ("space:ent.1", "room:study", "tile:…",
   * "investigator:…", "monster:m1", "token:…"; see eventRefs); no refs: none. */
  highlight(refs) {
    this.refs = refs || [];
    const svg = this.svg;
    if (!svg) return [];
    const layer = clear(svg.querySelector('g.mom-highlights'));
    for (const el of svg.querySelectorAll('.mom-linked')) el.classList.remove('mom-linked');
    const found = [];
    for (const ref of refs || []) {
      for (const el of svg.querySelectorAll(`[data-ref~="${CSS.escape(ref)}"]`)) {
        if (found.includes(el)) continue;
        found.push(el);
        el.classList.add('mom-linked');
        const box = el.getBBox();
        layer.appendChild(s('rect', {x: box.x - 4, y: box.y - 4, width: box.width + 8, height: box.height + 8, rx: 6,
                                     class: 'mom-linked-box', dataset: {ref}}));
      }
    }
    return found;
  }

  openMenu(m, opts, anchor) {
    this.closeMenu();
    const ctx = this.ctx;
    this.menu = pickMenu(ctx.board, anchor, opts, {
      label: (o) => optionLabel(ctx, this.state.view.board, o), pick: (id) => ctx.act(id),
      close: () => this.closeMenu(), cancelText: ctx.t('ui.cancel'), className: 'mom-menu',
      name: lt(ctx, m.name),
      head: h('p', {class: 'mom-menu-title'}, `${lt(ctx, m.name)}${m.marker ? ` ${m.marker}` : ''} · `,
        ctx.t('mom.ui.health', {left: Math.max(0, m.health - m.damage), health: m.health}))});
  }

  closeMenu() {
    if (this.menu) this.menu.remove();
    this.menu = null;
  }

  // -- panels -----------------------------------------------------------------------------

  drawInfo() {
    const ctx = this.ctx;
    const b = this.state.view.board;
    const ix = this.ix;
    const box = clear(ctx.info);
    box.classList.add('mom-info');
    box.dataset.round = String(b.round);
    box.dataset.phase = b.phase;
    box.appendChild(h('h2', {}, ctx.t('mom.ui.round', {round: b.round}), ' · ',
      h('span', {class: 'mom-phase', dataset: {phase: b.phase}}, ctx.t(`mom.ui.phase.${b.phase}`))));
    if (b.objective) {
      box.appendChild(h('section', {class: 'mom-objective', 'aria-label': ctx.t('mom.ui.objective')},
        h('h3', {}, ctx.t('mom.ui.objective')), h('p', {}, lt(ctx, b.objective.text))));
    }
    // the turn's own buttons: start a turn, stop moving, end the turn
    const bar = h('div', {class: 'mom-actions'});
    for (const [iid, o] of ix.turns) {
      const inv = b.investigators.find((i) => i.id === iid);
      bar.appendChild(h('button', {type: 'button', class: 'mom-start', dataset: {option: o.id}, onclick: () => ctx.act(o.id)},
        inv ? sheetBadge(inv) : null, ctx.t('mom.ui.start_turn', {who: inv ? lt(ctx, inv.name) : iid})));
    }
    // stop moving, end the turn, and the app's "end phase" (the rest pass their turns)
    for (const [act, cls, key] of [['stop', 'mom-stop', 'mom.ui.stop_moving'], ['end_turn', 'mom-end', 'mom.ui.end_turn'],
                                   ['end_phase', 'mom-end-phase', 'mom.ui.end_phase']]) {
      const o = ix.acts.get(act);
      if (o) bar.appendChild(h('button', {type: 'button', class: cls, dataset: {option: o.id}, onclick: () => ctx.act(o.id)}, ctx.t(key)));
    }
    if (bar.childNodes.length) box.appendChild(bar);
    if (b.puzzle) box.appendChild(this.puzzleWindow(b.puzzle));
    box.appendChild(this.monsterList(b));
    box.appendChild(this.sheets(b));
    box.appendChild(this.itemList(b));
    box.appendChild(legend(ctx));
  }

  monsterList(b) {
    const ctx = this.ctx;
    const sec = h('section', {class: 'mom-monsters', 'aria-label': ctx.t('mom.ui.monsters')},
      h('h3', {}, ctx.t('mom.ui.monsters')));
    if (!b.monsters.length) {
      sec.appendChild(h('p', {class: 'hint'}, ctx.t('mom.ui.no_monsters')));
      return sec;
    }
    const list = h('ul', {class: 'mom-list'});
    for (const m of b.monsters) {
      const icon = s('svg', {viewBox: '-16 -16 32 32', width: 26, height: 26, 'aria-hidden': 'true'}, monsterIcon(m.tag, m.marker, 0, 0, 13));
      const opts = this.ix.monsters.get(m.uid) || [];
      const pips = h('span', {class: 'mom-pips', role: 'img',
                              'aria-label': ctx.t('mom.ui.health', {left: Math.max(0, m.health - m.damage), health: m.health})});
      for (let i = 0; i < m.health; i += 1) pips.appendChild(h('span', {class: i < m.damage ? 'pip hit' : 'pip'}, i < m.damage ? '×' : ''));
      const li = h('li', {class: `mom-monster-row${opts.length ? ' offered' : ''}`, dataset: {monster: m.uid}},
        h('div', {class: 'mom-row-head'}, icon,
          h('strong', {}, lt(ctx, m.name), m.marker ? ` ${m.marker}` : ''),
          h('span', {class: 'hint'}, ` · ${m.space}`)),
        h('div', {class: 'mom-meter'}, h('span', {}, ctx.t('mom.ui.damage_of', {n: m.damage, max: m.health})), pips),
        h('div', {class: 'mom-stats hint'}, ctx.t('mom.ui.monster_stats', {awareness: m.awareness, horror: m.horror, might: m.might}),
          m.traits && m.traits.length ? ` · ${traitNames(ctx, m.traits).join(', ')}` : ''));
      if (opts.length) {
        li.appendChild(h('div', {class: 'mom-menu-buttons', role: 'group', 'aria-label': lt(ctx, m.name)},
          opts.map((o) => h('button', {type: 'button', class: `mom-act act-${about(o).act}`, dataset: {option: o.id},
                                       onclick: () => ctx.act(o.id)}, optionLabel(ctx, b, o)))));
      }
      list.appendChild(li);
    }
    sec.appendChild(list);
    return sec;
  }

  sheets(b) {
    const ctx = this.ctx;
    const cards = this.state.view.insanity_cards || {};
    const sec = h('section', {class: 'mom-sheets', 'aria-label': ctx.t('mom.ui.investigators')},
      h('h3', {}, ctx.t('mom.ui.investigators')));
    for (const inv of b.investigators) {
      const flags = [];
      if (inv.active) flags.push(h('span', {class: 'tag turn'}, ctx.t('mom.ui.taking_turn')));
      else if (inv.done && b.phase === 'investigator') flags.push(h('span', {class: 'tag'}, ctx.t('mom.ui.turn_taken')));
      for (const f of ['wounded', 'insane', 'eliminated']) {
        if (inv[f]) flags.push(h('span', {class: `tag mom-${f}`}, ctx.t(`mom.ui.${f}`)));
      }
      const sheet = h('article', {class: `mom-sheet${inv.active ? ' acting' : ''}`, dataset: {investigator: inv.id}},
        h('div', {class: 'mom-row-head'}, sheetBadge(inv), h('strong', {}, lt(ctx, inv.name)),
          inv.space ? h('span', {class: 'hint'}, ` · ${inv.space}`) : null, flags),
        h('div', {class: 'mom-meter'}, ctx.t('mom.ui.damage_of', {n: inv.damage, max: inv.health}),
          inv.damage_down ? ` (${ctx.t('mom.ui.facedown', {n: inv.damage_down})})` : ''),
        h('div', {class: 'mom-meter'}, ctx.t('mom.ui.horror_of', {n: inv.horror, max: inv.sanity}),
          inv.horror_down ? ` (${ctx.t('mom.ui.facedown', {n: inv.horror_down})})` : ''),
        h('div', {}, ctx.t('mom.ui.clues', {n: inv.clues}),
          inv.active ? ` · ${ctx.t('mom.ui.actions_left', {n: inv.actions})}` : '',
          inv.active && inv.move_left ? ` · ${ctx.t('mom.ui.moves_left', {n: inv.move_left})}` : ''),
        sheetCards(ctx, inv),
        cardList(ctx, 'mom-conditions', ctx.t('mom.ui.conditions'), inv.conditions));
      // an insanity card this seat may read (its holder's while the game runs, every one
      // after it): title and text, under the investigator's name
      const insanity = cards[inv.id];
      if (insanity) {
        sheet.appendChild(h('div', {class: 'mom-insanity', dataset: {card: insanity.id}},
          h('strong', {}, ctx.t('mom.ui.insanity_of', {who: lt(ctx, inv.name)})), ': ',
          h('span', {class: 'mom-card-name'}, lt(ctx, insanity.name)),
          h('p', {class: 'mom-card-text'}, lt(ctx, insanity.text))));
      }
      sec.appendChild(sheet);
    }
    return sec;
  }

  itemList(b) {
    const ctx = this.ctx;
    const sec = h('section', {class: 'mom-items', 'aria-label': ctx.t('mom.ui.items')}, h('h3', {}, ctx.t('mom.ui.items')));
    const list = h('ul', {class: 'mom-list'});
    const row = (thing, whose) => {
      const opts = this.ix.items.get(thing.id) || [];
      const bits = [];
      if (thing.kind === 'spell') bits.push(ctx.t('mom.ui.spell'));
      else if (thing.unique) bits.push(ctx.t('mom.ui.unique'));
      else bits.push(ctx.t('mom.ui.common'));
      if (thing.weapon) bits.push(ctx.t('mom.ui.weapon', {kind: ctx.t(`mom.ui.attack.${thing.weapon.kind}`),
                                                 range: ctx.t(`mom.ui.range.${thing.weapon.range}`)}));
      // its traits (a weapon's is already said by its attack)
      bits.push(...traitNames(ctx, (thing.traits || []).filter((w) => !(thing.weapon && w === 'weapon'))));
      return h('li', {class: `mom-item${opts.length ? ' offered' : ''}`, dataset: {item: thing.id}},
        h('strong', {}, lt(ctx, thing.name)), h('span', {class: 'hint'}, ` · ${whose} · ${bits.join(', ')}`),
        opts.length ? h('div', {class: 'mom-menu-buttons'}, opts.map((o) => h('button', {
          type: 'button', class: 'mom-act', dataset: {option: o.id}, onclick: () => ctx.act(o.id)}, optionLabel(ctx, b, o)))) : null);
    };
    for (const inv of b.investigators) {
      for (const thing of [...inv.items, ...inv.spells]) list.appendChild(row(thing, lt(ctx, inv.name)));
    }
    for (const f of b.floor) list.appendChild(row(f, ctx.t('mom.ui.floor_at', {space: f.space})));
    if (!list.childNodes.length) sec.appendChild(h('p', {class: 'hint'}, ctx.t('mom.ui.no_items')));
    else sec.appendChild(list);
    return sec;
  }

  // -- puzzles ----------------------------------------------------------------------------

  puzzleWindow(p) {
    const ctx = this.ctx;
    const key = `${p.id}:${p.inv}`;
    if (this.puzzleKey !== key) {
      this.puzzleKey = key;
      this.pick = null;
      this.codeFocus = null;
    }
    const inv = this.state.view.board.investigators.find((i) => i.id === p.inv);
    const sec = h('section', {class: `mom-puzzle kind-${p.kind}`, role: 'region', 'aria-label': lt(ctx, p.title)},
      h('h3', {}, ctx.t('mom.ui.puzzle', {title: lt(ctx, p.title)})),
      h('p', {class: 'hint'}, ctx.t('mom.ui.puzzle_who', {who: inv ? lt(ctx, inv.name) : '', n: p.left})));
    const st = p.state;
    if (st && st.kind === 'slide') sec.appendChild(this.slide(st));
    else if (st && st.kind === 'code') sec.appendChild(this.code(st));
    else if (st && st.kind === 'lock') sec.appendChild(this.lock(st));
    const close = this.ix.acts.get('close');
    if (close) {
      sec.appendChild(h('button', {type: 'button', class: 'mom-close', dataset: {option: close.id}, onclick: () => ctx.act(close.id)},
        ctx.t('mom.ui.close_puzzle')));
    }
    return sec;
  }

  slide(st) {
    const ctx = this.ctx;
    const n = st.rows * st.cols;
    const grid = h('div', {class: 'mom-slide', role: 'group'});
    grid.style.gridTemplateColumns = `repeat(${st.cols}, 1fr)`;
    st.tiles.forEach((piece, cell) => {
      const sel = this.pick === cell;
      const swap = this.pick !== null && this.pick !== cell
        ? this.ix.swaps.get([Math.min(this.pick, cell), Math.max(this.pick, cell)].join(' ')) : undefined;
      const canSwap = swap !== undefined;
      const hue = Math.round((piece / n) * 300);
      const b = h('button', {type: 'button', class: `mom-cell${sel ? ' selected' : ''}${canSwap ? ' can' : ''}${piece === cell ? ' home' : ''}`,
                            dataset: {cell: String(cell), piece: String(piece)},
                            'aria-label': ctx.t('mom.ui.slide_cell', {cell: cell + 1, piece: piece + 1}),
                            'aria-pressed': sel ? 'true' : 'false'}, String(piece + 1));
      b.style.background = `hsl(${hue} 45% 38%)`;
      b.addEventListener('click', () => {
        if (canSwap) {
          this.pick = null;
          ctx.act(swap.id);
          return;
        }
        this.pick = sel ? null : cell;
        this.drawInfo();
        const again = this.ctx.info.querySelector(`.mom-cell[data-cell='${cell}']`);
        if (again) again.focus();
      });
      grid.appendChild(b);
    });
    return h('div', {}, h('p', {class: 'hint'}, ctx.t('mom.ui.slide_help')), grid);
  }

  code(st) {
    // The row (public, in the puzzle's state) is filled one symbol at a time: each
    // symbol button, undo and submit send the engine's own option; only submit is an attempt.
    const ctx = this.ctx;
    const sym = (v) => (st.labels && st.labels.length ? String(st.labels[v - 1]) : String(v));
    const hist = h('ol', {class: 'mom-guesses'});
    for (const g of st.history || []) {
      hist.appendChild(h('li', {}, h('span', {class: 'mom-code'}, g.guess.map(sym).join(' ')), ' ',
        h('span', {class: 'mom-marks', 'aria-label': ctx.t('mom.ui.marks', {success: g.success, clue: g.clue})},
          '●'.repeat(g.success), '◆'.repeat(g.clue), ` ${ctx.t('mom.ui.marks', {success: g.success, clue: g.clue})}`)));
    }
    const row = st.row || [];
    const slots = h('div', {class: 'mom-row', role: 'group', 'aria-label': ctx.t('mom.ui.code_row'), 'aria-live': 'polite'});
    for (let i = 0; i < st.length; i += 1) {
      const filled = i < row.length;
      slots.appendChild(h('span', {class: `mom-slot${filled ? '' : ' empty'}`, dataset: {pos: String(i)},
                                   'aria-label': filled ? ctx.t('mom.ui.code_slot', {pos: i + 1, sym: sym(row[i])})
                                     : ctx.t('mom.ui.code_slot_empty', {pos: i + 1})},
        filled ? sym(row[i]) : '·'));
    }
    const buttons = [];
    // each button stands for one control (a symbol, undo, submit), offered or not just now
    const button = (control, o, cls, label, text) => {
      const b = h('button', {type: 'button', class: cls, disabled: !o, dataset: o ? {control, option: o.id} : {control},
                             'aria-label': label, onclick: () => {
                               this.codeFocus = {control, filled: row.length};
                               ctx.act(o.id);
                             }}, text);
      buttons.push(b);
      return b;
    };
    const keys = h('div', {class: 'mom-symbols', role: 'group', 'aria-label': ctx.t('mom.ui.code_symbols')});
    for (let k = 1; k <= st.kinds; k += 1) {
      keys.appendChild(button(`symbol-${k}`, this.ix.symbols.get(k), 'mom-sym', ctx.t('mom.ui.put_symbol', {sym: sym(k)}), sym(k)));
    }
    const undo = button('undo', this.ix.acts.get('undo'), 'mom-undo', ctx.t('mom.ui.undo_symbol'), ctx.t('mom.ui.undo_symbol'));
    const submit = button('submit', this.ix.acts.get('submit'), 'mom-guess', ctx.t('mom.ui.try_code'), ctx.t('mom.ui.try_code'));
    if (this.codeFocus && this.codeFocus.filled !== row.length) {
      // the row changed since a button here was pressed: keep the keyboard where it was
      const want = this.codeFocus.control;
      this.codeFocus = null;
      const again = buttons.find((b) => b.dataset.control === want && !b.disabled)
        || (!submit.disabled ? submit : buttons.find((b) => !b.disabled));
      if (again) setTimeout(() => again.focus(), 0);
    }
    return h('div', {}, h('p', {class: 'hint'}, ctx.t('mom.ui.code_help', {kinds: st.kinds})), hist, slots, keys,
      h('div', {class: 'mom-code-actions'}, undo, submit));
  }

  lock(st) {
    const ctx = this.ctx;
    const moves = new Map(); // target cell "r,c" -> option (for the picked block)
    const picked = this.pick && st.blocks.find((bl) => bl.id === this.pick);
    if (picked) {
      for (const o of this.ix.puzzle) {
        const {act, block, distance: d} = about(o);
        if (act !== 'shift' || block !== picked.id) continue;
        const lead = d > 0 ? picked.length - 1 + d : d; // the cell the block's front reaches
        const r = picked.horizontal ? picked.row : picked.row + lead;
        const c = picked.horizontal ? picked.col + lead : picked.col;
        moves.set(`${r},${c}`, o);
      }
    }
    const U = 40;
    const svg = s('svg', {class: 'mom-lock', viewBox: `-4 -4 ${st.cols * U + 24} ${st.rows * U + 8}`, role: 'group',
                          'aria-label': ctx.t('mom.ui.lock_help')});
    svg.appendChild(s('rect', {x: -4, y: -4, width: st.cols * U + 8, height: st.rows * U + 8, fill: '#3a2f25', rx: 4}));
    svg.appendChild(s('rect', {x: st.cols * U, y: st.exit_row * U, width: 20, height: U, fill: '#e6d6b4'}));
    svg.appendChild(s('text', {x: st.cols * U + 10, y: st.exit_row * U + U / 2 + 5, 'text-anchor': 'middle', 'font-size': 16, fill: '#111'}, '▶'));
    for (let r = 0; r < st.rows; r += 1) {
      for (let c = 0; c < st.cols; c += 1) {
        const o = moves.get(`${r},${c}`);
        const cell = s('rect', {x: c * U + 1, y: r * U + 1, width: U - 2, height: U - 2, fill: '#5a4a3a', rx: 2});
        if (o) {
          const g = s('g', {class: 'target', dataset: {option: o.id}}, cell,
            s('rect', {x: c * U + 3, y: r * U + 3, width: U - 6, height: U - 6, rx: 3, class: 'target-box'}));
          svgButton(g, ctx.t('mom.ui.lock_move', {block: picked.id, to: `${r + 1},${c + 1}`}), () => { this.pick = null; ctx.act(o.id); });
          svg.appendChild(g);
        } else {
          svg.appendChild(cell);
        }
      }
    }
    for (const bl of st.blocks) {
      const w = bl.horizontal ? bl.length * U : U;
      const hgt = bl.horizontal ? U : bl.length * U;
      const special = bl.id === 'X';
      const g = s('g', {class: `mom-block${this.pick === bl.id ? ' selected' : ''}`, dataset: {block: bl.id}},
        s('rect', {x: bl.col * U + 3, y: bl.row * U + 3, width: w - 6, height: hgt - 6, rx: 5,
                   fill: special ? '#D55E00' : '#c9b58f', stroke: this.pick === bl.id ? '#ffd54a' : '#111',
                   'stroke-width': this.pick === bl.id ? 4 : 1.5}),
        s('text', {x: bl.col * U + w / 2, y: bl.row * U + hgt / 2 + 6, 'text-anchor': 'middle', 'font-size': 17,
                   'font-weight': 'bold', fill: special ? '#fff' : '#111'}, bl.id));
      const movable = this.ix.puzzle.some((o) => about(o).act === 'shift' && about(o).block === bl.id);
      if (movable) {
        svgButton(g, ctx.t('mom.ui.lock_block', {block: bl.id}), () => {
          this.pick = this.pick === bl.id ? null : bl.id;
          this.drawInfo();
        });
      }
      svg.appendChild(g);
    }
    return h('div', {}, h('p', {class: 'hint'}, ctx.t('mom.ui.lock_help')), svg);
  }

  // -- animation: monsters walk in the mythos phase ------------------------------------------

  async animate(events, reveal) {
    const walks = events.filter((e) => e.kind === 'mom.monster_move' || e.kind === 'mom.activate');
    const b = this.board; // as drawn
    if (!walks.length || !b) return;
    const delay = this.ctx.delay();
    const spaces = new Map();
    for (const tile of b.tiles) for (const room of tile.rooms) for (const sp of room.spaces) spaces.set(sp.id, sp);
    const at = new Map(b.monsters.map((m) => [m.uid, m.space]));
    for (const e of events) {
      const d = e.data || {};
      const g = d.uid ? this.ctx.board.querySelector(`g.mom-monster[data-monster='${d.uid}']`) : null;
      if (e.kind === 'mom.activate' && g) {
        for (const old of this.ctx.board.querySelectorAll('g.mom-monster.activating')) old.classList.remove('activating');
        g.classList.add('activating');
        reveal(e);
        await sleep(delay);
        continue;
      }
      if (e.kind === 'mom.monster_move' && g && spaces.has(d.space) && spaces.has(at.get(d.uid))) {
        const from = spaces.get(at.get(d.uid));
        const to = spaces.get(d.space);
        const dx = (to.x + to.w / 2 - from.x - from.w / 2) * S + Number(g.dataset.dx || 0);
        const dy = (to.y + to.h / 2 - from.y - from.h / 2) * S + Number(g.dataset.dy || 0);
        g.dataset.dx = String(dx);
        g.dataset.dy = String(dy);
        g.style.transform = `translate(${dx}px, ${dy}px)`;
        at.set(d.uid, d.space);
        reveal(e);
        await sleep(delay);
        continue;
      }
      reveal(e);
    }
  }

  /** The story windows of `events` (story.js), after the state they lead to is drawn. */
  tell(events, reveal, options) {
    return this.teller.tell(events, reveal, options);
  }

  onKey(e) {
    if (e.key === 'Escape' && this.menu) {
      this.closeMenu();
      return true;
    }
    return false;
  }
}

/** The conditions of a sheet: each card's title and effect. */
function cardList(ctx, cls, heading, list) {
  if (!list.length) return null;
  return h('div', {class: cls}, `${heading}:`,
    h('ul', {class: 'mom-card-list'}, list.map((c) => h('li', {class: 'mom-card', dataset: {card: c.id}},
      h('strong', {class: 'mom-card-name'}, lt(ctx, c.name)),
      c.text && lt(ctx, c.text) ? h('span', {class: 'mom-card-text'}, ` — ${lt(ctx, c.text)}`) : null))));
}

/** The traits of a card (vocabulary words), translated. */
function traitNames(ctx, traits) {
  return (traits || []).map((w) => (ctx.t(`mom.ui.trait.${w}`) === `mom.ui.trait.${w}` ? w : ctx.t(`mom.ui.trait.${w}`)));
}

function sheetBadge(inv) {
  const svg = s('svg', {class: 'badge-icon', viewBox: '-14 -16 28 30', width: 20, height: 22, 'aria-hidden': 'true'});
  svg.appendChild(pawnIcon(inv.index, inv.letter, 0, 0, 11));
  return svg;
}

function legend(ctx) {
  const icon = (...kids) => s('svg', {viewBox: '-16 -16 32 32', width: 24, height: 24, 'aria-hidden': 'true'}, defs(), ...kids);
  const item = (drawing, text) => h('li', {}, drawing, h('span', {}, text));
  return h('details', {class: 'legend'}, h('summary', {}, ctx.t('ui.legend')),
    h('ul', {},
      TOKEN_KINDS.map((k) => item(icon(tokenIcon(k, 0, 0, 11)), ctx.t(`mom.ui.token.${k}`))),
      item(icon(pawnIcon(0, 'A', 0, 2, 11)), ctx.t('mom.ui.legend.pawn')),
      item(icon(monsterIcon('M', 1, 0, 0, 12)), ctx.t('mom.ui.legend.monster')),
      item(icon(s('rect', {x: -14, y: -14, width: 28, height: 28, fill: '#e6d6b4'}), s('rect', {x: -14, y: -14, width: 28, height: 28, fill: 'url(#mom-fire)'})), ctx.t('mom.ui.fire')),
      item(icon(s('rect', {x: -14, y: -14, width: 28, height: 28, fill: '#e6d6b4'}), s('rect', {x: -14, y: -14, width: 28, height: 28, fill: 'url(#mom-dark)'})), ctx.t('mom.ui.darkness')),
      item(icon(s('defs', {}, floorPattern('yard')), s('rect', {x: -14, y: -14, width: 28, height: 28, fill: `url(#${floorId('yard')})`})), ctx.t('mom.ui.outdoor')),
      item(icon(s('line', {x1: -14, y1: 0, x2: 14, y2: 0, stroke: '#2a1f17', 'stroke-width': 7})), ctx.t('mom.ui.legend.wall')),
      item(icon(s('line', {x1: -14, y1: 0, x2: -6, y2: 0, stroke: '#2a1f17', 'stroke-width': 7}),
                s('line', {x1: 6, y1: 0, x2: 14, y2: 0, stroke: '#2a1f17', 'stroke-width': 7}),
                s('line', {x1: -5, y1: 0, x2: 5, y2: 0, stroke: '#b07a3c', 'stroke-width': 3, 'stroke-dasharray': '2 3'})), ctx.t('mom.ui.legend.door')),
      item(icon(s('line', {x1: -14, y1: 0, x2: 14, y2: 0, stroke: '#7a1f1f', 'stroke-width': 4, 'stroke-dasharray': '9 6'})), ctx.t('mom.ui.legend.impassable')),
      item(icon(barricadeIcon(0, 0, 11)), ctx.t('mom.ui.barricade')),
      item(icon(passageIcon(0, 0, 11)), ctx.t('mom.ui.passage')),
      item(icon(floorIcon(0, 0, 10)), ctx.t('mom.ui.on_floor')),
      item(icon(s('rect', {x: -13, y: -13, width: 26, height: 26, rx: 4, class: 'target-box'})), ctx.t('mom.ui.legend.target'))));
}

/** A seat's badge: the pawn of the seat's first investigator (seats follow the order). */
export function seatBadge(seat) {
  const svg = s('svg', {class: 'badge-icon', viewBox: '-14 -16 28 30', width: 20, height: 22, 'aria-hidden': 'true'});
  svg.appendChild(pawnIcon(seat, String(seat + 1), 0, 0, 11));
  return svg;
}

export function createRenderer(ctx) {
  return new Mansions(ctx);
}

export {storyEvent};

/** Each action's announcement is a detail; the log tells what it did anyway. */
/** What an event names on the board, from its data (the log links its line to them):
 * refs as the board's elements carry them in data-ref. */
export function eventRefs(e) {
  const d = e.data || {};
  const refs = [];
  if (typeof d.investigator === 'string') refs.push(ref('investigator', d.investigator));
  if (typeof d.from === 'string') refs.push(ref('investigator', d.from));
  if (typeof d.receiver === 'string') refs.push(ref('investigator', d.receiver));
  if (typeof d.uid === 'string') refs.push(ref('monster', d.uid));
  if (typeof d.space === 'string') refs.push(ref('space', d.space));
  if (typeof d.tile === 'string') refs.push(ref('tile', d.tile));
  if (typeof d.token === 'string') refs.push(ref('token', d.token));
  return refs;
}

export function minorEvent(e) {
  return e.kind === 'mom.action';
}

export function roundLabel(round, cat) {
  return cat.t('mom.ui.round', {round});
}

// The scenarios and investigators come from the game listing (`config_choices`, made by
// Mansions.config_choices from the packaged scenarios and content): nothing here
// repeats them.
const MAX_PEOPLE = 5;

/** The values the game offers for config option `name` (`{value, label}`, label a Msg). */
function choicesOf(game, name) {
  return (game && game.config_choices && game.config_choices[name]) || [];
}

/** A value's label (a Msg) among the choices of option `name`. */
function labelOf(game, name) {
  const labels = new Map(choicesOf(game, name).map((c) => [String(c.value), c.label]));
  return (v) => labels.get(String(v)) || {key: '=', params: {en: String(v)}};
}

/** How the lobby offers the options: a scenario, how many people play and which
 * investigators they take (one select per investigator; one person plays two
 * investigators on one seat). The defaults are the first investigators in the listing,
 * each select starting on a different one; choosing one twice is refused by the server. */
function slotsOf(players) {
  const n = Number(players) || 1;
  return n === 1 ? 2 : n;
}

export const lobby = {
  fields(game) {
    const invs = choicesOf(game, 'investigators').map((c) => c.value);
    const people = Math.max(1, Math.min(MAX_PEOPLE, invs.length));
    const fields = [
      {key: 'scenario', type: 'select', label: 'mom.ui.cfg.scenario',
       values: choicesOf(game, 'scenario').map((c) => c.value), choiceLabel: labelOf(game, 'scenario')},
      {key: 'players', type: 'select', label: 'mom.ui.cfg.players',
       values: Array.from({length: people}, (_, i) => i + 1)},
    ];
    for (let i = 0; i < Math.min(MAX_PEOPLE, invs.length); i++) {
      fields.push({key: `inv${i}`, type: 'select', label: 'mom.ui.cfg.investigator', labelParams: {n: i + 1},
                   values: invs, default: invs[i], choiceLabel: labelOf(game, 'investigators'),
                   when: (config) => i < slotsOf(config.players)});
    }
    return fields;
  },
  config(values, game) {
    const scenarios = choicesOf(game, 'scenario').map((c) => c.value);
    const scenario = scenarios.includes(values.scenario) ? values.scenario : scenarios[0];
    const all = choicesOf(game, 'investigators').map((c) => c.value);
    const n = Number(values.players) || 1;
    const investigators = Array.from({length: Math.min(slotsOf(n), all.length)},
      (_, i) => (all.includes(values[`inv${i}`]) ? values[`inv${i}`] : all[i]));
    if (n === 1) return {scenario, players: 1, investigators};
    return {scenario, investigators};
  },
  seats: (config) => (config.players === 1 ? 1 : (config.investigators || []).length || 2),
  seatBadge,
};
