// Whitehall Mystery: the map (blocks, streets, circles, intersections) as SVG with the
// public markers (crime scenes reached, clues, searches, investigators) from the view.
// Jack's sheet and path are drawn only from the view's "jack" block, which the server
// puts only in Jack's view (and in everyone's once the game is over); nothing secret is
// ever worked out here. Investigators move by clicking highlighted intersections and
// search or arrest by clicking circles (a small menu when both are possible).

import {PanZoom} from '/static/js/board.js';
import {clear, getJSON, h, pickMenu, s, stylesheet, svgButton, title} from '/static/js/dom.js';
import {INTER_FROM, levelOf, measureTexts, placeLabels} from './labels.js';

await stylesheet(new URL('./renderer.css', import.meta.url)); // this game's own styles

const R = 11; // circle radius, map units
const PAD = 16; // the map's margin in its drawing, map units
const INVESTIGATORS = [
  {name: 'yellow', letter: 'Y', fill: '#F0E442', ink: '#1a1a1a', shape: 'triangle'},
  {name: 'blue', letter: 'B', fill: '#56B4E9', ink: '#1a1a1a', shape: 'square'},
  {name: 'red', letter: 'R', fill: '#D55E00', ink: '#ffffff', shape: 'diamond'},
];
const JACK_STYLE = {letter: 'J', fill: '#2a2a2a', ink: '#ffffff', ring: '#CC79A7'};
const TILE_LETTERS = {carriage: 'C', alley: 'A', boat: 'B'};
const ZOOM_MIN = 1; // the whole map across the board's width
const ZOOM_MAX = 5;
const PHONE_ZOOM = 2.5; // where narrow screens start
const NEAR_SCALE = INTER_FROM; // screen pixels per map unit from which intersection names show
/** Jack's path of each round at the reveal: a colour (Okabe-Ito) and a dash pattern of
 * its own, so that no round is told by colour alone; rounds beyond six repeat them. */
const ROUND_STYLES = [
  {stroke: '#E69F00', dash: ''},
  {stroke: '#0072B2', dash: '12 5'},
  {stroke: '#009E73', dash: '2 6'},
  {stroke: '#CC79A7', dash: '14 4 3 4'},
  {stroke: '#D55E00', dash: '20 7'},
  {stroke: '#56B4E9', dash: '6 3'},
];

const maps = new Map();

function loadMap(name) {
  if (!/^[a-z0-9][a-z0-9_-]*$/.test(name || '')) return Promise.reject(new Error('not a bundled map'));
  if (!maps.has(name)) {
    const p = getJSON(`/content/whitehall-mystery/maps/${name}.json`).then(indexMap);
    p.catch(() => maps.delete(name));
    maps.set(name, p);
  }
  return maps.get(name);
}

function indexMap(data) {
  const circles = new Map(data.circles.map((c) => [c.id, c]));
  const inters = new Map(data.intersections.map((i) => [i.id, i]));
  const pos = (node) => (typeof node === 'number' ? circles.get(node) : inters.get(node));
  const xs = [...circles.values(), ...inters.values()].map((n) => n.x);
  const ys = [...circles.values(), ...inters.values()].map((n) => n.y);
  return {
    data, circles, inters, pos,
    width: data.width || Math.max(...xs) + 30,
    height: data.height || Math.max(...ys) + 30,
  };
}

function tokenShape(shape, cx, cy, r) {
  if (shape === 'square') return s('rect', {x: cx - r * 0.85, y: cy - r * 0.85, width: r * 1.7, height: r * 1.7, rx: 2});
  const n = shape === 'triangle' ? 3 : 4;
  const pts = Array.from({length: n}, (_, i) => {
    const a = -Math.PI / 2 + (2 * Math.PI * i) / n;
    const rr = shape === 'triangle' ? r * 1.2 : r * 1.1;
    return `${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a) + (shape === 'triangle' ? r * 0.25 : 0)).toFixed(1)}`;
  });
  return s('polygon', {points: pts.join(' ')});
}

/** An investigator's pawn (shape, colour and letter). */
export function investigatorToken(i, cx, cy, r = 14) {
  const st = INVESTIGATORS[i];
  const g = s('g', {class: `pawn investigator-${st.name}`});
  const shape = tokenShape(st.shape, cx, cy, r);
  shape.setAttribute('fill', st.fill);
  shape.setAttribute('stroke', '#111');
  shape.setAttribute('stroke-width', 2);
  g.appendChild(shape);
  g.appendChild(s('text', {x: cx, y: cy + r * 0.45 + (st.shape === 'triangle' ? 2 : 0),
                           'text-anchor': 'middle', 'font-size': r * 1.1, 'font-weight': 'bold',
                           fill: st.ink}, st.letter));
  return g;
}

