// The card view: a face-up card (its name and its effect text) or a face-down card (its
// back, with the kind of deck it came from). No game here: the game's renderer gives each
// card's texts (already in the page's language) and its kind, which picks the look
// (`card-<kind>` in css/pieces.css or the game's own stylesheet).

import {h, stylesheet} from './dom.js';

await stylesheet(new URL('../css/pieces.css', import.meta.url));

/**
 * One card: `{name, text, kind, faceDown, back, id}`. A face-up card shows `name` and
 * `text`; a face-down one only its back, labelled `back` (e.g. "Damage, face down"),
 * which is also its accessible name. `id` lands in `data-card`.
 */
export function cardView({name = '', text = '', kind = 'plain', faceDown = false, back = '', id = null}) {
  if (faceDown) {
    return h('div', {class: `game-card face-down card-${kind}`, role: 'img', 'aria-label': back,
                     dataset: id ? {card: id} : {}},
      h('span', {class: 'card-back-mark', 'aria-hidden': 'true'}),
      h('span', {class: 'card-back-label', 'aria-hidden': 'true'}, back));
  }
  return h('div', {class: `game-card face-up card-${kind}`, dataset: id ? {card: id} : {}},
    h('strong', {class: 'card-name'}, name),
    text ? h('p', {class: 'card-text'}, text) : null);
}

/** A row of cards (a list, so that a screen reader counts them), named `label`. */
export function cardRow(cards, label = null) {
  return h('ul', {class: 'card-row', 'aria-label': label},
    cards.map((c) => h('li', {}, cardView(c))));
}
