// Fearsome Floors: the board as SVG, drawn from the view (its board, figures and
// monster). Moves: click a highlighted square (an option whose data.to is that square) or
// a highlighted figure, or use the arrow keys (the options a person types as n, e, s, w:
// their data.key) and Enter/Escape to stop. The monster's walk is animated from the ff.monster.* events of a card draw.

import {clear, h, s, sleep, stylesheet, svgButton, title} from '/static/js/dom.js';

await stylesheet(new URL('./renderer.css', import.meta.url)); // this game's own styles

const S = 40; // one square in SVG units
const COLS = 'abcdefghijklmnop';
const HEADINGS = ['n', 'e', 's', 'w'];
const KEYS = {ArrowUp: 'n', ArrowRight: 'e', ArrowDown: 's', ArrowLeft: 'w'};

/** Seat colours (Okabe-Ito based) with a shape and a letter each, so no colour stands alone. */
export const OWNERS = [
  {name: 'green', letter: 'G', fill: '#009E73', ink: '#ffffff', shape: 'circle'},
  {name: 'red', letter: 'R', fill: '#D55E00', ink: '#ffffff', shape: 'square'},
  {name: 'blue', letter: 'B', fill: '#0072B2', ink: '#ffffff', shape: 'diamond'},
  {name: 'yellow', letter: 'Y', fill: '#F0E442', ink: '#1a1a1a', shape: 'triangle'},
  {name: 'beige', letter: 'E', fill: '#D9C4A0', ink: '#1a1a1a', shape: 'hexagon'},
  {name: 'purple', letter: 'P', fill: '#CC79A7', ink: '#1a1a1a', shape: 'pentagon'},
  {name: 'black', letter: 'K', fill: '#2a2a2a', ink: '#ffffff', shape: 'octagon'},
];

const OBJECT_OF_INT = {1: 'stone', 2: 'crystal', 3: 'rot_right', 4: 'rot_back'}; // a push event's "stone"

export function square(name) {
  const m = /^([a-p])(\d+)$/.exec(name || '');
  if (!m) return null;
  return {x: COLS.indexOf(m[1]), y: Number(m[2]) - 1};
}

function name(x, y) { return `${COLS[x]}${y + 1}`; }

/** Every square of the view's board: {hole, pool, object, tele}. */
function cellsOf(board) {
  const cells = {};
  const holes = new Set(board.holes);
  const pools = new Set(board.pools);
  for (let y = 0; y < board.height; y += 1) {
    for (let x = 0; x < board.width; x += 1) {
      const sq = name(x, y);
      cells[sq] = {hole: holes.has(sq), pool: pools.has(sq), object: board.objects[sq] || null,
                   tele: board.teleporters[sq] || null};
    }
  }
  return cells;
}

function modelOf(view) {
  return {
    width: view.board.width,
    height: view.board.height,
    cells: cellsOf(view.board),
    figures: view.figures.map((f) => ({...f})),
    monster: {...view.monster},
    phase: view.phase,
  };
}