function defs() {
  return s('defs', {},
    s('pattern', {id: 'wm-waves', width: 24, height: 12, patternUnits: 'userSpaceOnUse'},
      s('path', {d: 'M0 6 q6 -5 12 0 t12 0', fill: 'none', stroke: '#2f6f9f', 'stroke-width': 1.2, opacity: 0.5})));
}

class Whitehall {
  constructor(ctx) {
    this.ctx = ctx;
    this.state = null;
    this.map = null;
    this.mapName = null;
    this.zoom = null; // chosen at the first drawing: phones start zoomed in
    this.menu = null;
    this.staticSvg = null;
    this.staticKey = null;
    this.frame = null; // the shared pan and zoom frame (js/board.js) around the map
    this.revealBox = null; // the end of the game: which round's path the map shows
    this.revealRound = 0; // 0: every round
    this.pathsInView = null; // the reveal's choice last scrolled into view
    this.decision = null; // the option ids last drawn: a new decision brings its targets into view
    this.refs = []; // what the log line pointed at names (highlight)
  }

  /** Ring what `refs` name on the map ("circle:27", "inter:i49", "police:0" for an
   * investigator's token; see eventRefs); no refs: none. Returns the rings drawn. */
  highlight(refs) {
    this.refs = refs || [];
    const svg = this.staticSvg;
    const m = this.map;
    if (!svg || !m) return [];
    const layer = clear(svg.querySelector('g.wm-highlights'));
    const police = (this.state && this.state.view && this.state.view.police) || [];
    const rings = [];
    for (const ref of this.refs) {
      const [kind, id] = ref.split(':');
      const p = kind === 'circle' ? m.circles.get(Number(id))
        : kind === 'inter' ? m.inters.get(id)
          : kind === 'police' ? m.inters.get(police[Number(id)]) : null;
      if (!p) continue;
      const ring = s('circle', {cx: p.x, cy: p.y, r: kind === 'circle' ? R + 7 : 16, class: 'wm-linked-ring', dataset: {ref}});
      layer.appendChild(ring);
      rings.push(ring);
    }
    return rings;
  }

  reset() {
    this.closeMenu();
    this.staticSvg = null; // the board was cleared (pass the device): build it again
    if (this.frame) this.zoom = this.frame.zoom;
    this.frame = null;
    this.decision = null;
    this.pathsInView = null;
  }

  update(state) {
    this.state = state;
    this.closeMenu();
    const v = state.view;
    if (this.mapName !== v.map) {
      this.mapName = v.map;
      this.map = null;
      clear(this.ctx.board).appendChild(h('p', {class: 'loading'}, this.ctx.t('ui.loading')));
      loadMap(v.map).then((m) => {
        if (this.mapName !== v.map) return;
        this.map = m;
        this.draw();
      }, () => {
        clear(this.ctx.board).appendChild(h('p', {class: 'error'}, this.ctx.t('wm.ui.no_map', {map: v.map})));
      });
    } else if (this.map) {
      this.draw();
    }
    this.drawInfo();
  }

  // -- the map ----------------------------------------------------------------------------

