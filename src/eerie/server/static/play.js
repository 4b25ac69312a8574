// The play page: a generic shell around a game's board renderer.
//
// It speaks the table's WebSocket protocol (docs/server.md): hello with the token from
// the URL fragment (or as a spectator), then welcome / events / state / delta / ack /
// error frames; decisions go back as {"type": "act", "seat", "option", "expect_version"}.
// After the first state the server sends each change as a delta (a JSON Patch from the
// version this page holds to the next); one that does not fit asks for the whole state. It
// shows the seats and whose turn it is, the pending decision as buttons, the message log
// grouped by round, the rules help and the settings; the board comes from the game's own
// package, /games/<game>/renderer.js (see docs/web-client.md). No rules here: the server
// says what is legal, the client only shows views and sends option ids.

import {
  applyLang, currentLang, languageSelect, loadCatalog, store, stored, translatePage,
} from './js/i18n.js';
import {clear, getJSON, h} from './js/dom.js';
import {RoundLog} from './js/log.js';
import {renderMarkdown} from './js/markdown.js';
import {loadRenderer} from './js/renderers.js';
import {applyPatch} from './js/patch.js';
import {loadSettings, saveSettings, stepDelay} from './js/settings.js';

const $ = (id) => document.getElementById(id);
const tableId = decodeURIComponent(location.pathname.split('/').filter(Boolean).pop() || '');
const token = new URLSearchParams(location.hash.slice(1)).get('token');
const FATAL = {4401: 'ui.err.token', 4403: 'ui.err.origin', 4404: 'ui.err.no_table'};
// error frames shown in the page's language (others show the server's message)
const ERROR_TEXTS = {
  stale: 'ui.err.stale', storage: 'ui.err.storage', unavailable: 'ui.err.unavailable',
};
const TYPING_MS = 1200; // digits typed within this time form one option number

const app = {
  lang: currentLang(),
  cat: null,
  settings: loadSettings(),
  welcome: null,
  info: null, // public facts about the table (GET /api/tables/<id>)
  infoAt: 0,
  module: null, // the game's renderer module
  renderer: null,
  state: null,
  events: [],
  lastN: 0,
  received: 0,
  versionReceived: null, // the version the state frames received so far lead to
  resyncing: false, // a delta did not fit: the whole state was asked for
  live: false, // true once this connection's first state is shown: later events animate
  online: false, // the socket is open and has brought a state: acting is possible
  animating: false,
  awaiting: null, // ref of an act sent and not yet answered
  minVersion: 0, // an acknowledged action leads to this version: no acting before it
  refs: 0,
  shownSeat: null, // the seat whose view is on screen (hot-seat: confirmed by its player)
  passFor: null, // hot-seat: waiting for this seat's player to take the device
  error: null,
  status: null,
  log: null, // the message log by round (js/log.js)
  typed: '', // digits typed so far for an option number (keys 1-9, then more digits)
  typedTimer: null,
  held: [], // events waiting for their story windows (their log lines come after them)
  toTell: new Set(), // the numbers of the held events to tell (chosen as they arrive)
  telling: false, // story windows are open
};

// -- connection ---------------------------------------------------------------------------

class Connection {
  constructor() {
    this.ws = null;
    this.retry = 0;
    this.closed = false;
  }

  open() {
    const scheme = location.protocol === 'https:' ? 'wss://' : 'ws://';
    const ws = new WebSocket(`${scheme}${location.host}/ws/tables/${encodeURIComponent(tableId)}`);
    this.ws = ws;
    setStatus(this.retry ? 'ui.conn.reconnecting' : 'ui.conn.connecting');
    ws.addEventListener('open', () => {
      const hello = token ? {type: 'hello', token} : {type: 'hello', spectate: true};
      // the server answers with what changed since the version this page holds
      const held = app.versionReceived === null ? {} : {version: app.versionReceived};
      app.resyncing = false;
      ws.send(JSON.stringify({...hello, ...held, events_seen: app.received}));
    });
    ws.addEventListener('message', (m) => {
      let frame;
      try { frame = JSON.parse(m.data); } catch { return; }
      if (frame.type === 'events' && frame.events.length) {
        app.received = Math.max(app.received, frame.events[frame.events.length - 1].n);
      }
      if (frame.type === 'state' || frame.type === 'delta') app.versionReceived = frame.version;
      if (frame.type === 'welcome') this.retry = 0;
      enqueue(frame);
    });
    ws.addEventListener('close', (e) => {
      if (this.ws !== ws || this.closed) return;
      app.live = false;
      if (FATAL[e.code]) {
        this.closed = true;
        setStatus(FATAL[e.code], true);
        setOnline(false);
        return;
      }
      this.retry += 1;
      setStatus('ui.conn.reconnecting');
      setOnline(false);
      const wait = Math.min(5000, 300 * 2 ** Math.min(this.retry, 5));
      setTimeout(() => this.open(), wait);
    });
  }

