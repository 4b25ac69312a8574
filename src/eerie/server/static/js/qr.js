// QR codes of invite links, for table mode (docs/web-client.md, *Table mode*): the server
// makes the code (POST /api/qr, with segno; the link goes in the body, never in a URL)
// and this draws its modules as SVG. Also the table mode link of a table made here. No
// game here.

import {postJSON, s} from './dom.js';

const QUIET = 4; // modules of white border round a code (what scanners expect)

/** An SVG image of the QR code of `text`, named `label` for screen readers. */
export async function qrCode(text, label) {
  const code = await postJSON('/api/qr', {text});
  const n = code.size + 2 * QUIET;
  const d = [];
  code.rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) if (row[x] === '1') d.push(`M${x + QUIET} ${y + QUIET}h1v1h-1z`);
  });
  return s('svg', {class: 'qr', viewBox: `0 0 ${n} ${n}`, role: 'img', 'aria-label': label,
                   'shape-rendering': 'crispEdges', dataset: {size: String(code.size)}},
    s('rect', {width: n, height: n, fill: '#ffffff'}), s('path', {d: d.join(''), fill: '#000000'}));
}

/** The token of an invite link (`/play/<table>#token=…`), or null. */
export function inviteToken(url) {
  return new URLSearchParams(new URL(url, location.origin).hash.slice(1)).get('token');
}

/** The table mode page of table `id` with its `invites` ({seats, url}) in the fragment. */
export function tableModeUrl(id, invites) {
  const params = new URLSearchParams();
  for (const inv of invites) {
    const token = inviteToken(inv.url);
    if (token) params.append('invite', `${inv.seats.join(',')}:${token}`);
  }
  return `/table/${encodeURIComponent(id)}#${params}`;
}

/** The invites of a table mode page's fragment: [{seats, token}]. */
export function invitesOf(hash) {
  return new URLSearchParams(hash.replace(/^#/, '')).getAll('invite').flatMap((v) => {
    const cut = v.lastIndexOf(':');
    const seats = v.slice(0, cut).split(',').map(Number).filter((n) => Number.isInteger(n) && n >= 0);
    const token = v.slice(cut + 1);
    return cut > 0 && token && seats.length ? [{seats, token}] : [];
  });
}