  /** The parts of the map that never change (built once per map and language). */
  staticLayer() {
    const ctx = this.ctx;
    const m = this.map;
    const key = `${this.mapName}:${ctx.lang()}`;
    if (this.staticKey === key && this.staticSvg) return this.staticSvg;
    const pad = PAD;
    const svg = s('svg', {class: 'wm-board', viewBox: `${-pad} ${-pad} ${m.width + 2 * pad} ${m.height + 2 * pad}`,
                          role: 'group', 'aria-label': ctx.t('wm.ui.board', {map: m.data.name})});
    svg.appendChild(defs());
    svg.appendChild(s('rect', {x: -pad, y: -pad, width: m.width + 2 * pad, height: m.height + 2 * pad, fill: '#f4efe4'}));
    const blocks = s('g', {class: 'blocks'});
    for (const b of m.data.blocks) {
      const pts = b.cycle.map((n) => m.pos(n)).filter(Boolean).map((p) => `${p.x},${p.y}`).join(' ');
      const water = b.kind === 'water';
      blocks.appendChild(s('polygon', {points: pts, fill: water ? '#9cc7e4' : '#d9c9a8',
                                       stroke: water ? '#4f8fbf' : '#b9a47c', 'stroke-width': 1}));
      if (water) blocks.appendChild(s('polygon', {points: pts, fill: 'url(#wm-waves)'}));
    }
    svg.appendChild(blocks);
    if (m.data.quadrant_lines) {
      const q = m.data.quadrant_lines;
      const style = {stroke: '#7a5c9a', 'stroke-width': 2, 'stroke-dasharray': '2 6', opacity: 0.5};
      svg.appendChild(s('line', {x1: q.x, y1: 0, x2: q.x, y2: m.height, ...style}));
      svg.appendChild(s('line', {x1: 0, y1: q.y, x2: m.width, y2: q.y, ...style}));
    }
    const short = s('g', {stroke: '#8a8a8a', 'stroke-width': 1.3});
    const police = s('g', {stroke: '#3a3a3a', 'stroke-width': 2.2, 'stroke-dasharray': '5 4', 'stroke-linecap': 'round'});
    for (const [a, b] of m.data.streets) {
      const p = m.pos(a);
      const q = m.pos(b);
      if (!p || !q) continue;
      const both = typeof a === 'string' && typeof b === 'string';
      (both ? police : short).appendChild(s('line', {x1: p.x, y1: p.y, x2: q.x, y2: q.y}));
    }
    svg.appendChild(short);
    svg.appendChild(police);
    const inters = s('g', {class: 'intersections'});
    for (const i of m.inters.values()) {
      if (i.yellow) {
        inters.appendChild(s('rect', {x: i.x - 7, y: i.y - 7, width: 14, height: 14, fill: '#F0E442',
                                      stroke: '#1a1a1a', 'stroke-width': 2}, title(`${i.id} (${ctx.t('wm.ui.start_spot')})`)));
      } else {
        inters.appendChild(s('circle', {cx: i.x, cy: i.y, r: 3.6, fill: '#1a1a1a'}, title(i.id)));
      }
    }
    svg.appendChild(inters);
    // intersection names (placed by labels.js with the circles' numbers; shown zoomed in)
    const labels = new Map(); // label key ("circle 12", "inter i40") → its <text>
    const names = s('g', {class: 'inter-labels', 'aria-hidden': 'true'});
    for (const i of m.inters.values()) {
      const t = s('text', {x: i.x, y: i.y, class: 'inter-label off', 'text-anchor': 'middle',
                           'dominant-baseline': 'central'}, i.id);
      labels.set(`inter ${i.id}`, t);
      names.appendChild(t);
    }
    svg.appendChild(names);
    svg.appendChild(s('g', {class: 'under'})); // markers below the circles (filled per view)
    const circles = s('g', {class: 'circles', 'text-anchor': 'middle', 'font-weight': 'bold'});
    for (const c of m.circles.values()) {
      const fill = c.kind === 'white' ? '#ffffff' : c.kind === 'black' ? '#222222' : '#0072B2';
      const ink = c.kind === 'white' ? '#1a1a1a' : '#ffffff';
      const g = s('g', {class: 'circle', dataset: {circle: String(c.id)}},
        s('circle', {cx: c.x, cy: c.y, r: R, fill, stroke: '#222', 'stroke-width': 1.4}));
      if (c.kind === 'blue') g.appendChild(s('circle', {cx: c.x, cy: c.y, r: R - 2.6, fill: 'none', stroke: '#fff', 'stroke-width': 1}));
      const t = s('text', {x: c.x, y: c.y, fill: ink, stroke: fill, 'dominant-baseline': 'central',
                           class: 'circle-label'}, String(c.id));
      labels.set(`circle ${c.id}`, t);
      g.appendChild(t);
      g.appendChild(title(`${ctx.t('wm.ui.circle', {n: c.id})} (${ctx.t(`wm.ui.kind.${c.kind}`)})`));
      circles.appendChild(g);
    }
    svg.appendChild(circles);
    svg.appendChild(s('g', {class: 'over'})); // markers, targets and pieces (filled per view)
    svg.appendChild(s('g', {class: 'wm-highlights', 'pointer-events': 'none'})); // what a log line names
    this.staticKey = key;
    this.staticSvg = svg;
    this.labelLevel = null;
    // the frame sets --pz-scale on the drawing at every zoom: the labels follow
    new MutationObserver(() => this.placeLabels(svg, labels)).observe(svg, {attributes: true, attributeFilter: ['style']});
    return svg;
  }

