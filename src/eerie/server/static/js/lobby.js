// The lobby: open and unfinished tables, creating a table (game, options, who plays each
// seat: the people at the table start with their seats, and the form lists who plays what
// before the table is made), invite links (the token rides in the URL fragment, never sent
// to the server), joining with an invite, watching, and the interface language.

import {
  applyLang, currentLang, languageSelect, loadCatalog, stored, store, translatePage,
} from './i18n.js';
import {clear, errorText, getJSON, h, postJSON} from './dom.js';
import {renderFields, resetDependents, startValues} from './config-form.js';
import {loadRenderer} from './renderers.js';
import {qrCode, tableModeUrl} from './qr.js';

const $ = (id) => document.getElementById(id);
const MINE_KEY = 'eerie.mine';
const MAX_MINE = 30;

const lobby = {
  lang: currentLang(),
  cat: null,
  games: [],
  modules: new Map(),
  created: null,
  values: {}, // the create form's current values per game
  timer: null,
  busy: 0, // config requests under way
};

function gameName(id) {
  return lobby.cat.has(`ui.game.${id}`) ? lobby.cat.t(`ui.game.${id}`) : id;
}

function setStatus(text, error = false) {
  const el = $('status');
  el.textContent = text || '';
  el.classList.toggle('fatal', error);
}

// -- remembered tables ----------------------------------------------------------------------

function mine() {
  try { return JSON.parse(stored(MINE_KEY) || '[]') || []; } catch { return []; }
}

function remember(entry) {
  const list = [entry, ...mine().filter((e) => e.id !== entry.id)].slice(0, MAX_MINE);
  store(MINE_KEY, JSON.stringify(list));
}

function forget(id) {
  store(MINE_KEY, JSON.stringify(mine().filter((e) => e.id !== id)));
  renderMine();
}

// -- the create form -------------------------------------------------------------------------

function currentGame() {
  return lobby.games.find((g) => g.id === $('game').value) || lobby.games[0];
}

function spec(game) {
  const mod = lobby.modules.get(game.id);
  return mod && mod.lobby ? mod.lobby : null;
}

/** The form's state for a game: the values it holds and what the server made of them
 * (`info`: the normalised config, its seats and their names; `error`: why it refused). */
function formOf(game) {
  if (!lobby.values[game.id]) {
    lobby.values[game.id] = {
      values: startValues(game.config_schema || [], game.default_config),
      info: null, error: null, seats: [], seatsKey: null,
    };
  }
  return lobby.values[game.id];
}

/** Ask the server to normalise the form's values (defaults and derived values filled).
 * The form is marked busy (`data-busy`, its controls disabled) until the answer is in;
 * an answer overtaken by a later change is dropped. */
async function normalize(game) {
  const form = formOf(game);
  const seq = (form.seq || 0) + 1;
  form.seq = seq;
  const box = $('create-form');
  lobby.busy += 1;
  box.dataset.busy = 'true';
  for (const el of box.querySelectorAll('#config-fields select, #config-fields input, #seat-rows select')) {
    el.disabled = true;
  }
  try {
    const info = await postJSON(`/api/games/${encodeURIComponent(game.id)}/config`,
      {config: form.values});
    if (form.seq !== seq) return;
    form.info = info;
    form.values = {...form.values, ...info.config};
    form.error = null;
  } catch (err) {
    if (form.seq !== seq) return;
    form.error = errorText(lobby.cat, err);
  } finally {
    lobby.busy -= 1;
    if (!lobby.busy) delete box.dataset.busy;
  }
}

/** Show the chosen game's form (normalised once when first shown). */
async function showGame() {
  const game = currentGame();
  if (!formOf(game).info) await normalize(game);
  if (currentGame() === game) renderConfig();
}

function configOf(game) {
  return formOf(game).values;
}

function infoOf(game) {
  const form = formOf(game);
  return form.info || {config: game.default_config, seats: game.seats, seat_names: game.seat_names};
}