  send(msg) {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) {
      this.ws.send(JSON.stringify(msg));
      return true;
    }
    return false;
  }
}

const conn = new Connection();

// Frames are handled one after the other; an animation holds back the frames after it.
let chain = Promise.resolve();
function enqueue(frame) {
  chain = chain.then(() => handle(frame)).catch((err) => {
    console.error(err); // eslint-disable-line no-console
  });
}

async function handle(frame) {
  switch (frame.type) {
    case 'welcome': return onWelcome(frame);
    case 'events': return onEvents(frame.events);
    case 'state': return onState(frame);
    case 'delta': return onDelta(frame);
    case 'ack':
      // the state this action leads to follows; until then the old options are void
      app.minVersion = Math.max(app.minVersion, frame.version);
      return undefined;
    case 'error': return onError(frame);
    default: return undefined;
  }
}

// -- start-up -----------------------------------------------------------------------------

async function onWelcome(w) {
  const first = app.welcome === null;
  app.welcome = w;
  app.live = false;
  if (first) {
    document.body.dataset.game = w.game;
    document.body.dataset.role = w.spectator ? 'spectator' : 'player';
    const [cat, module] = await Promise.all([loadCatalog(app.lang, [w.game]), loadRenderer(w.game)]);
    app.module = module;
    app.cat = cat;
    translatePage(app.cat);
    app.renderer = module.createRenderer(rendererContext());
    refreshInfo();
  }
  setStatus(w.spectator ? 'ui.conn.watching' : 'ui.conn.playing');
}


/** The connection went down (closed) or is back (its first state after the welcome): the
 * buttons follow it. */
function setOnline(online) {
  if (app.online === online) return;
  app.online = online;
  clearTyped();
  render();
}

async function refreshInfo() {
  app.infoAt = Date.now();
  try {
    app.info = await getJSON(`/api/tables/${encodeURIComponent(tableId)}`);
  } catch { /* the websocket tells what matters */ }
  renderSeats();
  renderTitle();
}

function rendererContext() {
  return {
    board: $('board'),
    info: $('info'),
    tr: (m) => app.cat.tr(m),
    t: (k, p) => app.cat.t(k, p),
    lang: () => app.lang,
    settings: () => app.settings,
    delay: () => stepDelay(app.settings),
    act: (optionId) => act(optionId),
    seatName: (seat) => seatName(seat),
    announce: (text) => announce(text),
  };
}

// -- frames -------------------------------------------------------------------------------

async function onEvents(events) {
  const fresh = events.filter((e) => e.n > app.lastN);
  if (!fresh.length) return;
  app.lastN = fresh[fresh.length - 1].n;
  app.events.push(...fresh);
  if (holdStories(fresh)) {
    // the board moves first (its log lines wait for the story windows)
    if (app.live && app.renderer.animate && stepDelay(app.settings) > 0 && app.passFor === null) {
      await animateWith(fresh.filter((e) => eventVisible(e)), () => {});
    }
    return;
  }
  if (!(app.live && app.renderer && app.renderer.animate && stepDelay(app.settings) > 0 &&
        app.passFor === null)) {
    appendLog(fresh);
    return;
  }
  // the log follows the animation: each line shows when the board gets there
  const shown = new Set();
  const reveal = (e) => {
    if (shown.has(e.n)) return;
    shown.add(e.n);
    appendLog([e]);
  };
  try {
    await animateWith(fresh.filter((e) => eventVisible(e)), reveal);
  } finally {
    appendLog(fresh.filter((e) => !shown.has(e.n)));
  }
}