  /** Put the labels where this zoom's placement has them (labels.js), at its sizes;
   * those that fit nowhere are hidden. Worked out once per map and zoom level. */
  placeLabels(svg, labels) {
    const scale = parseFloat(svg.style.getPropertyValue('--pz-scale'));
    if (!(scale > 0) || svg !== this.staticSvg) return;
    const level = levelOf(scale);
    if (level === this.labelLevel) return;
    this.labelLevel = level;
    const m = this.map;
    if (!m.labels) {
      const nodes = [...m.circles.values()].map((c) => ({key: `circle ${c.id}`, kind: 'circle', x: c.x, y: c.y, text: String(c.id)}))
        .concat([...m.inters.values()].map((i) => ({key: `inter ${i.id}`, kind: 'inter', x: i.x, y: i.y, text: i.id, spot: Boolean(i.yellow)})));
      const boxes = measureTexts(nodes.filter((n) => n.kind === 'circle').map((n) => n.text), 'circle-label');
      const interBoxes = measureTexts(nodes.filter((n) => n.kind === 'inter').map((n) => n.text), 'inter-label');
      m.labels = {nodes, boxes: new Map([...boxes, ...interBoxes]), levels: new Map()};
    }
    if (!m.labels.levels.has(level)) m.labels.levels.set(level, placeLabels(m.labels.nodes, m.labels.boxes, level,
      {x: -PAD, y: -PAD, w: m.width + 2 * PAD, h: m.height + 2 * PAD}));
    const {sizes, at} = m.labels.levels.get(level);
    svg.querySelector('g.circles').style.setProperty('--wm-font', `${sizes.circle.toFixed(2)}px`);
    svg.querySelector('g.inter-labels').style.setProperty('--wm-font', `${(sizes.inter || 1).toFixed(2)}px`);
    for (const [key, t] of labels) {
      const p = at.get(key);
      t.classList.toggle('off', !p);
      if (!p) continue;
      t.setAttribute('x', p.x.toFixed(1));
      t.setAttribute('y', p.y.toFixed(1));
    }
    svg.dataset.labels = String(level); // which placement is drawn (the tests wait for it)
  }