function shapePath(shape, cx, cy, r) {
  const poly = (n, rot) => Array.from({length: n}, (_, i) => {
    const a = rot + (2 * Math.PI * i) / n;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  switch (shape) {
    case 'square': return s('rect', {x: cx - r * 0.86, y: cy - r * 0.86, width: r * 1.72, height: r * 1.72, rx: 3});
    case 'diamond': return s('polygon', {points: poly(4, -Math.PI / 2)});
    case 'triangle': return s('polygon', {points: poly(3, -Math.PI / 2).replace(/^/, '')});
    case 'hexagon': return s('polygon', {points: poly(6, 0)});
    case 'pentagon': return s('polygon', {points: poly(5, -Math.PI / 2)});
    case 'octagon': return s('polygon', {points: poly(8, Math.PI / 8)});
    default: return s('circle', {cx, cy, r});
  }
}

/** A figure token centred on (cx, cy): owner shape and colour, owner letter, face number. */
export function figureToken(fig, cx, cy, size = S) {
  const o = OWNERS[fig.owner % OWNERS.length];
  const r = size * 0.44;
  const g = s('g', {class: `figure owner-${o.name}`});
  const outer = shapePath(o.shape, cx, cy + (o.shape === 'triangle' ? size * 0.05 : 0),
                          o.shape === 'triangle' ? r * 1.12 : r);
  outer.setAttribute('fill', o.fill);
  outer.setAttribute('stroke', '#111');
  outer.setAttribute('stroke-width', size * 0.04);
  g.appendChild(outer);
  const faceY = cy + (o.shape === 'triangle' ? size * 0.12 : 0);
  g.appendChild(s('circle', {cx, cy: faceY, r: size * 0.2, fill: fig.white ? '#fff' : '#111',
                             stroke: fig.white ? '#111' : '#fff', 'stroke-width': size * 0.025}));
  g.appendChild(s('text', {x: cx, y: faceY + size * 0.095, 'text-anchor': 'middle',
                           'font-size': size * 0.28, 'font-weight': 'bold', class: 'value',
                           fill: fig.white ? '#111' : '#fff'}, String(fig.value)));
  g.appendChild(s('text', {x: cx - size * 0.3, y: cy - size * 0.2, 'text-anchor': 'middle',
                           'font-size': size * 0.2, 'font-weight': 'bold', fill: o.ink,
                           class: 'letter'}, o.letter));
  return g;
}

function monsterToken(cx, cy, heading) {
  const g = s('g', {class: 'monster', transform: `rotate(${heading * 90} ${cx} ${cy})`});
  g.appendChild(s('path', {
    d: `M ${cx} ${cy - 19} L ${cx + 10} ${cy - 8} Q ${cx + 17} ${cy + 2} ${cx + 13} ${cy + 12} ` +
       `Q ${cx} ${cy + 20} ${cx - 13} ${cy + 12} Q ${cx - 17} ${cy + 2} ${cx - 10} ${cy - 8} Z`,
    fill: '#1b1020', stroke: '#E69F00', 'stroke-width': 3, 'stroke-linejoin': 'round'}));
  g.appendChild(s('circle', {cx: cx - 5, cy: cy - 3, r: 3.2, fill: '#F0E442'}));
  g.appendChild(s('circle', {cx: cx + 5, cy: cy - 3, r: 3.2, fill: '#F0E442'}));
  g.appendChild(s('path', {d: `M ${cx - 6} ${cy + 7} l 3 -3 l 3 3 l 3 -3 l 3 3`, fill: 'none',
                           stroke: '#fff', 'stroke-width': 1.6}));
  return g;
}

function objectToken(kind, cx, cy) {
  const g = s('g', {class: `object ${kind}`});
  if (kind === 'stone') {
    g.appendChild(s('rect', {x: cx - 14, y: cy - 14, width: 28, height: 28, rx: 7,
                             fill: '#6d6a66', stroke: '#2e2c2a', 'stroke-width': 2}));
    g.appendChild(s('path', {d: `M ${cx - 9} ${cy - 8} q 6 -4 13 -1`, stroke: '#9d9994',
                             'stroke-width': 2.5, fill: 'none', 'stroke-linecap': 'round'}));
  } else if (kind === 'crystal') {
    g.appendChild(s('polygon', {points: `${cx},${cy - 16} ${cx + 12},${cy} ${cx},${cy + 16} ${cx - 12},${cy}`,
                                fill: '#bfe6ff', stroke: '#1f6fa8', 'stroke-width': 2}));
    g.appendChild(s('path', {d: `M ${cx - 12} ${cy} H ${cx + 12} M ${cx} ${cy - 16} L ${cx - 4} ${cy} L ${cx} ${cy + 16}`,
                             stroke: '#1f6fa8', 'stroke-width': 1, fill: 'none'}));
  } else {
    g.appendChild(s('circle', {cx, cy, r: 15, fill: '#8c8780', stroke: '#2e2c2a', 'stroke-width': 2}));
    const d = kind === 'rot_right'
      ? `M ${cx - 8} ${cy + 2} A 8 8 0 0 1 ${cx} ${cy - 7} A 8 8 0 0 1 ${cx + 8} ${cy + 1}`
      : `M ${cx - 7} ${cy + 7} L ${cx - 7} ${cy - 1} A 7 7 0 0 1 ${cx + 7} ${cy - 1} L ${cx + 7} ${cy + 5}`;
    g.appendChild(s('path', {d, fill: 'none', stroke: '#fff', 'stroke-width': 2.4,
                             'marker-end': 'url(#ff-arrow)'}));
    g.appendChild(s('text', {x: cx, y: cy + 13, 'text-anchor': 'middle', 'font-size': 7,
                             fill: '#fff', 'font-weight': 'bold'}, kind === 'rot_right' ? '90°' : '180°'));
  }
  return g;
}

function defs() {
  return s('defs', {},
    s('pattern', {id: 'ff-pool', width: 8, height: 8, patternUnits: 'userSpaceOnUse',
                  patternTransform: 'rotate(45)'},
      s('rect', {width: 8, height: 8, fill: '#7d1d1d'}),
      s('line', {x1: 0, y1: 0, x2: 0, y2: 8, stroke: '#a83a3a', 'stroke-width': 3})),
    s('marker', {id: 'ff-arrow', viewBox: '0 0 10 10', refX: 5, refY: 5, markerWidth: 4,
                 markerHeight: 4, orient: 'auto-start-reverse'},
      s('path', {d: 'M 0 0 L 10 5 L 0 10 z', fill: '#fff'})));
}

function cardText(ctx, deck) {
  const order = (c) => (c.startsWith('p') ? 100 + Number(c.slice(1)) : Number(c));
  return Object.entries(deck || {}).sort((a, b) => order(a[0]) - order(b[0]))
    .map(([c, n]) => ctx.tr({key: `ff.card.${c}`, params: {}}) + (n > 1 ? ` ×${n}` : ''))
    .join(', ');
}

class FearsomeFloors {
  constructor(ctx) {
    this.ctx = ctx;
    this.model = null;
    this.state = null;
    this.caption = null;
    this.trail = [];
    this.svg = null; // the board as drawn last
    this.refs = []; // what the log line pointed at names (highlight)
  }

  /** Frame what `refs` name ("sq:b3" a square, "figure:1" a figure where it stands); no
   * refs: nothing. Returns the frames drawn. */
  highlight(refs) {
    this.refs = refs || [];
    if (!this.svg) return [];
    const layer = clear(this.svg.querySelector('g.ff-highlights'));
    const figures = (this.model && this.model.figures) || [];
    const drawn = [];
    for (const r of this.refs) {
      const [kind, id] = r.split(':');
      const at = kind === 'sq' ? id : kind === 'figure' && figures[Number(id)] ? figures[Number(id)].at : null;
      const p = at ? square(at) : null;
      if (!p) continue;
      const box = s('rect', {x: p.x * S + 2, y: p.y * S + 2, width: S - 4, height: S - 4, rx: 4,
                             class: 'ff-linked-box', dataset: {ref: r}});
      layer.appendChild(box);
      drawn.push(box);
    }
    return drawn;
  }

  reset() {
    this.model = null;
    this.trail = [];
  }

  update(state) {
    this.state = state;
    this.model = modelOf(state.view);
    const last = this.trail.length ? this.trail[this.trail.length - 1] : [];
    if (last.length && last[last.length - 1] !== this.model.monster.at) this.trail = []; // walked unseen
    this.draw();
    this.drawInfo();
  }

  // -- board ------------------------------------------------------------------------------

  draw(caption = null) {
    const ctx = this.ctx;
    const st = this.state;
    const m = this.model;
    const W = m.width;
    const H = m.height;
    const coords = ctx.settings().coords;
    const pad = coords ? 22 : 6;
    const svg = s('svg', {
      class: 'ff-board', viewBox: `${-pad} ${-pad} ${W * S + pad + 6} ${H * S + pad + 6}`,
      role: 'group', 'aria-label': ctx.t('ff.ui.board'),
    });
    svg.appendChild(defs());
    svg.appendChild(s('rect', {x: -pad, y: -pad, width: W * S + pad + 6, height: H * S + pad + 6,
                               fill: '#2b2622', rx: 6}));
    const options = st.options || [];
    const targets = new Map();
    const figureOpts = new Map();
    for (const o of options) {
      if (o.data && o.data.to) targets.set(o.data.to, o);
      if (o.data && typeof o.data.figure === 'number') figureOpts.set(o.data.figure, o);
    }
    // squares
    const floor = s('g', {class: 'squares'});
    for (let y = 0; y < H; y += 1) {
      for (let x = 0; x < W; x += 1) {
        const c = m.cells[name(x, y)];
        if (!c || c.hole) continue;
        const fill = c.pool ? 'url(#ff-pool)' : c.tele ? '#5b3f8c' : ((x + y) % 2 ? '#d8cfbd' : '#cfc5b1');
        floor.appendChild(s('rect', {x: x * S, y: y * S, width: S, height: S, fill,
                                     stroke: '#8f8470', 'stroke-width': 1, class: 'sq',
                                     dataset: {sq: name(x, y)}}));
        if (c.tele) floor.appendChild(this.teleporter(c.tele, x * S + S / 2, y * S + S / 2));
      }
    }
    svg.appendChild(floor);
    // the monster's last walk, faintly
    for (const part of this.trail) { // one line per stretch: wraps and teleports break it
      const pts = part.map((sq) => square(sq)).filter(Boolean)
        .map((p) => `${p.x * S + S / 2},${p.y * S + S / 2}`).join(' ');
      if (part.length > 1) {
        svg.appendChild(s('polyline', {points: pts, fill: 'none', stroke: '#E69F00',
                                       'stroke-width': 3, 'stroke-dasharray': '2 5',
                                       'stroke-linecap': 'round', opacity: 0.8, class: 'trail'}));
      }
    }
    // entrance and exit
    svg.appendChild(s('text', {x: 3, y: 11, 'font-size': 9, fill: '#1a5e3a', 'font-weight': 'bold',
                               class: 'mark'}, ctx.t('ff.ui.in')));
    svg.appendChild(s('text', {x: W * S - 3, y: H * S - 4, 'font-size': 9, fill: '#7d1d1d',
                               'font-weight': 'bold', 'text-anchor': 'end', class: 'mark'},
                      ctx.t('ff.ui.exit')));
    // objects
    for (const [sq, c] of Object.entries(m.cells)) {
      if (!c.object) continue;
      const p = square(sq);
      const tok = objectToken(c.object, p.x * S + S / 2, p.y * S + S / 2);
      tok.appendChild(title(`${sq}: ${ctx.tr({key: `ff.element.${c.object}`, params: {}})}`));
      svg.appendChild(tok);
    }
    // targets of the pending decision
    for (const [sq, o] of targets) {
      const p = square(sq);
      if (!p) continue;
      const g = s('g', {class: 'target', dataset: {sq, option: o.id}});
      g.appendChild(s('rect', {x: p.x * S + 2, y: p.y * S + 2, width: S - 4, height: S - 4, rx: 4,
                               class: 'target-box'}));
      g.appendChild(s('circle', {cx: p.x * S + S / 2, cy: p.y * S + S / 2, r: 4, class: 'target-dot'}));
      svgButton(g, `${ctx.tr(o.label)} (${sq})`, () => ctx.act(o.id));
      svg.appendChild(g);
    }
    // figures on the board
    m.figures.forEach((f, i) => {
      const p = square(f.at);
      if (!p) return;
      const cx = p.x * S + S / 2;
      const cy = p.y * S + S / 2;
      const g = figureToken(f, cx, cy);
      g.dataset.figure = String(i);
      const label = this.figureLabel(f);
      if (st.view && st.view.moving === i) {
        g.insertBefore(s('circle', {cx, cy, r: S * 0.5, class: 'moving-ring'}), g.firstChild);
      }
      const o = figureOpts.get(i);
      if (o) {
        g.insertBefore(s('circle', {cx, cy, r: S * 0.5, class: 'pick-ring'}), g.firstChild);
        svgButton(g, `${ctx.tr(o.label)} (${f.at})`, () => ctx.act(o.id));
        g.dataset.option = o.id;
      } else {
        g.appendChild(title(`${f.at}: ${label}`));
      }
      svg.appendChild(g);
    });
    // the monster
    const mp = square(m.monster.at);
    if (mp) {
      const tok = monsterToken(mp.x * S + S / 2, mp.y * S + S / 2, m.monster.heading);
      tok.appendChild(title(ctx.t('ff.ui.monster', {
        at: m.monster.at, heading: ctx.tr({key: `ff.heading.${HEADINGS[m.monster.heading]}`, params: {}})})));
      svg.appendChild(tok);
    }
    if (coords) {
      for (let x = 0; x < W; x += 1) {
        svg.appendChild(s('text', {x: x * S + S / 2, y: -7, 'text-anchor': 'middle', class: 'coord'}, COLS[x]));
      }
      for (let y = 0; y < H; y += 1) {
        svg.appendChild(s('text', {x: -11, y: y * S + S / 2 + 4, 'text-anchor': 'middle', class: 'coord'}, String(y + 1)));
      }
    }
    const wrap = h('div', {class: 'ff-wrap'}, svg);
    const text = caption ?? this.caption;
    wrap.appendChild(h('p', {class: 'board-caption', 'aria-live': 'off', hidden: !text}, text || ''));
    svg.appendChild(s('g', {class: 'ff-highlights', 'pointer-events': 'none'})); // what a log line names
    clear(ctx.board).appendChild(wrap);
    this.svg = svg;
    this.highlight(this.refs); // a log line still pointed at
  }

  teleporter(tele, cx, cy) {
    const g = s('g', {class: 'tele', transform: `rotate(${tele.heading * 90} ${cx} ${cy})`});
    g.appendChild(s('polygon', {points: `${cx},${cy - 17} ${cx + 6},${cy - 10} ${cx - 6},${cy - 10}`, fill: '#fff'}));
    const label = s('text', {x: cx, y: cy + 6, 'text-anchor': 'middle', 'font-size': 16, 'font-weight': 'bold',
                             fill: '#fff', transform: `rotate(${-tele.heading * 90} ${cx} ${cy})`}, tele.pair);
    g.appendChild(label);
    g.appendChild(title(this.ctx.tr({key: `ff.element.tele_${tele.pair}`, params: {}})));
    return g;
  }

  figureLabel(f) {
    return this.ctx.tr({key: 'ff.figure', params: {
      colour: {key: `ff.colour.${OWNERS[f.owner % OWNERS.length].name}`, params: {}},
      kind: f.kind, value: f.value}});
  }

  // -- side panel -------------------------------------------------------------------------

  drawInfo() {
    const ctx = this.ctx;
    const v = this.state.view;
    const box = clear(ctx.info);
    box.appendChild(h('h2', {}, ctx.tr({key: 'ff.ui.turn', params: {turn: v.turn}})));
    box.appendChild(h('p', {}, ctx.tr({key: 'ff.ui.phase', params: {phase: v.phase, played: v.played, total: 7}})));
    box.appendChild(h('p', {class: 'deck'}, ctx.tr({key: 'ff.ui.deck', params: {cards: cardText(ctx, v.deck)}})));
    const list = h('ul', {class: 'ff-players'});
    const picks = new Map();
    for (const o of this.state.options || []) {
      if (o.data && typeof o.data.figure === 'number') picks.set(o.data.figure, o);
    }
    for (let seat = 0; seat < v.players; seat += 1) {
      const figs = v.figures.map((f, i) => ({...f, i})).filter((f) => f.owner === seat);
      const chips = (where, cls) => figs.filter((f) => f.at === where).map((f) => {
        const o = picks.get(f.i);
        const icon = chip(f, cls, o ? ctx.tr(o.label) : this.figureLabel(f));
        if (!o) return icon;
        // a waiting figure that may move: its chip is a button too, named by the chip (an
        // image of the figure), so that its name and what it shows are one
        return h('button', {type: 'button', class: 'chip-button', dataset: {option: o.id},
                            onclick: () => ctx.act(o.id)}, icon);
      });
      const row = h('li', {class: `ff-player${v.seat === seat ? ' acting' : ''}`},
        seatBadge(seat), h('strong', {}, ctx.seatName(seat)),
        h('span', {class: 'count'}, ctx.tr({key: 'ff.ui.escaped', params: {n: v.escaped[seat]}})),
        h('span', {class: 'chips'},
          h('span', {class: 'chip-label'}, ctx.t('ff.ui.waiting')), chips('in', 'waiting'),
          h('span', {class: 'chip-label'}, ctx.t('ff.ui.out')), chips('out', 'out'),
          figs.some((f) => f.at === 'x') ? [h('span', {class: 'chip-label'}, ctx.t('ff.ui.eaten')), chips('x', 'eaten')] : null));
      list.appendChild(row);
    }
    box.appendChild(list);
    box.appendChild(legend(ctx));
  }

  // -- animation --------------------------------------------------------------------------

  async animate(events, reveal) {
    const walk = events.filter((e) => e.kind.startsWith('ff.monster.'));
    if (!walk.length || !this.model || !this.state) return;
    for (const e of events) {
      if (e.kind.startsWith('ff.monster.')) break;
      reveal(e);
    }
    const m = this.model;
    const delay = this.ctx.delay();
    const moves = new Set(['step', 'turn', 'rotate', 'teleport', 'eat', 'tie']);
    this.trail = [[m.monster.at]];
    const mark = (sq) => this.trail[this.trail.length - 1].push(sq);
    let caption = null;
    for (const e of walk) {
      const kind = e.kind.slice('ff.monster.'.length);
      const d = e.data || {};
      if (moves.has(kind)) await sleep(delay);
      reveal(e);
      switch (kind) {
        case 'card': caption = this.ctx.tr(e.msg); break;
        case 'turn': case 'rotate': case 'tie':
          if (typeof d.heading === 'number') m.monster.heading = d.heading;
          break;
        case 'wrap':
          this.trail.push([]); // through the wall: the line starts again on the far side
          break;
        case 'step':
          m.monster.at = d.to;
          mark(d.to);
          break;
        case 'teleport':
          mark(d.from);
          m.monster.at = d.to;
          if (typeof d.heading === 'number') m.monster.heading = d.heading;
          this.trail.push([d.to]);
          break;
        case 'push': {
          if (typeof d.figure === 'number') {
            m.figures[d.figure].at = d.to;
          } else if (m.cells[d.from]) {
            const obj = m.cells[d.from].object || OBJECT_OF_INT[d.stone];
            m.cells[d.from].object = null;
            if (m.cells[d.to]) m.cells[d.to].object = obj;
          }
          break;
        }
        case 'eat':
          if (m.figures[d.figure]) m.figures[d.figure].at = m.phase === 1 ? 'in' : 'x';
          caption = this.ctx.tr(e.msg);
          break;
        case 'stone_gone':
          if (m.cells[d.from]) m.cells[d.from].object = null;
          break;
        default:
          break;
      }
      if (kind !== 'look' && kind !== 'done') this.draw(caption);
    }
    await sleep(delay);
    this.caption = null;
  }

  // -- keys -------------------------------------------------------------------------------

  onKey(e) {
    const options = (this.state && this.state.options) || [];
    // the option a person would type for the key (its data.key, as the terminal reads it)
    const typed = (key) => options.find((o) => o.data && o.data.key === key);
    const step = KEYS[e.key] && typed(KEYS[e.key]);
    if (step) return this.ctx.act(step.id);
    const active = document.activeElement;
    const onControl = active && active !== document.body && active.matches('button, a, [role=button], summary');
    const stop = typed('stop');
    if ((e.key === 'Escape' || (e.key === 'Enter' && !onControl)) && stop) return this.ctx.act(stop.id);
    return false;
  }
}

function chip(f, cls, label) {
  const svg = s('svg', {class: `chip ${cls}`, viewBox: '0 0 24 24', width: 24, height: 24,
                        role: 'img', 'aria-label': label});
  svg.appendChild(figureToken(f, 12, 12, 24));
  svg.appendChild(title(label));
  return svg;
}

function legend(ctx) {
  const item = (drawing, key) => h('li', {}, drawing, h('span', {}, ctx.t(key)));
  const icon = (...kids) => s('svg', {viewBox: '0 0 40 40', width: 22, height: 22, 'aria-hidden': 'true'}, defs(), ...kids);
  return h('details', {class: 'legend'}, h('summary', {}, ctx.t('ui.legend')),
    h('ul', {},
      item(icon(monsterToken(20, 20, 0)), 'ff.ui.legend.monster'),
      item(icon(objectToken('stone', 20, 20)), 'ff.ui.legend.stone'),
      item(icon(objectToken('crystal', 20, 20)), 'ff.ui.legend.crystal'),
      item(icon(objectToken('rot_right', 20, 20)), 'ff.ui.legend.rot_right'),
      item(icon(objectToken('rot_back', 20, 20)), 'ff.ui.legend.rot_back'),
      item(icon(s('rect', {x: 2, y: 2, width: 36, height: 36, fill: 'url(#ff-pool)'})), 'ff.ui.legend.pool'),
      item(icon(s('rect', {x: 2, y: 2, width: 36, height: 36, fill: '#5b3f8c'}),
                s('text', {x: 20, y: 26, 'text-anchor': 'middle', 'font-size': 16, fill: '#fff'}, 'A')), 'ff.ui.legend.tele'),
      item(icon(s('rect', {x: 3, y: 3, width: 34, height: 34, rx: 4, class: 'target-box'})), 'ff.ui.legend.target'),
      item(icon(figureToken({owner: 0, value: 5, white: true}, 20, 20)), 'ff.ui.legend.white'),
      item(icon(figureToken({owner: 0, value: 2, white: false}, 20, 20)), 'ff.ui.legend.black')));
}

/** A small token of a seat's colour and shape, for the seat list. */
export function seatBadge(seat) {
  const o = OWNERS[seat % OWNERS.length];
  const svg = s('svg', {class: 'badge-icon', viewBox: '0 0 24 24', width: 20, height: 20, 'aria-hidden': 'true'});
  const shape = shapePath(o.shape, 12, 12.5, 10);
  shape.setAttribute('fill', o.fill);
  shape.setAttribute('stroke', '#111');
  svg.appendChild(shape);
  svg.appendChild(s('text', {x: 12, y: 16.5, 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 'bold', fill: o.ink}, o.letter));
  return svg;
}

/** "Player 1 · Green": the seat with its colour, as the log and the prompts name it. */
export function seatName(seat, base, tr) {
  return `${base} · ${tr({key: `ff.colour.${OWNERS[seat % OWNERS.length].name}`, params: {}})}`;
}

export function createRenderer(ctx) {
  return new FearsomeFloors(ctx);
}

/** The log groups events by game turn. */
export function roundLabel(round, cat) {
  return cat.t('ff.ui.turn', {turn: round});
}

/** A reference to a square or a figure ("sq:b3", "figure:1"): what a log line names. */
function ref(kind, id) {
  return [kind, id].join(':');
}

/** What an event names on the board, from its data: its figure and its squares. */
export function eventRefs(e) {
  const d = e.data || {};
  const refs = [];
  if (typeof d.figure === 'number') refs.push(ref('figure', d.figure));
  for (const key of ['from', 'to', 'at']) if (typeof d[key] === 'string') refs.push(ref('sq', d[key]));
  return refs;
}

/** The monster's looks are details (shown when the settings ask for every detail). */
export function minorEvent(e) {
  return e.kind === 'ff.monster.look' || e.kind === 'ff.choose' || e.kind === 'ff.done';
}

/** How the lobby offers this game's options (the server checks them). */
export const lobby = {
  fields: [
    {key: 'players', type: 'select', label: 'ui.cfg.players', values: [2, 3, 4, 5, 6, 7]},
    {key: 'variant', type: 'select', label: 'ui.cfg.variant', values: ['basic', 'experienced'],
     text: (v) => `ui.cfg.variant.${v}`},
    {key: 'layout', type: 'select', label: 'ui.cfg.layout', values: ['place', 'experienced'],
     text: (v) => `ui.cfg.layout.${v}`, when: (c) => c.variant === 'experienced'},
    {key: 'prey3', type: 'check', label: 'ui.cfg.prey3', when: (c) => c.players >= 6},
  ],
  config(values) {
    const c = {players: Number(values.players), variant: values.variant};
    if (c.variant === 'experienced') {
      c.layout = ['place', 'experienced'].includes(values.layout) ? values.layout : 'place';
    }
    if (c.players >= 6 && values.prey3) c.prey3 = true;
    return c;
  },
  seats: (config) => config.players,
  /** One person (you) against the AI; every seat can be given to a person in the form. */
  groups: () => [[0]],
  seatName: (seat) => ({key: `ff.colour.${OWNERS[seat % OWNERS.length].name}`, params: {}}),
  seatBadge,
};