/** Let the renderer animate `events`, the decision's buttons disabled meanwhile. */
async function animateWith(events, reveal) {
  app.animating = true;
  document.body.dataset.animating = 'true';
  renderDecision();
  try {
    await app.renderer.animate(events, reveal);
  } finally {
    app.animating = false;
    delete document.body.dataset.animating;
  }
}

/** A change of the state: applied only to the version it starts from. Anything else (a
 * frame lost, a patch that does not fit) asks for the whole state, once. */
function onDelta(frame) {
  if (app.resyncing) return undefined;
  let next = null;
  if (app.state && app.state.version === frame.from) {
    const {type, version, ...content} = app.state; // eslint-disable-line no-unused-vars
    try {
      next = {type: 'state', version: frame.version, ...applyPatch(content, frame.patch)};
    } catch (err) {
      console.warn('a delta did not fit; asking for the whole state', err); // eslint-disable-line no-console
    }
  }
  if (next === null) {
    app.resyncing = conn.send({type: 'sync'});
    return undefined;
  }
  return onState(next);
}

async function onState(frame) {
  app.resyncing = false; // a whole state, or a delta that fitted
  const first = app.state === null;
  const hadOutcome = Boolean(app.state && app.state.outcome);
  app.state = frame;
  app.live = true;
  app.online = true; // a state comes over an open socket only
  app.error = null;
  app.awaiting = null; // a new state answers any question in flight (a stale one is refused)
  clearTyped();
  chooseSeat();
  if (first) rebuildLog(); // the log waited for the first state: whose device is this?
  render();
  await tellStories();
  // the seat list shows who has joined: look again while someone is missing, and at the end
  const missing = app.info && app.info.seats.some((s) => !s.joined);
  if ((frame.outcome && !hadOutcome) || (missing && Date.now() - app.infoAt > 2000)) refreshInfo();
}

function onError(frame) {
  if (frame.id !== undefined && frame.id === app.awaiting) app.awaiting = null;
  app.error = frame.reason ? app.cat.tr(frame.reason) : frame.message;
  if (ERROR_TEXTS[frame.code]) app.error = app.cat.t(ERROR_TEXTS[frame.code]);
  render();
}

// -- seats and hot-seat -------------------------------------------------------------------

function mySeats() { return app.welcome && !app.welcome.spectator ? app.welcome.seats : []; }

/** A seat's name: the one the server sends (welcome.seat_names: "Jack", "Yellow
 * investigator"), which the game module may add to from a view (its own, or the one on
 * screen), e.g. "Player 1 · Green". */
function seatName(seat) {
  if (seat === -1) return app.cat.t('ui.chance');
  const names = app.welcome ? app.welcome.seat_names : [];
  const base = seat !== null && names[seat] ? app.cat.tr(names[seat])
    : app.cat.t('ui.seat', {seat: (seat ?? 0) + 1});
  if (seat !== null && app.module && app.module.seatName) {
    const own = app.state ? app.state.views.find((v) => v.seat === seat) : null;
    return app.module.seatName(seat, base, (m) => app.cat.tr(m), own ? own.view : currentView());
  }
  return base;
}

/** An AI level's name ("random", "heuristic" ... translated). */
function levelName(level) {
  return app.cat.has(`ui.ai.${level}`) ? app.cat.t(`ui.ai.${level}`) : String(level || '');
}

function viewOf(seat) {
  const views = app.state ? app.state.views : [];
  return (views.find((v) => v.seat === seat) || views[0] || {view: null}).view;
}

/** True when two of this device's seats see the same (their views differ at most in the
 * field naming the seat): handing the device from one to the other shows nothing new. */
function sameView(a, b) {
  const key = (seat) => JSON.stringify({...(viewOf(seat) || {}), seat: null});
  return key(a) === key(b);
}

/** True when this device holds seats that must not see each other's views. */
function secretSeats() {
  const w = app.welcome;
  if (!w || w.spectator || !w.has_secrets || !app.state || app.state.views.length < 2) {
    return false;
  }
  const seats = app.state.views.map((v) => v.seat);
  return seats.some((s) => !sameView(s, seats[0]));
}