  draw() {
    const ctx = this.ctx;
    const m = this.map;
    const st = this.state;
    const v = st.view;
    const jack = v.jack || null;
    if (this.zoom === null) this.zoom = ctx.board.clientWidth && ctx.board.clientWidth < 600 ? PHONE_ZOOM : ZOOM_MIN;
    const svg = this.staticLayer();
    const under = clear(svg.querySelector('g.under'));
    const over = clear(svg.querySelector('g.over'));

    // options of the pending decision, by circle and by intersection
    const byCircle = new Map();
    const byInter = new Map();
    for (const o of st.options || []) {
      if (!o.data) continue;
      if (typeof o.data.circle === 'number') {
        if (!byCircle.has(o.data.circle)) byCircle.set(o.data.circle, []);
        byCircle.get(o.data.circle).push(o);
      } else if (typeof o.data.at === 'string') {
        if (!byInter.has(o.data.at)) byInter.set(o.data.at, []);
        byInter.get(o.data.at).push(o);
      }
    }

    // Jack's own path this round and his crime scenes (his view only); at the end, the
    // path of every round (the view holds them all once the game is over)
    const reached = new Set(v.reached || []);
    if (jack && jack.paths.length) {
      if (st.outcome) this.drawRounds(under, over, jack.paths);
      else this.drawPath(under, jack.paths[jack.paths.length - 1], null);
      for (const c of jack.scenes) {
        const p = m.circles.get(c);
        if (p && !reached.has(c)) {
          under.appendChild(s('circle', {cx: p.x, cy: p.y, r: R + 5, fill: 'none', stroke: JACK_STYLE.ring,
                                         'stroke-width': 3, 'stroke-dasharray': '4 3', class: 'jack-scene'}));
        }
      }
    }
    for (const c of reached) {
      const p = m.circles.get(c);
      if (p) {
        under.appendChild(s('circle', {cx: p.x, cy: p.y, r: R + 5, fill: '#D55E00', stroke: '#1a1a1a',
                                       'stroke-width': 1.5, class: 'scene-marker'},
          title(`${ctx.t('wm.ui.circle', {n: c})}: ${ctx.t('wm.ui.scene_marker')}`)));
      }
    }
    for (const [c] of byCircle) {
      const p = m.circles.get(c);
      if (p) under.appendChild(s('circle', {cx: p.x, cy: p.y, r: R + 6, class: 'target-ring', dataset: {ring: String(c)}}));
    }

    // clue and search markers
    const clues = new Set(v.clues || []);
    const searched = new Map();
    for (const sg of v.sightings || []) if (sg.kind !== 'clue') searched.set(sg.circle, sg.kind);
    for (const c of clues) {
      const p = m.circles.get(c);
      if (!p) continue;
      over.appendChild(s('g', {class: 'clue-marker', 'pointer-events': 'none'},
        s('rect', {x: p.x + 4, y: p.y - 17, width: 12, height: 12, fill: '#F0E442', stroke: '#1a1a1a',
                   'stroke-width': 1.5, transform: `rotate(45 ${p.x + 10} ${p.y - 11})`}),
        s('text', {x: p.x + 10, y: p.y - 7.5, fill: '#1a1a1a', 'font-size': 10, 'text-anchor': 'middle', 'font-weight': 'bold'}, '!'),
        title(`${ctx.t('wm.ui.circle', {n: c})}: ${ctx.t('wm.ui.clue_marker')}`)));
    }
    for (const [c, kind] of searched) {
      const p = m.circles.get(c);
      if (!p || clues.has(c)) continue;
      const failed = kind === 'arrest_failed';
      over.appendChild(s('g', {class: failed ? 'arrest-marker' : 'search-marker', 'pointer-events': 'none'},
        s('circle', {cx: p.x + 10, cy: p.y - 10, r: 5.5, fill: failed ? '#1a1a1a' : '#8a8a8a', stroke: '#fff', 'stroke-width': 1}),
        s('text', {x: p.x + 10, y: p.y - 7, fill: '#fff', 'font-size': 8, 'text-anchor': 'middle'}, failed ? '×' : '–'),
        title(`${ctx.t('wm.ui.circle', {n: c})}: ${ctx.t(failed ? 'wm.ui.arrest_marker' : 'wm.ui.search_marker')}`)));
    }

    // circles one may choose: a transparent button over each
    for (const [c, opts] of byCircle) {
      const p = m.circles.get(c);
      if (!p) continue;
      const g = s('g', {class: 'circle-target', dataset: {circle: String(c), options: opts.map((o) => o.id).join(' ')}},
        s('circle', {cx: p.x, cy: p.y, r: R + 6, class: 'hit'}));
      const names = opts.map((o) => ctx.tr(o.label)).join(' / ');
      svgButton(g, names, () => (opts.length === 1 ? ctx.act(opts[0].id) : this.openMenu(opts, g)));
      over.appendChild(g);
    }
    // intersections one may move to
    for (const [at, opts] of byInter) {
      const i = m.inters.get(at);
      if (!i) continue;
      const g = s('g', {class: 'inter-target', dataset: {at, option: opts[0].id}});
      g.appendChild(s('circle', {cx: i.x, cy: i.y, r: 10, class: 'target-ring'}));
      g.appendChild(s('circle', {cx: i.x, cy: i.y, r: 4, class: 'target-dot'}));
      svgButton(g, ctx.tr(opts[0].label), () => ctx.act(opts[0].id));
      over.appendChild(g);
    }

    // pieces
    const acting = ['police_move', 'police_act', 'searching'].includes(v.stage) ? v.acting : -1;
    (v.police || []).forEach((at, idx) => {
      const i = m.inters.get(at);
      if (!i) return;
      const g = investigatorToken(idx, i.x, i.y - 3);
      if (idx === acting) g.insertBefore(s('circle', {cx: i.x, cy: i.y, r: 20, class: 'moving-ring'}), g.firstChild);
      g.appendChild(title(`${ctx.tr({key: `wm.investigator.${INVESTIGATORS[idx].name}`, params: {}})}: ${at}`));
      g.setAttribute('pointer-events', 'none');
      over.appendChild(g);
    });
    if (v.smoker) {
      const i = m.inters.get(v.smoker);
      if (i) {
        over.appendChild(s('g', {class: 'pawn smoker', 'pointer-events': 'none'},
          s('circle', {cx: i.x, cy: i.y, r: 9, fill: '#8B5A2B', stroke: '#111', 'stroke-width': 2}),
          s('text', {x: i.x, y: i.y + 4, 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 'bold', fill: '#fff'}, 'D'),
          title(ctx.tr({key: 'wm.ui.smoker', params: {at: v.smoker}}))));
      }
    }
    if (jack && jack.at) {
      const c = m.circles.get(jack.at);
      if (c) {
        over.appendChild(s('g', {class: 'pawn jack-token', 'pointer-events': 'none'},
          s('circle', {cx: c.x, cy: c.y, r: R + 2, fill: JACK_STYLE.fill, stroke: JACK_STYLE.ring, 'stroke-width': 4}),
          s('text', {x: c.x, y: c.y + 4.5, 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 'bold', fill: JACK_STYLE.ink}, 'J'),
          title(ctx.tr({key: 'wm.ui.sheet_at', params: {circle: jack.at}}))));
      }
    }

    if (!ctx.board.contains(svg)) {
      this.frame = new PanZoom(svg, {t: ctx.t, min: ZOOM_MIN, max: ZOOM_MAX, start: this.zoom,
                                     near: NEAR_SCALE, label: ctx.t('wm.ui.board', {map: m.data.name})});
      this.frame.scroller.classList.add('wm-scroll');
      this.revealBox = h('div', {class: 'wm-reveal'});
      clear(ctx.board).append(this.revealBox, this.frame.element);
    }
    this.drawRevealControl(jack && st.outcome ? jack.paths : []);
    const shownPaths = jack && st.outcome ? `${this.revealRound}` : null;
    if (shownPaths !== this.pathsInView) { // the reveal, or another round chosen: bring it into view
      this.pathsInView = shownPaths;
      if (shownPaths !== null) this.frame.show([...svg.querySelectorAll('g.round-path:not(.faint) polyline')]);
    }
    const decision = (st.options || []).map((o) => o.id).join(' ');
    if (decision !== this.decision) {
      this.decision = decision;
      if (decision) this.frame.show([...svg.querySelectorAll('g.over .circle-target, g.over .inter-target')]);
    }
    this.highlight(this.refs); // a log line still pointed at
  }

