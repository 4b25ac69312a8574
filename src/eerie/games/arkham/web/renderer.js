// Arkham Horror in the browser (a first, plain board): the round and phase and the
// scenario sheet in the shell's game card, each neighbourhood with its clues, anomaly and
// spaces (doom, investigators, monsters) and the streets on the board. The decision's
// options are the shell's side panel; the board does not repeat them.
// Served by the Eerie server at /games/arkham-horror/renderer.js.

import {clear, h} from '/static/js/dom.js';

function spaceRow(ctx, view, space) {
  const who = view.invs.filter((inv) => inv.space === space)
    .map((inv) => ctx.t('ah.inv.' + inv.id));
  const monsters = view.monsters.filter((m) => m.space === space)
    .map((m) => ctx.t('ah.mon.' + m.kind));
  return h('li', {class: 'ah-space', dataset: {space}},
    ctx.t('ah.board.space', {space: {key: 'ah.space.' + space, params: {}},
                             doom: Number(view.doom[space] || 0)}),
    who.length || monsters.length ? ' | ' + [...who, ...monsters].join('; ') : '');
}

export function createRenderer(ctx) {
  return {
    update({view}) {
      const info = clear(ctx.info);
      clear(ctx.board);
      if (!view) return;
      const board = ctx.board.appendChild(h('div', {class: 'ah-city'}));
      info.appendChild(h('h2', {class: 'ah-round'},
        ctx.t('ah.board.round', {round: view.round, phase: view.phase})));
      info.appendChild(h('p', {class: 'ah-sheet'}, ctx.t('ah.board.sheet', {
        clues: Number(view.variables.sheet_clues || 0),
        doom: Number(view.variables.sheet_doom || 0)})));
      const spaces = new Set();
      for (const m of view.monsters) if (m.space) spaces.add(m.space);
      const byNb = {};
      for (const [space, nb] of Object.entries(view.layout || {})) {
        (byNb[nb] = byNb[nb] || []).push(space);
      }
      for (const [nb, list] of Object.entries(byNb)) {
        const title = nb ? ctx.t('ah.board.nb', {nb: {key: 'ah.nb.' + nb, params: {}},
          clues: Number(view.clues[nb] || 0),
          anomaly: view.anomalies.includes(nb) ? 'yes' : 'no'}) : ctx.t('ah.board.streets');
        board.appendChild(h('h3', {class: 'ah-nb'}, title));
        board.appendChild(h('ul', {class: 'ah-spaces'}, ...list.map((s) => spaceRow(ctx, view, s))));
      }
    },
  };
}