function seatLabel(game, seat, names = null) {
  const sp = spec(game);
  const list = names || infoOf(game).seat_names;
  const base = list[seat] ? lobby.cat.tr(list[seat]) : lobby.cat.t('ui.seat', {seat: seat + 1});
  if (sp && sp.seatName) return `${base} · ${lobby.cat.tr(sp.seatName(seat))}`;
  return base;
}

function defaultLevel(game) {
  if (game.ai_levels.includes('normal')) return 'normal';
  return game.ai_levels[game.ai_levels.length - 1];
}

/** An AI level's name ("random", "heuristic" ... translated). */
function levelName(level) {
  return lobby.cat.has(`ui.ai.${level}`) ? lobby.cat.t(`ui.ai.${level}`) : String(level);
}

/**
 * The people at the table as the form starts, each with the seats they play: the game
 * module's `groups(config)` where it has one (such as you against the AI), else the
 * game's own (`Game.seat_groups` of the normalised config: two people may share a team's
 * seats). Seats in no group start as AI.
 */
function defaultGroups(game, config, n) {
  const sp = spec(game);
  if (sp && sp.groups && config) return sp.groups(config);
  const info = infoOf(game);
  if (info.groups && info.seats === n) return info.groups;
  return Array.from({length: n}, (_, i) => [i]);
}

/** The seats as the form starts for this config: a person per group, the rest AI. */
function defaultSeats(game, config, n) {
  const groups = defaultGroups(game, config, n);
  let spare = groups.length; // a seat left to the AI gets a person of its own, should it be given to one
  return Array.from({length: n}, (_, i) => {
    const gi = groups.findIndex((g) => g.includes(i));
    if (gi >= 0) return {kind: 'human', level: defaultLevel(game), person: gi + 1};
    spare += 1;
    return {kind: 'ai', level: defaultLevel(game), person: spare};
  });
}

/** The people and the AI seats of the form: [{person, seats}], [{level, seats}]. */
function seatPlan(seats) {
  const people = new Map();
  const ai = new Map();
  seats.forEach((s, i) => {
    const by = s.kind === 'human' ? people : ai;
    const key = s.kind === 'human' ? s.person : s.level;
    if (!by.has(key)) by.set(key, []);
    by.get(key).push(i);
  });
  return {people: [...people.entries()].map(([person, list]) => ({person, seats: list})),
          ai: [...ai.entries()].map(([level, list]) => ({level, seats: list}))};
}

async function changeField(game, name, value) {
  const form = formOf(game);
  form.values[name] = value;
  resetDependents(game.config_schema || [], form.values, name);
  await normalize(game);
  if (currentGame() === game) renderConfig();
}

function renderConfig() {
  const game = currentGame();
  const box = clear($('config-fields'));
  const form = formOf(game);
  renderFields(box, game.config_schema || [], form.values, infoOf(game).config, lobby.cat,
    (name, value) => changeField(game, name, value));
  if (form.error) {
    box.appendChild(h('p', {class: 'hint config-error', role: 'alert'},
      lobby.cat.t('ui.lobby.create_failed', {reason: form.error})));
  }
  renderSeats();
}