  /** One path of Jack's as a line through its circles; `round` (from 1) styles it as
   * that round's at the reveal, with its number at its middle circle. */
  drawPath(under, circles, round, faint = false) {
    const m = this.map;
    const pts = circles.map((c) => m.pos(c)).filter(Boolean);
    if (pts.length < 2) return;
    const points = pts.map((p) => `${p.x},${p.y}`).join(' ');
    if (round === null) {
      under.appendChild(s('polyline', {points, class: 'jack-path', fill: 'none', stroke: JACK_STYLE.ring,
                                       'stroke-width': 5, 'stroke-linejoin': 'round', 'stroke-linecap': 'round',
                                       opacity: 0.85}));
      return;
    }
    const style = ROUND_STYLES[(round - 1) % ROUND_STYLES.length];
    // each round a little aside, so that two rounds on one street both show
    const shift = ((round - 1) % 4) * 2.5 - 3.75;
    const g = s('g', {class: `jack-path round-path${faint ? ' faint' : ''}`, dataset: {round: String(round)},
                      transform: `translate(${shift} ${shift})`},
      title(this.ctx.tr({key: 'wm.ui.sheet_path', params: {round, path: circles.join(' → ')}})));
    g.appendChild(s('polyline', {points, fill: 'none', stroke: '#ffffff', 'stroke-width': 8.5,
                                 'stroke-linejoin': 'round', 'stroke-linecap': 'round', opacity: 0.8}));
    g.appendChild(s('polyline', {points, fill: 'none', stroke: style.stroke, 'stroke-width': 5,
                                 'stroke-dasharray': style.dash || undefined,
                                 'stroke-linejoin': 'round', 'stroke-linecap': 'round'}));
    under.appendChild(g);
  }

  /** The reveal: every round's path (or the one chosen), each with its round number. */
  drawRounds(under, over, paths) {
    const m = this.map;
    const chosen = this.revealRound > paths.length ? 0 : this.revealRound;
    paths.forEach((p, i) => {
      if (chosen && chosen !== i + 1) this.drawPath(under, p, i + 1, true);
    });
    paths.forEach((p, i) => {
      const round = i + 1;
      if (chosen && chosen !== round) return;
      this.drawPath(under, p, round);
      const mid = m.pos(p[Math.floor((p.length - 1) / 2)]);
      if (!mid || p.length < 2) return;
      const style = ROUND_STYLES[i % ROUND_STYLES.length];
      over.appendChild(s('g', {class: 'round-badge', dataset: {round: String(round)}, 'pointer-events': 'none',
                               'aria-hidden': 'true'},
        s('rect', {x: mid.x - 24, y: mid.y - 24, width: 16, height: 16, rx: 3, fill: style.stroke,
                   stroke: '#111', 'stroke-width': 1.5}),
        s('text', {x: mid.x - 16, y: mid.y - 12, 'text-anchor': 'middle', 'font-size': 12,
                   'font-weight': 'bold', fill: '#111'}, String(round))));
    });
  }

