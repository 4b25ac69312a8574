// Table mode's shared screen (/table/<table>#invite=<seats>:<token>&...): the play page
// (play.js) watching the table, which the server treats as a spectator, so that nothing
// secret reaches this screen; its menus and decision are hidden (css/eerie.css,
// body.table-mode), the board is large, and each invite of the fragment is shown as a
// QR code with its seats' names and whether they have joined, for phones to scan. The
// fragment never reaches the server. No game here.

import '../play.js';
import {clear, getJSON, h} from './dom.js';
import {currentLang, loadCatalog} from './i18n.js';
import {invitesOf, qrCode} from './qr.js';

const REFRESH_MS = 5000; // how often the seats' "joined" is asked for
const tableId = decodeURIComponent(location.pathname.split('/').filter(Boolean).pop() || '');
const invites = invitesOf(location.hash);
const codes = new Map(); // invite link -> its drawn code (made once)
const view = {info: null, cat: null, lang: null};

function inviteUrl(inv) {
  return `${location.origin}/play/${encodeURIComponent(tableId)}#token=${inv.token}`;
}

function seatNames(inv) {
  const seats = (view.info && view.info.seats) || [];
  return inv.seats.map((n) => {
    const seat = seats.find((x) => x.seat === n);
    return seat ? view.cat.tr(seat.name) : String(n + 1);
  }).join(', ');
}

async function render() {
  const list = clear(document.getElementById('qr-list'));
  if (!invites.length) {
    list.appendChild(h('li', {class: 'empty'}, view.cat.t('ui.table.no_invites')));
    return;
  }
  for (const inv of invites) {
    const url = inviteUrl(inv);
    const names = seatNames(inv);
    const seats = (view.info && view.info.seats) || [];
    const joined = inv.seats.every((n) => (seats.find((x) => x.seat === n) || {}).joined);
    const slot = h('div', {class: 'qr-slot'});
    list.appendChild(h('li', {class: `qr-invite${joined ? ' joined' : ''}`, dataset: {seats: inv.seats.join(','), url}},
      h('strong', {class: 'qr-seats'}, names),
      h('span', {class: 'qr-state'}, view.cat.t(joined ? 'ui.table.joined' : 'ui.table.waiting')),
      slot,
      h('code', {class: 'qr-url'}, url)));
    const label = view.cat.t('ui.table.qr', {seats: names});
    if (!codes.has(url)) codes.set(url, qrCode(url, label));
    codes.get(url).then((svg) => {
      svg.setAttribute('aria-label', label);
      slot.appendChild(svg);
    }).catch(() => slot.appendChild(h('p', {class: 'error'}, view.cat.t('ui.table.qr_failed'))));
  }
}

async function refresh() {
  try {
    view.info = await getJSON(`/api/tables/${encodeURIComponent(tableId)}`);
  } catch { /* the play page's status line says what matters */ }
  const lang = currentLang();
  if (lang !== view.lang || !view.cat) {
    view.lang = lang;
    view.cat = await loadCatalog(lang, view.info ? [view.info.game] : []);
  }
  await render();
}

async function main() {
  document.body.dataset.invites = String(invites.length);
  await refresh();
  // the language chosen on the page (play.js sets <html lang>): the names again
  new MutationObserver(() => { view.cat = null; refresh(); })
    .observe(document.documentElement, {attributes: true, attributeFilter: ['lang']});
  setInterval(() => { if (!document.hidden) refresh(); }, REFRESH_MS);
  document.body.dataset.tableReady = '';
}

main();