/**
 * Which seat's view the device shows, and whether it must first be handed over. A pass
 * screen comes before the first view and whenever the next seat's view differs from
 * the one on screen (Jack and the investigators); seats with identical views (the three
 * investigators) follow each other without one. While it is up nothing of any seat is
 * in the page (render).
 */
function chooseSeat() {
  const mine = mySeats();
  const p = app.state.pending;
  const acting = (p.yours || []).filter((s) => s >= 0);
  const owner = secretOwner();
  let target = app.shownSeat;
  if (acting.length) target = acting.includes(app.shownSeat) ? app.shownSeat : acting[0];
  if (owner !== null) target = owner; // a secret draw: its options are for its owner's eyes
  if (target === null || target === undefined) target = mine.length ? mine[0] : null;
  const drawing = owner !== null && mine.some((s) => s !== owner);
  if (!secretSeats() && !drawing) { // nothing to hide between these seats (or the game is over)
    app.passFor = null;
    app.shownSeat = target;
    return;
  }
  if (app.passFor !== null) {
    // still waiting for someone to take the device: follow the decision
    app.passFor = target;
    return;
  }
  // the device changes hands before another seat's differing view, and before a secret
  // draw unless its owner holds the device already (seats sharing a view do not see
  // each other's secret draws)
  if (target !== app.shownSeat &&
      (app.shownSeat === null || drawing || !sameView(target, app.shownSeat))) {
    app.passFor = target;
    return;
  }
  app.shownSeat = target;
}

/**
 * The seat of this device that owns the secret chance draw on offer (pending.secret:
 * the owners, e.g. the holder of an insanity card), when this page is to draw it; else
 * null. Its options list what is left in a secret deck: only the owner may see them.
 */
function secretOwner() {
  const p = app.state.pending;
  if (!Array.isArray(p.secret) || !(p.yours || []).includes(-1) || !(p.options || []).length) {
    return null;
  }
  const owner = p.secret.find((s) => mySeats().includes(s));
  return owner === undefined ? null : owner;
}

function confirmPass() {
  app.shownSeat = app.passFor;
  app.passFor = null;
  rebuildLog();
  render();
  const first = $('options').querySelector('button:not([disabled])');
  if (first) first.focus();
  tellStories();
}

// -- story windows ----------------------------------------------------------------------------
// A game's renderer may tell some events as story windows (its module's storyEvent(e) says
// which; its renderer's tell(events, reveal, {short, fresh}) shows them, js/story.js). A batch with
// such an event is held back from the log until the state after it is on screen; then the
// renderer tells it, revealing each event's log line as it goes. Told events are
// remembered per table (localStorage "eerie.told": the last event number told), so a
// reload tells nothing twice; a page that has told nothing at this table yet tells only
// the last round's stories (the prologue of a new game), not a whole game's.

const TOLD_KEY = 'eerie.told';

function toldMarks() {
  try { return JSON.parse(stored(TOLD_KEY) || '{}') || {}; } catch { return {}; }
}

function markTold(n) {
  const marks = toldMarks();
  if ((marks[tableId] || 0) >= n) return;
  marks[tableId] = n;
  const keep = Object.entries(marks).sort((a, b) => b[1] - a[1]).slice(0, 30);
  store(TOLD_KEY, JSON.stringify(Object.fromEntries(keep)));
}

function storyEvent(e) {
  return Boolean(app.module && app.module.storyEvent && app.module.storyEvent(e));
}

/** Hold `fresh` back for its story windows, if it has any still to tell: those after the
 * last one told here, or (nothing told here yet) live ones and the batch's last round's. */
function holdStories(fresh) {
  if (app.settings.story === 'off' || !app.renderer || !app.renderer.tell) return false;
  const mark = toldMarks()[tableId];
  const lastRound = fresh[fresh.length - 1].round;
  const tell = fresh.filter((e) => storyEvent(e) &&
    (mark === undefined ? app.live || e.round === lastRound : e.n > mark));
  if (!tell.length && !app.held.length) return false;
  for (const e of tell) app.toTell.add(e.n);
  app.held.push(...fresh);
  return true;
}