  /** The reveal's control above the map: every round, or one round at a time (the
   * previous and next buttons step through them). Empty while the game runs. */
  drawRevealControl(paths) {
    const box = clear(this.revealBox);
    if (!paths.length) return;
    const ctx = this.ctx;
    const chosen = this.revealRound > paths.length ? 0 : this.revealRound;
    const pick = (r, focus) => {
      this.revealRound = r;
      this.draw();
      const again = this.revealBox.querySelector(focus || `button[data-round="${r}"]`);
      if (again) again.focus();
    };
    const swatch = (i) => {
      const st = ROUND_STYLES[i % ROUND_STYLES.length];
      return s('svg', {viewBox: '0 0 30 10', width: 30, height: 10, 'aria-hidden': 'true'},
        s('line', {x1: 2, y1: 5, x2: 28, y2: 5, stroke: st.stroke, 'stroke-width': 4,
                   'stroke-dasharray': st.dash || undefined, 'stroke-linecap': 'round'}));
    };
    const button = (r, text, extra = null) => h('button', {
      type: 'button', class: 'round-choice', dataset: {round: String(r)},
      'aria-pressed': String(chosen === r), onclick: () => pick(r)}, extra, text);
    const step = (d) => (chosen + d + paths.length + 1) % (paths.length + 1); // all, 1, 2 ... n, all
    box.append(
      h('span', {class: 'label', id: 'wm-reveal-label'}, ctx.t('wm.ui.reveal')),
      h('div', {class: 'row', role: 'group', 'aria-labelledby': 'wm-reveal-label'},
        h('button', {type: 'button', class: 'round-prev', onclick: () => pick(step(-1), '.round-prev'),
                     'aria-label': ctx.t('wm.ui.reveal_prev'), title: ctx.t('wm.ui.reveal_prev')}, '‹'),
        button(0, ctx.t('wm.ui.reveal_all')),
        paths.map((_, i) => button(i + 1, ctx.tr({key: 'wm.ui.round', params: {round: i + 1}}), swatch(i))),
        h('button', {type: 'button', class: 'round-next', onclick: () => pick(step(1), '.round-next'),
                     'aria-label': ctx.t('wm.ui.reveal_next'), title: ctx.t('wm.ui.reveal_next')}, '›')));
  }

  openMenu(opts, anchor) {
    this.closeMenu();
    const ctx = this.ctx;
    this.menu = pickMenu(ctx.board, anchor, opts, {
      label: (o) => ctx.tr(o.label), pick: (id) => ctx.act(id), close: () => this.closeMenu(),
      cancelText: ctx.t('ui.cancel')});
  }

  closeMenu() {
    if (this.menu) this.menu.remove();
    this.menu = null;
  }

  // -- side panel -------------------------------------------------------------------------

  drawInfo() {
    const ctx = this.ctx;
    const v = this.state.view;
    const box = clear(ctx.info);
    const tr = (key, params = {}) => ctx.tr({key, params});
    box.appendChild(h('h2', {}, tr('wm.ui.round', {round: v.round})));
    // the track: Jack's moves this round, with the special tiles he used
    const used = new Map((v.used || []).map(([pos, tile]) => [pos, tile]));
    const track = h('ol', {class: 'wm-track', 'aria-label': tr('wm.ui.track')});
    track.style.gridTemplateColumns = `repeat(${v.moves_per_round}, 1fr)`;
    for (let i = 1; i <= v.moves_per_round; i += 1) {
      const tile = used.get(i);
      const cell = h('li', {class: `${i <= v.track ? 'done' : ''}${tile ? ' tile' : ''}`,
                            title: tile ? tr(`wm.tile.${tile}`) : ''},
        String(i), tile ? h('span', {class: 'tile-letter'}, TILE_LETTERS[tile] || '?') : null);
      track.appendChild(cell);
    }
    box.appendChild(h('p', {class: 'label'}, `${tr('wm.ui.track')}: ${v.track}/${v.moves_per_round}`));
    box.appendChild(track);
    const tiles = Object.entries(v.tiles || {}).map(([t, n]) => `${tr(`wm.tile.${t}`)} ×${n}`).join(', ');
    box.appendChild(h('p', {}, tr('wm.ui.tiles', {tiles})));
    box.appendChild(h('p', {class: 'reached'}, tr('wm.ui.scenes', {circles: (v.reached || []).join(', ') || '–'})));
    box.appendChild(h('p', {class: 'clues'}, tr('wm.ui.clues', {circles: (v.clues || []).join(', ') || '–'})));
    if (v.smoker) box.appendChild(h('p', {}, tr('wm.ui.smoker', {at: v.smoker})));
    if ((v.sightings || []).length) {
      box.appendChild(h('ul', {class: 'sightings'}, v.sightings.map((sg) => h('li', {}, tr(`wm.ui.sighting.${sg.kind}`, {
        move: sg.move, circle: sg.circle,
        who: {key: `wm.investigator.${INVESTIGATORS[sg.investigator].name}`, params: {}}})))));
    }
    const jack = v.jack;
    if (jack) {
      const sheet = h('section', {class: 'jack-sheet', 'aria-label': tr('wm.ui.sheet')},
        h('h3', {}, tr('wm.ui.sheet')),
        h('p', {}, tr('wm.ui.sheet_scenes', {circles: jack.scenes.join(', ')})),
        jack.at ? h('p', {}, tr('wm.ui.sheet_at', {circle: jack.at})) : null,
        h('ul', {}, jack.paths.map((p, i) => h('li', {}, tr('wm.ui.sheet_path', {round: i + 1, path: p.join(' → ')})))));
      box.appendChild(sheet);
    }
    box.appendChild(legend(ctx));
  }
}

