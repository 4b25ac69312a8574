// Tiny's board in the browser: the pile as a row of stones, each stone a button that
// takes the stones from it to the end of the row when that many may be taken (the
// option whose data.take says how many). Served from this package by the Eerie server
// at /games/tiny/renderer.js, like every game's renderer.

import {clear, h} from '/static/js/dom.js';

export function createRenderer(ctx) {
  return {
    update({view, options}) {
      clear(ctx.info);
      const board = clear(ctx.board);
      const takes = new Map((options || []).map((o) => [o.data && o.data.take, o]));
      const pile = h('ol', {class: 'tiny-pile', dataset: {stones: String(view.stones)}});
      for (let i = 0; i < view.stones; i += 1) {
        const o = takes.get(view.stones - i);
        pile.appendChild(h('li', {}, o
          ? h('button', {type: 'button', dataset: {option: o.id}, onclick: () => ctx.act(o.id)}, ctx.tr(o.label))
          : '●'));
      }
      board.appendChild(pile);
    },
  };
}