/** Tell the held events (those this seat may see), then log what is left of them. */
async function tellStories() {
  if (app.telling || !app.held.length || !app.state || app.passFor !== null) return;
  app.telling = true;
  document.body.dataset.story = 'open';
  try {
    while (app.held.length && app.passFor === null) {
      const batch = app.held;
      app.held = [];
      const fresh = (e) => app.toTell.has(e.n);
      const shown = new Set();
      const reveal = (e) => {
        if (shown.has(e.n)) return;
        shown.add(e.n);
        appendLog([e]);
      };
      const tell = batch.filter((e) => eventVisible(e));
      try {
        await app.renderer.tell(tell, reveal, {short: app.settings.story === 'short', fresh});
      } finally {
        appendLog(batch.filter((e) => !shown.has(e.n)));
        for (const e of batch) app.toTell.delete(e.n);
        markTold(batch[batch.length - 1].n);
      }
    }
  } finally {
    app.telling = false;
    delete document.body.dataset.story;
  }
}

function eventVisible(e) {
  // The server sends a connection only the events its seats may see. On a shared device a
  // private event (Jack's own move) shows only to the seats the server names for it, and
  // only once one of them has taken the device.
  if (!e.audience) return true;
  if (!app.state) return false; // whose device this is shows with the first state
  if (app.state.outcome || !secretSeats()) return true;
  return app.passFor === null && e.audience.includes(app.shownSeat);
}

// -- acting -------------------------------------------------------------------------------

function hasMyOptions() {
  const p = app.state && app.state.pending;
  return Boolean(p && p.options && p.options.length && !app.state.outcome);
}

function canAct() {
  return hasMyOptions() && app.online && app.awaiting === null && !app.animating &&
    app.passFor === null && app.state.version >= app.minVersion;
}

function actingSeat() {
  const yours = app.state.pending.yours || [];
  return yours.includes(app.shownSeat) ? app.shownSeat : yours[0];
}

function act(optionId) {
  if (!canAct()) return false;
  const p = app.state.pending;
  if (!p.options.some((o) => o.id === optionId)) return false;
  app.refs += 1;
  const ref = app.refs;
  const sent = conn.send({type: 'act', seat: actingSeat(), option: optionId,
                          expect_version: app.state.version, id: ref});
  if (!sent) {
    app.error = app.cat.t('ui.conn.reconnecting');
    renderDecision();
    return false;
  }
  app.awaiting = ref;
  app.error = null;
  render();
  return true;
}

// -- rendering ----------------------------------------------------------------------------

function setStatus(key, fatal = false) {
  app.status = {key, fatal};
  const el = $('status');
  el.textContent = app.cat ? app.cat.t(key) : '';
  el.classList.toggle('fatal', fatal);
  document.body.dataset.connection = fatal ? 'failed' : key.split('.').pop();
}

function announce(text) {
  const el = $('status');
  el.textContent = text;
}

function currentView() {
  return app.passFor !== null ? null : viewOf(app.shownSeat);
}

function gameName() {
  const id = app.welcome ? app.welcome.game : '';
  return app.cat && app.cat.has(`ui.game.${id}`) ? app.cat.t(`ui.game.${id}`) : id;
}

function renderTitle() {
  if (!app.cat) return;
  $('title').textContent = `${gameName()} · ${tableId}`;
  document.title = `${gameName()} · Eerie`;
}

/** Empty the board and the side panel, and tell the renderer (its `reset`) that they are. */
function clearBoard() {
  clear($('board'));
  clear($('info'));
  if (app.renderer && app.renderer.reset) app.renderer.reset();
}

function render() {
  if (!app.cat || !app.state) return;
  renderPass();
  renderTitle();
  renderSeats();
  renderDecision();
  const hidden = app.passFor !== null;
  $('main').hidden = hidden;
  if (hidden) {
    // nothing of the previous seat stays in the page while the device changes hands
    clearBoard();
    app.log.clear();
    return;
  }
  const view = currentView();
  if (!view) {
    clearBoard(); // nothing to draw: renderers are called only with a view
    return;
  }
  if (app.renderer) {
    app.renderer.update({
      view,
      seat: app.shownSeat,
      mine: mySeats(),
      spectator: Boolean(app.welcome && app.welcome.spectator),
      pending: app.state.pending,
      options: canAct() ? app.state.pending.options : null,
      outcome: app.state.outcome,
    });
  }
}