function legend(ctx) {
  const icon = (...kids) => s('svg', {viewBox: '-16 -16 32 32', width: 22, height: 22, 'aria-hidden': 'true'}, ...kids);
  const item = (drawing, text) => h('li', {}, drawing, h('span', {}, text));
  const tr = (key) => ctx.tr({key, params: {}});
  return h('details', {class: 'legend'}, h('summary', {}, ctx.t('ui.legend')),
    h('ul', {},
      [0, 1, 2].map((i) => item(icon(investigatorToken(i, 0, 0, 9)), tr(`wm.investigator.${INVESTIGATORS[i].name}`))),
      item(icon(s('circle', {r: 11, fill: '#fff', stroke: '#222'})), ctx.t('wm.ui.kind.white')),
      item(icon(s('circle', {r: 11, fill: '#222'})), ctx.t('wm.ui.kind.black')),
      item(icon(s('circle', {r: 11, fill: '#0072B2'}), s('circle', {r: 8, fill: 'none', stroke: '#fff'})), ctx.t('wm.ui.kind.blue')),
      item(icon(s('rect', {x: -7, y: -7, width: 14, height: 14, fill: '#F0E442', stroke: '#111', 'stroke-width': 2})), ctx.t('wm.ui.start_spot')),
      item(icon(s('circle', {r: 14, fill: '#D55E00', stroke: '#111'}), s('circle', {r: 9, fill: '#fff', stroke: '#222'})), ctx.t('wm.ui.scene_marker')),
      item(icon(s('rect', {x: -6, y: -6, width: 12, height: 12, fill: '#F0E442', stroke: '#111', transform: 'rotate(45)'})), ctx.t('wm.ui.clue_marker')),
      item(icon(s('circle', {r: 7, fill: '#8a8a8a', stroke: '#fff'})), ctx.t('wm.ui.search_marker')),
      item(icon(s('circle', {r: 7, fill: '#1a1a1a', stroke: '#fff'})), ctx.t('wm.ui.arrest_marker')),
      item(icon(s('circle', {r: 12, class: 'target-ring'})), ctx.t('wm.ui.target'))));
}

/** A seat's badge for the seat list: Jack, or the investigator's pawn. */
export function seatBadge(seat) {
  const svg = s('svg', {class: 'badge-icon', viewBox: '-12 -12 24 24', width: 20, height: 20, 'aria-hidden': 'true'});
  if (seat === 0) {
    svg.appendChild(s('circle', {r: 10, fill: JACK_STYLE.fill, stroke: JACK_STYLE.ring, 'stroke-width': 2.5}));
    svg.appendChild(s('text', {y: 4.5, 'text-anchor': 'middle', 'font-size': 12, 'font-weight': 'bold', fill: '#fff'}, 'J'));
  } else {
    svg.appendChild(investigatorToken(seat - 1, 0, 0, 8));
  }
  return svg;
}

export function createRenderer(ctx) {
  return new Whitehall(ctx);
}

/** A reference to a thing on the board ("space:ent.1"): what a log line names (eventRefs)
 * and what the board's elements carry in data-ref (highlight). Not an option id. */
export function ref(kind, id) {
  return [kind, id].join(':');
}

/** What an event names on the map, from its data (the log links its line to them). */
export function eventRefs(e) {
  const d = e.data || {};
  const refs = [];
  if (typeof d.investigator === 'number') refs.push(ref('police', d.investigator));
  if (typeof d.at === 'string') refs.push(ref('inter', d.at));
  if (typeof d.circle === 'number') refs.push(ref('circle', d.circle));
  if (Array.isArray(d.path)) for (const c of d.path) if (typeof c === 'number') refs.push(ref('circle', c));
  return refs;
}

export function roundLabel(round, cat) {
  return cat.t('wm.ui.round', {round});
}

export const lobby = {
  fields: [
    {key: 'players', type: 'select', label: 'ui.cfg.wm_players', values: [2, 3, 4]},
    {key: 'smoker', type: 'check', label: 'ui.cfg.smoker'},
    {key: 'jack_extra_alley', type: 'check', label: 'ui.cfg.extra_alley'},
  ],
  config(values) {
    return {players: Number(values.players), smoker: Boolean(values.smoker),
            jack_extra_alley: Boolean(values.jack_extra_alley)};
  },
  seats: () => 4,
  /** People at the table share the investigators: 2 people → one plays all three. */
  groups(config) {
    return {2: [[0], [1, 2, 3]], 3: [[0], [1], [2, 3]]}[config.players] || [[0], [1], [2], [3]];
  },
  seatBadge,
};
