// Mansions of Madness: the damage and horror cards on an investigator's sheet, drawn with
// the shared card view (js/cards.js): the face-up ones with their names and effects, the
// face-down ones as card backs (how many lie there is public; which cards they are is not,
// and the view does not carry it).

import {cardRow} from '/static/js/cards.js';
import {h} from '/static/js/dom.js';

function lt(ctx, text) {
  if (!text) return '';
  return text[ctx.lang()] || text.en || Object.values(text)[0] || '';
}

/** The cards in front of `inv` (a sheet of the view's board), or null when it has none. */
export function sheetCards(ctx, inv) {
  const cards = [];
  for (const [kind, up, down] of [['damage', inv.damage_up, inv.damage_down],
                                  ['horror', inv.horror_up, inv.horror_down]]) {
    for (const c of up || []) cards.push({kind, id: c.id, name: lt(ctx, c.name), text: lt(ctx, c.text)});
    for (let i = 0; i < (down || 0); i += 1) {
      cards.push({kind, faceDown: true, back: ctx.t(`mom.ui.story.back.${kind}`)});
    }
  }
  if (!cards.length) return null;
  return h('div', {class: 'mom-cards'}, cardRow(cards, ctx.t('mom.ui.sheet_cards')));
}