function renderPass() {
  const box = $('pass-screen');
  if (app.passFor === null) {
    if (!box.hidden) box.hidden = true;
    return;
  }
  const name = seatName(app.passFor);
  $('pass-title').textContent = app.cat.t('ui.pass.title', {seat: name});
  $('pass-text').textContent = app.cat.t('ui.pass.text', {seat: name});
  const ok = $('pass-ok');
  ok.textContent = app.cat.t('ui.pass.ok', {seat: name});
  ok.onclick = confirmPass;
  if (box.hidden) {
    box.hidden = false;
    ok.focus();
  }
}

function renderSeats() {
  const list = $('seats');
  if (!app.cat || !app.welcome) return;
  clear(list);
  const seats = app.info ? app.info.seats
    : app.welcome.seat_names.map((name, seat) => ({seat, name, kind: 'human', joined: true}));
  const actors = app.state ? app.state.pending.actors : [];
  const mine = mySeats();
  const winners = app.state && app.state.outcome ? app.state.outcome.winners : [];
  for (const s of seats) {
    const badge = app.module && app.module.seatBadge ? app.module.seatBadge(s.seat, app.info) : null;
    const kind = s.kind === 'ai'
      ? app.cat.t('ui.seat.ai', {level: levelName(s.level)})
      : app.cat.t(s.joined ? 'ui.seat.human' : 'ui.seat.free');
    const flags = [];
    if (mine.includes(s.seat)) flags.push(h('span', {class: 'tag you'}, app.cat.t('ui.seat.you')));
    if (actors.includes(s.seat)) flags.push(h('span', {class: 'tag turn'}, app.cat.t('ui.seat.turn')));
    if (winners.includes(s.seat)) flags.push(h('span', {class: 'tag win'}, app.cat.t('ui.seat.won')));
    const li = h('li', {class: `seat${actors.includes(s.seat) ? ' acting' : ''}`,
                        dataset: {seat: String(s.seat)}},
      h('span', {class: 'turn-mark', 'aria-hidden': 'true'}, actors.includes(s.seat) ? '▶' : ''),
      badge, h('span', {class: 'seat-name'}, seatName(s.seat)),
      h('span', {class: 'seat-kind'}, kind, ' ', flags));
    list.appendChild(li);
  }
  if (actors.includes(-1)) {
    list.appendChild(h('li', {class: 'seat acting'}, h('span', {class: 'turn-mark'}, '▶'),
      h('span', {class: 'seat-name'}, app.cat.t('ui.chance'))));
  }
}

