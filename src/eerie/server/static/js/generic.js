// The renderer for a game without its own: the view as an indented list. The shell still
// shows the decision as buttons, so any game is playable before it gets a board.

import {clear, h} from './dom.js';

function tree(value) {
  if (Array.isArray(value)) {
    if (value.every((v) => v === null || typeof v !== 'object')) return value.join(', ');
    return h('ol', {}, value.map((v) => h('li', {}, tree(v))));
  }
  if (value !== null && typeof value === 'object') {
    return h('dl', {}, Object.entries(value).map(([k, v]) => [h('dt', {}, k), h('dd', {}, tree(v))]));
  }
  return String(value);
}

export function createRenderer(ctx) {
  return {
    update({view}) {
      clear(ctx.board);
      clear(ctx.info);
      ctx.board.appendChild(h('div', {class: 'generic-view'}, tree(view)));
    },
  };
}

/** Lobby hints: no form fields, the config is edited as JSON. */
export const lobby = null;
