"""Placeholder pages until the real web client: an index of tables and a bare play page.

The play page (``/play/<table>#token=...``) speaks the websocket protocol with a few lines
of script: it shows the raw state, the event log and the options as buttons. The token
sits in the URL fragment, which browsers never send to the server.
"""

from __future__ import annotations

from html import escape
from typing import Any

PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<style>
body {{ font-family: system-ui, sans-serif; margin: 2rem; max-width: 60rem; }}
table {{ border-collapse: collapse; }} td, th {{ padding: .3rem .8rem; text-align: left; }}
pre {{ background: #f4f4f4; padding: .5rem; overflow: auto; max-height: 30rem; }}
button {{ margin: .15rem; }}
</style></head>
<body>
{body}
</body></html>
"""


def index_page(tables: list[dict[str, Any]]) -> str:
    """The list of open and unfinished tables."""
    rows = []
    for t in tables:
        seats = ", ".join(
            f"{s['seat'] + 1}: {'AI ' + str(s['level']) if s['kind'] == 'ai' else 'person'}"
            + ("" if s["joined"] else " (free)") for s in t["seats"])
        rows.append(f"<tr><td><a href=\"/play/{escape(t['id'])}\">{escape(t['id'])}</a></td>"
                    f"<td>{escape(t['game'])}</td><td>{escape(t['status'])}</td>"
                    f"<td>{escape(seats)}</td></tr>")
    listing = ("<table><tr><th>table</th><th>game</th><th>status</th><th>seats</th></tr>"
               + "".join(rows) + "</table>") if rows else "<p>No tables yet.</p>"
    body = ("<h1>Eerie</h1><p>Tables being played. The real client arrives in the next "
            "version; create tables with <code>POST /api/tables</code> (see "
            "<code>docs/server.md</code>).</p>" + listing)
    return PAGE.format(title="Eerie", body=body)


def play_page(table_id: str) -> str:
    """A bare page that plays or watches one table over the websocket."""
    body = (f"<h1>Table {escape(table_id)}</h1><p id=\"who\"></p><div id=\"options\"></div>"
            "<h2>Log</h2><pre id=\"log\"></pre><h2>State</h2><pre id=\"state\"></pre>"
            "<script src=\"/static/play.js\"></script>")
    return PAGE.format(title=f"Eerie table {escape(table_id)}", body=body)


PLAY_JS = r"""'use strict';
const tableId = decodeURIComponent(location.pathname.split('/').pop());
const token = new URLSearchParams(location.hash.slice(1)).get('token');
let seen = 0, version = null, catalog = {}, ws = null;
const $ = (id) => document.getElementById(id);
function tr(m) {
  if (m === null || typeof m !== 'object' || !('key' in m)) return String(m);
  let text = catalog[m.key] || m.key;
  for (const [k, v] of Object.entries(m.params || {})) text = text.split('{' + k + '}').join(tr(v));
  return text;
}
function log(line) { $('log').textContent += line + '\n'; }
function act(seat, option) {
  ws.send(JSON.stringify({type: 'act', seat, option, expect_version: version}));
}
function show(state) {
  version = state.version;
  $('state').textContent = JSON.stringify(state.views, null, 1);
  const p = state.pending, box = $('options');
  box.textContent = '';
  const head = document.createElement('p');
  head.textContent = state.outcome ? tr(state.outcome.reason) : tr(p.prompt);
  box.appendChild(head);
  for (const o of (p.options || [])) {
    const b = document.createElement('button');
    b.textContent = tr(o.label);
    b.onclick = () => act(p.yours[0], o.id);
    box.appendChild(b);
  }
}
function connect() {
  ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host +
                     '/ws/tables/' + encodeURIComponent(tableId));
  const hello = token ? {type: 'hello', token} : {type: 'hello', spectate: true};
  ws.onopen = () => ws.send(JSON.stringify({...hello, events_seen: seen}));
  ws.onmessage = async (m) => {
    const d = JSON.parse(m.data);
    if (d.type === 'welcome') {
      const r = await fetch('/api/games/' + d.game + '/locales/en');
      catalog = await r.json();
      const names = d.seats.map((s) => tr(d.seat_names[s])).join(', ');
      $('who').textContent = d.spectator ? 'Watching' : 'Playing ' + names;
    } else if (d.type === 'events') {
      for (const e of d.events) { seen = e.n; log(tr(e.msg)); }
    } else if (d.type === 'state') show(d);
    else if (d.type === 'error') log('! ' + d.message);
  };
  ws.onclose = () => setTimeout(connect, 2000);
}
connect();
"""