function renderDecision() {
  if (!app.cat || !app.state) return;
  const p = app.state.pending;
  const out = app.state.outcome;
  // for people and tests alike: whose move it is on this page (mine: the buttons work)
  let turn = 'wait';
  if (out) turn = 'over';
  else if (app.passFor !== null) turn = 'pass';
  else if (!app.online) turn = 'offline';
  else if (canAct()) turn = 'mine';
  else if (hasMyOptions()) turn = 'busy';
  document.body.dataset.turn = turn;
  document.body.dataset.version = String(app.state.version);
  // whose view is on screen ('' behind a pass screen, which names whom it waits for)
  document.body.dataset.seat = app.passFor === null ? String(app.shownSeat ?? '') : '';
  document.body.dataset.passFor = app.passFor === null ? '' : String(app.passFor);
  const prompt = $('prompt');
  const box = $('options');
  clear(box);
  box.dataset.version = String(app.state.version);
  $('error').textContent = app.error || '';
  const offline = $('offline');
  offline.hidden = app.online || Boolean(out) || (app.status && app.status.fatal);
  offline.textContent = offline.hidden ? '' : app.cat.t('ui.conn.offline');
  if (app.passFor !== null) {
    prompt.textContent = app.cat.t('ui.pass.title', {seat: seatName(app.passFor)});
    return;
  }
  if (out) {
    const names = out.winners.map((s) => seatName(s)).join(', ');
    prompt.textContent = app.cat.tr(out.reason);
    box.appendChild(h('p', {class: 'outcome', id: 'outcome'},
      app.cat.t('ui.winner', {count: out.winners.length, names})));
    box.appendChild(h('p', {class: 'row'},
      h('a', {href: '/', class: 'button'}, app.cat.t('ui.to_lobby')),
      h('a', {href: `/api/tables/${encodeURIComponent(tableId)}/record`, class: 'button',
               download: `eerie-${tableId}.json`}, app.cat.t('ui.record'))));
    return;
  }
  if (!hasMyOptions()) {
    const who = p.actors.map((a) => seatName(a)).join(', ');
    prompt.textContent = app.cat.tr(p.prompt);
    box.appendChild(h('p', {class: 'waiting'}, app.cat.t('ui.waiting', {who})));
    return;
  }
  const seat = actingSeat();
  const text = app.cat.tr(p.prompt);
  const who = seatName(seat);
  // holding several seats: say which one decides, unless the prompt already does
  prompt.textContent = mySeats().length > 1 && !text.includes(who) ? `${who}: ${text}` : text;
  const enabled = canAct();
  const single = p.options.length < 10; // one key per option; else typed numbers
  p.options.forEach((o, i) => {
    const label = app.cat.tr(o.label) + (o.prob ? ` (${o.prob})` : '');
    const key = String(i + 1);
    const b = h('button', {type: 'button', class: 'option', dataset: {option: o.id, key},
                           disabled: !enabled,
                           'aria-keyshortcuts': single ? key : undefined},
      h('kbd', {'aria-hidden': 'true'}, key), label);
    b.addEventListener('click', () => act(o.id));
    // pointing at a button shows where it leads on the board
    const preview = (on) => {
      for (const el of $('board').querySelectorAll('[data-option], [data-options]')) {
        const ids = (el.dataset.options || el.dataset.option || '').split(' ');
        if (ids.includes(o.id)) el.classList.toggle('preview', on);
      }
    };
    b.addEventListener('mouseenter', () => preview(true));
    b.addEventListener('mouseleave', () => preview(false));
    b.addEventListener('focus', () => preview(true));
    b.addEventListener('blur', () => preview(false));
    box.appendChild(b);
  });
  if (app.awaiting !== null) box.appendChild(h('p', {class: 'waiting'}, app.cat.t('ui.sending')));
  showTyped();
}

// -- log ------------------------------------------------------------------------------------

function roundLabel(round) {
  if (app.module && app.module.roundLabel) return app.module.roundLabel(round, app.cat);
  return app.cat.t('ui.round', {round});
}

function appendLog(events) {
  if (!app.cat || !app.state || app.passFor !== null) return;
  app.log.append(events.filter((e) => eventVisible(e)));
}

function rebuildLog() {
  app.log.clear();
  const held = new Set(app.held.map((e) => e.n)); // their lines come with their stories
  appendLog(app.events.filter((e) => !held.has(e.n)));
}

function logLine(e) {
  const minor = Boolean(app.module && app.module.minorEvent && app.module.minorEvent(e));
  const refs = app.module && app.module.eventRefs ? app.module.eventRefs(e) : [];
  return {text: app.cat.tr(e.msg), minor, refs};
}

/** A log line pointed at or focused: the renderer highlights what it names. */
function showRefs(refs) {
  if (app.renderer && app.renderer.highlight) app.renderer.highlight(refs);
}

// -- panels, keys, settings -----------------------------------------------------------------

async function openRules() {
  const dialog = $('rules-dialog');
  const box = $('rules-text');
  clear(box);
  box.lang = app.lang;
  dialog.showModal();
  if (!app.welcome) return;
  try {
    const r = await fetch(`/content/${encodeURIComponent(app.welcome.game)}/rules/${app.lang}.md`);
    if (!r.ok) throw new Error(String(r.status));
    box.lang = r.headers.get('Content-Language') || app.lang;
    box.appendChild(renderMarkdown(await r.text()));
  } catch {
    box.textContent = app.cat.t('ui.err.rules');
  }
}

