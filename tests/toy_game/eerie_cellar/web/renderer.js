// The Candle Cellar in the browser: the candle's notches, the key, and one button per
// option of the pending decision (its label; the id is sent back as it is, never taken
// apart). Served by the Eerie server at /games/candle-cellar/renderer.js.

import {clear, h} from '/static/js/dom.js';

export function createRenderer(ctx) {
  return {
    update({view, options}) {
      clear(ctx.info);
      const board = clear(ctx.board);
      const candle = Number(view.variables.candle || 0);
      board.appendChild(h('p', {class: 'cellar-candle', dataset: {notches: String(candle)}},
        '▮'.repeat(Math.max(candle, 0))));
      board.appendChild(h('p', {class: 'cellar-key'},
        ctx.t('cellar.board.key', {has: Number(view.variables.has_key || 0)})));
      const list = h('ul', {class: 'cellar-options'});
      for (const o of options || []) {
        list.appendChild(h('li', {}, h('button', {type: 'button', dataset: {option: o.id},
          onclick: () => ctx.act(o.id)}, ctx.tr(o.label))));
      }
      board.appendChild(list);
    },
  };
}