function renderSeats() {
  const game = currentGame();
  const form = formOf(game);
  const info = infoOf(game);
  const n = info.seats;
  const sp = spec(game);
  const box = clear($('seat-rows'));
  // a new seat count or a new number of people starts the seats again from the defaults
  const key = JSON.stringify([n, defaultGroups(game, form.values, n)]);
  if (form.seatsKey !== key) {
    form.seatsKey = key;
    form.seats = defaultSeats(game, form.values, n);
  }
  const seats = form.seats;
  box.appendChild(h('div', {class: 'seat-head', 'aria-hidden': 'true'},
    h('span', {}, lobby.cat.t('ui.lobby.seat')), h('span', {}, lobby.cat.t('ui.lobby.who')),
    h('span', {}, lobby.cat.t('ui.lobby.person'))));
  for (let i = 0; i < n; i += 1) {
    const seat = seats[i];
    const label = seatLabel(game, i);
    const who = h('select', {class: 'seat-kind', 'aria-label': `${label}: ${lobby.cat.t('ui.lobby.who')}`,
                             dataset: {seat: String(i)}});
    who.appendChild(h('option', {value: 'human'}, lobby.cat.t('ui.lobby.human')));
    for (const level of game.ai_levels) {
      who.appendChild(h('option', {value: `ai:${level}`}, lobby.cat.t('ui.lobby.ai', {level: levelName(level)})));
    }
    who.value = seat.kind === 'human' ? 'human' : `ai:${seat.level}`;
    who.addEventListener('change', () => {
      if (who.value === 'human') seat.kind = 'human';
      else { seat.kind = 'ai'; seat.level = who.value.slice(3); }
      renderSeats();
    });
    const person = h('select', {class: `seat-person${seat.kind === 'human' ? '' : ' unused'}`,
                                'aria-label': `${label}: ${lobby.cat.t('ui.lobby.person')}`,
                                disabled: seat.kind !== 'human'});
    for (let p = 1; p <= n; p += 1) person.appendChild(h('option', {value: String(p)}, lobby.cat.t('ui.lobby.person_n', {n: p})));
    person.value = String(seat.person);
    person.addEventListener('change', () => { seat.person = Number(person.value); renderPlan(); });
    const badge = sp && sp.seatBadge ? sp.seatBadge(i) : null;
    box.appendChild(h('div', {class: 'seat-row', dataset: {seat: String(i), kind: seat.kind}},
      h('span', {class: 'seat-label'}, badge, label), who, person));
  }
  box.appendChild(h('p', {class: 'hint'}, lobby.cat.t('ui.lobby.person_hint')));
  renderPlan();
}

/** Before the table is made: who plays which seats, and how many invite links it gives. */
function renderPlan() {
  const game = currentGame();
  const plan = seatPlan(formOf(game).seats);
  const names = (list) => list.map((s) => seatLabel(game, s)).join(', ');
  const box = clear($('seat-plan'));
  box.appendChild(h('h3', {id: 'seat-plan-title'}, lobby.cat.t('ui.lobby.plan')));
  box.appendChild(h('ul', {},
    plan.people.map((p) => h('li', {class: 'plan-person', dataset: {seats: p.seats.join(',')}},
      lobby.cat.t('ui.lobby.plan.person', {person: lobby.cat.t('ui.lobby.person_n', {n: p.person}),
                                           seats: names(p.seats)}))),
    plan.ai.map((a) => h('li', {class: 'plan-ai', dataset: {seats: a.seats.join(',')}},
      lobby.cat.t('ui.lobby.plan.ai', {level: lobby.cat.t('ui.lobby.ai', {level: levelName(a.level)}),
                                       seats: names(a.seats)})))));
  const links = plan.people.length;
  box.appendChild(h('p', {class: 'plan-links', dataset: {links: String(links)}},
    lobby.cat.t('ui.lobby.plan.links', {n: links})));
}

function createBody() {
  const game = currentGame();
  const config = configOf(game);
  const seats = formOf(game).seats;
  const body = {
    game: game.id, config,
    seats: seats.map((s) => (s.kind === 'human' ? {kind: 'human'} : {kind: 'ai', level: s.level})),
  };
  const byPerson = new Map();
  seats.forEach((s, i) => {
    if (s.kind !== 'human') return;
    if (!byPerson.has(s.person)) byPerson.set(s.person, []);
    byPerson.get(s.person).push(i);
  });
  const hands = [...byPerson.values()].filter((g) => g.length > 1);
  if (hands.length) body.hands = hands;
  const seed = $('seed').value.trim();
  if (seed !== '') body.seed = Number(seed);
  const think = $('ai-seconds').value.trim();
  if (think !== '') body.ai_budget = {seconds: Number(think)};
  return body;
}

async function create(e) {
  e.preventDefault();
  const button = $('create');
  button.disabled = true;
  setStatus(lobby.cat.t('ui.lobby.creating'));
  try {
    const table = await postJSON('/api/tables', createBody());
    lobby.created = table;
    remember({id: table.id, game: table.game, created: Date.now(),
              invites: table.invites.map((i) => ({seats: i.seats, url: i.url}))});
    setStatus(lobby.cat.t('ui.lobby.created'));
    renderCreated();
    renderMine();
    refreshTables();
    $('created-title').focus(); // the new table's links are what comes next
  } catch (err) {
    setStatus(lobby.cat.t('ui.lobby.create_failed', {reason: errorText(lobby.cat, err)}), true);
  } finally {
    button.disabled = false;
  }
}

