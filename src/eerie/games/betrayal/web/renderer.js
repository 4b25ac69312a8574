// Betrayal at House on the Hill in the browser: each floor as a grid of its placed tiles
// (a dashed edge is a door), the explorers, monsters and haunt tokens (rings) in them,
// each explorer's trait tracks, cards and carried tokens on the board; the round, the
// omens drawn and the seat's own book once the haunt has begun (the server sends each
// seat only its side's book) in the shell's game card. The page's own panel lists the
// options; those with `data.to` also highlight the room they lead to, and a click on it
// sends the option back as it is.

import {clear, h, stylesheet} from '/static/js/dom.js';

await stylesheet(new URL('./renderer.css', import.meta.url)); // this game's own styles

const FLOORS = ['upper', 'ground', 'basement'];
const TRAITS = ['might', 'speed', 'knowledge', 'sanity'];

function sameCell(a, floor, x, y) {
  return a && a[0] === floor && a[1] === x && a[2] === y;
}

/** A room's name that wraps between words only: its longest word sets the font size
 * (renderer.css shrinks the name until that word fits the tile's width). */
function roomName(name) {
  const longest = Math.max(1, ...name.split(/\s+/).map((w) => w.length));
  return h('span', {class: 'bet-name', style: `--word: ${longest}`}, name);
}

// A monster is a filled diamond, a stunned one an empty diamond.
function monstersAt(view, floor, x, y) {
  return (view.monsters || []).filter((m) => sameCell(m.cell, floor, x, y))
    .map((m) => (m.stunned ? '\u25c7' : '\u25c6')).join('');
}

// A haunt's token is a small ring, one per token lying in the room.
function tokensAt(view, floor, x, y) {
  const here = (view.tokens || []).find(([c]) => sameCell(c, floor, x, y));
  return here ? '\u25cb'.repeat(Object.values(here[1]).reduce((a, n) => a + n, 0)) : '';
}

function drawFloor(ctx, view, floor, options) {
  const tiles = view.house.filter((t) => t.floor === floor);
  if (!tiles.length) return null;
  const xs = tiles.map((t) => t.x);
  const ys = tiles.map((t) => t.y);
  const minX = Math.min(...xs);
  const maxY = Math.max(...ys);
  const grid = h('div', {class: 'bet-grid', style:
    `grid-template-columns: repeat(${Math.max(...xs) - minX + 1}, auto)`});
  for (const t of tiles) {
    const seats = view.cells.map((c, s) => (sameCell(c, floor, t.x, t.y) && !view.dead[s]
      ? String(s + 1) : '')).join('');
    const targets = (options || []).filter((o) => o.data && sameCell(o.data.to, floor, t.x, t.y));
    const cls = ['bet-tile', t.symbol, ...t.doors.map((d) => `door-${d}`)];
    if (targets.length) cls.push('target');
    const name = ctx.t(`bet.room.${t.room}`);
    const tile = h('div', {class: cls.join(' '),
      style: `grid-column: ${t.x - minX + 1}; grid-row: ${maxY - t.y + 1}`,
      title: name,
      onclick: targets.length === 1 ? () => ctx.act(targets[0].id) : null},
    roomName(name), h('span', {class: 'bet-pawns'}, seats),
    h('span', {class: 'bet-monsters'}, monstersAt(view, floor, t.x, t.y)),
    h('span', {class: 'bet-tokens'}, tokensAt(view, floor, t.x, t.y)));
    grid.appendChild(tile);
  }
  return h('div', {class: 'bet-floor'}, h('h3', {}, ctx.t(`bet.ui.floor.${floor}`)), grid);
}

function drawExplorer(ctx, view, seat) {
  const state = view.dead[seat] ? 'dead' : seat === view.traitor ? 'traitor'
    : view.haunt ? 'hero' : 'explorer';
  const box = h('div', {class: `bet-explorer ${view.dead[seat] ? 'dead' : ''}`},
    h('strong', {}, ctx.t('bet.ui.explorer', {seat: seat + 1,
      who: {key: `bet.explorer.${view.explorers[seat]}`, params: {}},
      state: {key: `bet.ui.state.${state}`, params: {}}})));
  for (const trait of TRAITS) {
    box.appendChild(h('div', {class: 'bet-track'}, `${ctx.t(`bet.trait.${trait}`)}: `,
      h('b', {}, String(view.values[seat][trait]))));
  }
  const carried = Object.values((view.carried || [])[seat] || {}).reduce((a, n) => a + n, 0);
  if (carried) box.appendChild(h('div', {class: 'bet-carried'}, '\u25cb'.repeat(carried)));
  if (view.cards[seat].length) {
    box.appendChild(h('div', {}, view.cards[seat].map((c) => ctx.t(`bet.card.${c}`)).join(', ')));
  }
  return box;
}

export function createRenderer(ctx) {
  return {
    update({view, options}) {
      const info = clear(ctx.info);
      const board = clear(ctx.board);
      if (!view) return;
      const floors = h('div', {class: 'bet-floors'});
      for (const floor of FLOORS) {
        const drawn = drawFloor(ctx, view, floor, options);
        if (drawn) floors.appendChild(drawn);
      }
      board.appendChild(floors);
      const people = h('div', {class: 'bet-explorers'});
      view.explorers.forEach((_, seat) => people.appendChild(drawExplorer(ctx, view, seat)));
      board.appendChild(people);
      info.appendChild(h('h2', {class: 'bet-status'},
        ctx.t('bet.ui.status', {round: view.round, omens: view.omens})));
      if (view.book) {
        info.appendChild(h('div', {class: 'bet-book'}, h('p', {}, ctx.tr(view.book.text)),
          h('p', {}, ctx.t('bet.ui.goal', {goal: view.book.goal}))));
      }
    },
  };
}
