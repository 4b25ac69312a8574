// The lobby: open and unfinished tables, creating a table (game, options, who plays each
// seat: the people at the table start with their seats, and the form lists who plays what
// before the table is made), invite links (the token rides in the URL fragment, never sent
// to the server), joining with an invite, watching, and the interface language.

import {
  applyLang, currentLang, languageSelect, loadCatalog, stored, store, translatePage,
} from './i18n.js';
import {clear, getJSON, h, postJSON} from './dom.js';

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
};

async function loadModule(game) {
  try { return await import(`../games/${game}.js`); } catch { return import('../games/generic.js'); }
}

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

function formValues(game) {
  if (!lobby.values[game.id]) {
    const v = {...game.default_config};
    v.seats = [];
    lobby.values[game.id] = v;
  }
  return lobby.values[game.id];
}

/** A game spec's form fields: a list, or a function of the game's listing (which
 * carries ``config_choices``, the values the game offers for its options). */
function fieldsOf(sp, game) {
  return typeof sp.fields === 'function' ? sp.fields(game) : sp.fields;
}

function configOf(game) {
  const sp = spec(game);
  const values = formValues(game);
  if (sp) return sp.config(values, game);
  try { return JSON.parse(values.json || '{}'); } catch { return null; }
}

function seatCount(game, config) {
  const sp = spec(game);
  if (sp && sp.seats && config) return sp.seats(config);
  return game.seats;
}

function seatLabel(game, seat) {
  const sp = spec(game);
  const base = game.seat_names[seat] ? lobby.cat.tr(game.seat_names[seat])
    : lobby.cat.t('ui.seat', {seat: seat + 1});
  if (sp && sp.seatName) return `${base} · ${lobby.cat.tr(sp.seatName(seat))}`;
  return base;
}

function defaultLevel(game) {
  if (game.ai_levels.includes('heuristic')) return 'heuristic';
  return game.ai_levels[game.ai_levels.length - 1];
}

/** An AI level's name ("random", "heuristic" ... translated). */
function levelName(level) {
  return lobby.cat.has(`ui.ai.${level}`) ? lobby.cat.t(`ui.ai.${level}`) : String(level);
}

/**
 * The people at the table as the form starts, each with the seats they play: the game's
 * `groups(config)` (Whitehall: "2 people" is Jack and one person for the three
 * investigators), else one person per seat. Seats in no group start as AI.
 */
function defaultGroups(game, config, n) {
  const sp = spec(game);
  if (sp && sp.groups && config) return sp.groups(config);
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

function renderConfig() {
  const game = currentGame();
  const box = clear($('config-fields'));
  const sp = spec(game);
  const values = formValues(game);
  if (!sp) {
    if (values.json === undefined) values.json = JSON.stringify(game.default_config);
    const area = h('textarea', {rows: 3, spellcheck: 'false', id: 'config-json'});
    area.value = values.json;
    area.addEventListener('input', () => { values.json = area.value; renderSeats(); });
    box.appendChild(h('label', {class: 'block'}, h('span', {}, lobby.cat.t('ui.lobby.config_json')), area));
    renderSeats();
    return;
  }
  for (const f of fieldsOf(sp, game)) {
    const config = {...values, ...(sp.config(values, game) || {})};
    if (f.when && !f.when(config)) continue;
    if (f.type === 'select') {
      const sel = h('select', {id: `cfg-${f.key}`, name: f.key});
      for (const val of f.values) {
        const label = f.choiceLabel ? lobby.cat.tr(f.choiceLabel(val))
          : f.text ? lobby.cat.t(f.text(val)) : String(val);
        sel.appendChild(h('option', {value: String(val)}, label));
      }
      if (!f.values.map(String).includes(String(values[f.key]))) {
        values[f.key] = f.default !== undefined ? f.default : f.values[0];
      }
      sel.value = String(values[f.key]);
      sel.addEventListener('change', () => {
        values[f.key] = typeof f.values[0] === 'number' ? Number(sel.value) : sel.value;
        renderConfig();
      });
      box.appendChild(h('label', {}, h('span', {}, lobby.cat.t(f.label, f.labelParams || {})), ' ', sel));
    } else if (f.type === 'check') {
      const input = h('input', {type: 'checkbox', id: `cfg-${f.key}`, name: f.key});
      input.checked = Boolean(values[f.key]);
      input.addEventListener('change', () => { values[f.key] = input.checked; renderConfig(); });
      box.appendChild(h('label', {class: 'check'}, input, h('span', {}, lobby.cat.t(f.label))));
    }
  }
  renderSeats();
}

function renderSeats() {
  const game = currentGame();
  const values = formValues(game);
  const config = configOf(game);
  const n = config ? seatCount(game, config) : game.seats;
  const sp = spec(game);
  const box = clear($('seat-rows'));
  // a new seat count or a new number of people starts the seats again from the defaults
  const key = JSON.stringify([n, defaultGroups(game, config, n)]);
  if (values.seatsKey !== key) {
    values.seatsKey = key;
    values.seats = defaultSeats(game, config, n);
  }
  const seats = values.seats;
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
  const plan = seatPlan(formValues(game).seats);
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
  if (!config) throw new Error(lobby.cat.t('ui.lobby.bad_json'));
  const seats = formValues(game).seats;
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
    setStatus(lobby.cat.t('ui.lobby.create_failed', {reason: err.message}), true);
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
    return h('li', {class: 'invite', dataset: {seats: inv.seats.join(',')}},
      h('span', {class: 'invite-seats'}, names),
      h('span', {class: 'row'}, input, copy,
        h('a', {href: inv.url, class: 'button primary play-link'}, lobby.cat.t('ui.lobby.play'))));
  });
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
  box.appendChild(h('p', {}, h('a', {href: t.spectate, class: 'button'}, lobby.cat.t('ui.lobby.watch'))));
}

// -- table lists -------------------------------------------------------------------------------

function seatSummary(t) {
  const game = lobby.games.find((g) => g.id === t.game);
  return t.seats.map((s) => {
    const name = game ? seatLabel(game, s.seat) : lobby.cat.tr(s.name);
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
    setStatus(lobby.cat.t('ui.lobby.list_failed', {reason: err.message}), true);
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
    setStatus(String(err.message), true);
    return;
  }
  const [cat, ...mods] = await Promise.all([
    loadCatalog(lobby.lang, lobby.games.map((g) => g.id)),
    ...lobby.games.map((g) => loadModule(g.id)),
  ]);
  lobby.cat = cat;
  lobby.games.forEach((g, i) => lobby.modules.set(g.id, mods[i]));
  languageSelect($('lang'), lobby.lang, setLanguage);
  $('game').addEventListener('change', renderConfig);
  $('create-form').addEventListener('submit', create);
  $('join-form').addEventListener('submit', join);
  $('refresh').addEventListener('click', refreshTables);
  $('show-finished').addEventListener('change', refreshTables);
  renderAll();
  document.body.dataset.ready = 'true';
  lobby.timer = setInterval(() => { if (!document.hidden) refreshTables(); }, 5000);
}

main();