function inviteRows(game, table, invites) {
  return invites.map((inv) => {
    const url = new URL(inv.url, location.origin).href;
    const names = inv.seats.map((s) => seatLabel(game, s)).join(', ');
    const input = h('input', {type: 'text', readonly: true, value: url, class: 'invite-url',
                              'aria-label': lobby.cat.t('ui.lobby.invite_for', {seats: names})});
    const copy = h('button', {type: 'button', class: 'copy'}, lobby.cat.t('ui.lobby.copy'));
    copy.addEventListener('click', async () => {
      input.select();
      try { await navigator.clipboard.writeText(url); } catch { document.execCommand('copy'); }
      copy.textContent = lobby.cat.t('ui.lobby.copied');
    });
    // the link as a QR code too, for a phone to scan (made by the server: js/qr.js)
    const slot = h('div', {class: 'qr-slot'});
    qrCode(url, lobby.cat.t('ui.table.qr', {seats: names})).then((svg) => slot.appendChild(svg))
      .catch(() => slot.remove());
    return h('li', {class: 'invite', dataset: {seats: inv.seats.join(',')}},
      h('span', {class: 'invite-seats'}, names),
      h('span', {class: 'row'}, input, copy,
        h('a', {href: inv.url, class: 'button primary play-link'}, lobby.cat.t('ui.lobby.play'))),
      slot);
  });
}

/** The link to a table's shared screen with its invites (table mode). */
function tableModeLink(id, invites) {
  return h('a', {href: tableModeUrl(id, invites), class: 'button table-mode-link', target: '_blank', rel: 'noopener'},
    lobby.cat.t('ui.lobby.table_mode'));
}

function renderCreated() {
  const t = lobby.created;
  const box = $('created');
  if (!t) { box.hidden = true; return; }
  const game = lobby.games.find((g) => g.id === t.game);
  clear(box);
  box.hidden = false;
  box.appendChild(h('h3', {id: 'created-title', tabindex: '-1'}, lobby.cat.t('ui.lobby.created_title', {id: t.id})));
  box.appendChild(h('p', {class: 'hint'}, lobby.cat.t('ui.lobby.invite_hint')));
  box.appendChild(h('ul', {class: 'invites'}, game ? inviteRows(game, t, t.invites) : []));
  box.appendChild(h('p', {class: 'row'}, h('a', {href: t.spectate, class: 'button'}, lobby.cat.t('ui.lobby.watch')),
    tableModeLink(t.id, t.invites)));
}

// -- table lists -------------------------------------------------------------------------------

function seatSummary(t) {
  const game = lobby.games.find((g) => g.id === t.game);
  return t.seats.map((s) => {
    const name = game ? seatLabel(game, s.seat, t.seats.map((x) => x.name))
      : lobby.cat.tr(s.name);
    const who = s.kind === 'ai' ? lobby.cat.t('ui.lobby.ai', {level: levelName(s.level)})
      : lobby.cat.t(s.joined ? 'ui.seat.human' : 'ui.seat.free');
    return h('li', {class: s.joined ? '' : 'free'}, `${name}: ${who}`);
  });
}

function tableRow(t) {
  return h('li', {class: 'table-row', dataset: {table: t.id, status: t.status}},
    h('div', {class: 'row'},
      h('strong', {}, gameName(t.game)), h('code', {}, t.id),
      h('span', {class: `badge status-${t.status}`}, lobby.cat.t(`ui.status.${t.status}`)),
      h('span', {class: 'grow'}),
      h('a', {href: `/play/${encodeURIComponent(t.id)}`, class: 'button watch'}, lobby.cat.t('ui.lobby.watch'))),
    h('ul', {class: 'seat-summary'}, seatSummary(t)));
}

