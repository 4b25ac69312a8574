// Mansions of Madness: the damage and horror cards on an investigator's sheet, drawn with
// the shared card view (js/cards.js): the face-up ones with their names and effects, the
// face-down ones as card backs (how many lie there is public; which cards they are is not,
// and the view does not carry it).

import {cardRow} from '/static/js/cards.js';
import {h} from '/static/js/dom.js';
import {lt} from './text.js';

/** A damage or horror card for js/cards.js: face up (`card`: its id, name and text), or
 * its back when `card` is null. */
export function momCard(ctx, kind, card) {
  if (!card) return {kind, faceDown: true, back: ctx.t(`mom.ui.story.back.${kind}`)};
  return {kind, id: card.id, name: lt(ctx, card.name), text: lt(ctx, card.text)};
}

/** The cards in front of `inv` (a sheet of the view's board), or null when it has none. */
export function sheetCards(ctx, inv) {
  const cards = [];
  for (const [kind, up, down] of [['damage', inv.damage_up, inv.damage_down],
                                  ['horror', inv.horror_up, inv.horror_down]]) {
    for (const c of up || []) cards.push(momCard(ctx, kind, c));
    for (let i = 0; i < (down || 0); i += 1) cards.push(momCard(ctx, kind, null));
  }
  if (!cards.length) return null;
  return h('div', {class: 'mom-cards'}, cardRow(cards, ctx.t('mom.ui.sheet_cards')));
}