function initSettings() {
  const anim = $('set-animation');
  const coords = $('set-coords');
  const minor = $('set-minor');
  const story = $('set-story');
  const sync = () => {
    story.value = app.settings.story;
    anim.value = app.settings.animation;
    coords.checked = app.settings.coords;
    minor.checked = app.settings.minor;
    document.body.classList.toggle('show-minor', app.settings.minor);
  };
  sync();
  const changed = () => {
    app.settings = {...app.settings, animation: anim.value, coords: coords.checked,
                    minor: minor.checked, story: story.value};
    saveSettings(app.settings);
    sync();
    render();
  };
  for (const el of [anim, coords, minor, story]) el.addEventListener('change', changed);
  $('settings-btn').addEventListener('click', () => $('settings-dialog').showModal());
  $('rules-btn').addEventListener('click', openRules);
}

// -- option numbers by keyboard ------------------------------------------------------------
// Keys 1-9 press an option at once when no longer number could follow; otherwise the
// digits typed within TYPING_MS form one number (2 then 1: option 21), which Enter
// presses at once and the pause presses after TYPING_MS. Escape forgets the digits,
// Backspace takes the last one back.

function optionButtons() {
  return [...$('options').querySelectorAll('button.option')];
}

function clearTyped() {
  clearTimeout(app.typedTimer);
  app.typedTimer = null;
  app.typed = '';
  showTyped();
}

function showTyped() {
  const el = $('typed');
  if (!el || !app.cat) return;
  el.textContent = app.typed ? app.cat.t('ui.key.typed', {n: app.typed}) : '';
  el.hidden = !app.typed;
  for (const b of optionButtons()) b.classList.toggle('typed', b.dataset.key === app.typed);
}

function pressTyped() {
  const n = Number(app.typed);
  clearTyped();
  const b = optionButtons()[n - 1];
  if (b && canAct()) b.click();
}

function typeDigit(d) {
  const count = optionButtons().length;
  const next = app.typed + d;
  const n = Number(next);
  if (n < 1 || n > count) {
    if (!app.typed) return false; // no such option
    clearTyped(); // a number that cannot go on: this digit starts a new one
    return typeDigit(d);
  }
  app.typed = next;
  clearTimeout(app.typedTimer);
  if (n * 10 > count) {
    pressTyped(); // no option has a longer number starting with these digits
  } else {
    showTyped();
    app.typedTimer = setTimeout(pressTyped, TYPING_MS);
  }
  return true;
}

function typedKey(e) {
  if (/^[0-9]$/.test(e.key) && canAct()) return typeDigit(e.key);
  if (!app.typed) return false;
  if (e.key === 'Enter') pressTyped();
  else if (e.key === 'Escape') clearTyped();
  else if (e.key === 'Backspace') {
    app.typed = app.typed.slice(0, -1);
    if (!app.typed) clearTyped(); else showTyped();
  } else return false;
  return true;
}

function onKey(e) {
  if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
  if (document.querySelector('dialog[open]') || app.passFor !== null) return;
  const tag = (e.target && e.target.tagName) || '';
  if (['INPUT', 'SELECT', 'TEXTAREA'].includes(tag)) return;
  if (typedKey(e)) {
    e.preventDefault();
    return;
  }
  if (app.renderer && app.renderer.onKey && app.renderer.onKey(e)) e.preventDefault();
}

async function switchLanguage(lang) {
  app.lang = lang;
  app.cat = await loadCatalog(lang, app.welcome ? [app.welcome.game] : []);
  translatePage(app.cat);
  if (app.status) setStatus(app.status.key, app.status.fatal);
  if (app.welcome) {
    rebuildLog();
    render();
  }
  applyLang(lang);
}

async function main() {
  applyLang(app.lang);
  app.cat = await loadCatalog(app.lang, []);
  translatePage(app.cat);
  languageSelect($('lang'), app.lang, switchLanguage);
  initSettings();
  app.log = new RoundLog($('log'), {roundLabel, line: logLine, onRefs: showRefs,
                                     count: (n) => app.cat.t('ui.log.lines', {n})});
  document.addEventListener('keydown', onKey);
  if (!tableId) {
    setStatus('ui.err.no_table', true);
    return;
  }
  conn.open();
  setInterval(() => {
    if (!document.hidden && app.info && app.info.seats.some((s) => !s.joined)) refreshInfo();
  }, 5000);
}

main();