async function refreshTables() {
  const finished = $('show-finished').checked;
  try {
    const tables = await getJSON(`/api/tables${finished ? '?finished=true' : ''}`);
    const list = clear($('tables'));
    if (!tables.length) list.appendChild(h('li', {class: 'empty'}, lobby.cat.t('ui.lobby.no_tables')));
    for (const t of tables) list.appendChild(tableRow(t));
  } catch (err) {
    setStatus(lobby.cat.t('ui.lobby.list_failed', {reason: errorText(lobby.cat, err)}), true);
  }
}

function renderMine() {
  const list = clear($('mine'));
  const entries = mine();
  $('mine-card').hidden = !entries.length;
  for (const e of entries) {
    const game = lobby.games.find((g) => g.id === e.game);
    const links = e.invites.map((inv) => h('a', {href: inv.url, class: 'button'},
      inv.seats.map((s) => (game ? seatLabel(game, s) : String(s + 1))).join(', ')));
    list.appendChild(h('li', {class: 'table-row', dataset: {table: e.id}},
      h('div', {class: 'row'}, h('strong', {}, gameName(e.game)), h('code', {}, e.id),
        h('span', {class: 'grow'}),
        h('a', {href: `/play/${encodeURIComponent(e.id)}`, class: 'button'}, lobby.cat.t('ui.lobby.watch')),
        tableModeLink(e.id, e.invites),
        h('button', {type: 'button', onclick: () => forget(e.id)}, lobby.cat.t('ui.lobby.forget'))),
      h('p', {class: 'row links'}, h('span', {}, lobby.cat.t('ui.lobby.your_links')), links)));
  }
}

// -- join ----------------------------------------------------------------------------------------

function join(e) {
  e.preventDefault();
  const text = $('invite').value.trim();
  if (!text) return;
  let id = null;
  let tokenPart = '';
  try {
    const url = new URL(text, location.origin);
    const m = /\/play\/([^/]+)$/.exec(url.pathname);
    if (m) { id = decodeURIComponent(m[1]); tokenPart = url.hash; }
  } catch { /* not a URL */ }
  if (!id && /^[A-Za-z0-9_-]+$/.test(text)) id = text;
  if (!id) {
    setStatus(lobby.cat.t('ui.lobby.bad_invite'), true);
    return;
  }
  location.href = `/play/${encodeURIComponent(id)}${tokenPart}`;
}

// -- start-up --------------------------------------------------------------------------------------

function renderAll() {
  translatePage(lobby.cat);
  const sel = $('game');
  const chosen = sel.value;
  clear(sel);
  for (const g of lobby.games) sel.appendChild(h('option', {value: g.id}, gameName(g.id)));
  if (chosen) sel.value = chosen;
  renderConfig();
  renderCreated();
  renderMine();
  refreshTables();
}

async function setLanguage(lang) {
  lobby.lang = lang;
  lobby.cat = await loadCatalog(lang, lobby.games.map((g) => g.id));
  renderAll();
  applyLang(lang);
}

async function main() {
  applyLang(lobby.lang);
  try {
    lobby.games = await getJSON('/api/games');
  } catch (err) {
    lobby.cat = await loadCatalog(lobby.lang, []);
    setStatus(errorText(lobby.cat, err), true);
    return;
  }
  const [cat, ...mods] = await Promise.all([
    loadCatalog(lobby.lang, lobby.games.map((g) => g.id)),
    ...lobby.games.map((g) => loadRenderer(g.id)),
  ]);
  lobby.cat = cat;
  lobby.games.forEach((g, i) => lobby.modules.set(g.id, mods[i]));
  if (lobby.games.length) await normalize(lobby.games[0]);
  languageSelect($('lang'), lobby.lang, setLanguage);
  $('game').addEventListener('change', showGame);
  $('create-form').addEventListener('submit', create);
  $('join-form').addEventListener('submit', join);
  $('refresh').addEventListener('click', refreshTables);
  $('show-finished').addEventListener('change', refreshTables);
  renderAll();
  document.body.dataset.ready = 'true';
  lobby.timer = setInterval(() => { if (!document.hidden) refreshTables(); }, 5000);
}

main();
