// Mansions of Madness: the story told in windows, as the app tells it. The scenario's
// prologue, every text a scenario says, mythos events, puzzle introductions, new
// objectives, a private insanity card (it reaches only its holder's page: the server sends
// events by audience) and the epilogue each open a story window (js/story.js) before their
// log lines; a monster's attack, an evade, a horror check and an attack on a monster open
// a monster window: the monster's text, the test it asks for, then (as the game goes on)
// the rolled dice as faces (js/dice.js) and the damage and horror cards drawn
// (js/cards.js: face-up with their effect, face-down as backs).
//
// A monster's encounter spans several decisions (the roll is a chance step, spending
// clues the investigator's, each card drawn another chance step), so a scene stays open
// across batches of events: each batch that adds dice, a result or cards shows the window
// again, with what is new. When the decision on the page belongs to the window (clues to
// spend on this roll, a scenario's choice), the window offers its options; otherwise
// Continue.

import {cardRow} from '/static/js/cards.js';
import {diceRow} from '/static/js/dice.js';
import {h} from '/static/js/dom.js';
import {StoryWindow, firstLine} from '/static/js/story.js';
import {momCard} from './cards.js';
import {lt} from './text.js';

/** The faces of the investigation die, drawn by js/dice.js. */
export const DIE_FACES = {
  success: {symbol: 'star', tone: 'good', label: 'mom.ui.die.success'},
  clue: {symbol: 'magnifier', tone: 'clue', label: 'mom.ui.die.clue'},
  blank: {symbol: 'blank', label: 'mom.ui.die.blank'},
};

const MONSTER_START = new Set(['mom.monster_attack', 'mom.horror_check', 'mom.evade', 'mom.attack']);
const STORY = new Set(['mom.mythos', 'mom.over', 'mom.puzzle', 'mom.insanity', 'mom.objective']);
const FOLLOW = new Set(['mom.test', 'mom.roll', 'mom.test_result', 'mom.harm']);
// a new turn, phase or monster's activation: whatever scene was open is over
const ENDS = new Set(['mom.action', 'mom.turn', 'mom.turn_end', 'mom.phase', 'mom.round', 'mom.activate',
                      'mom.end_phase', 'mom.over']);

/** The events told in windows (and those that may continue a window). */
export function storyEvent(e) {
  return e.kind === 'mom.say' || STORY.has(e.kind) || MONSTER_START.has(e.kind) || FOLLOW.has(e.kind);
}

/** The text param of an event's message (a literal Msg), in the page's language. */
function textOf(ctx, e) {
  const p = (e.msg && e.msg.params) || {};
  return p.text ? ctx.tr(p.text) : '';
}

export class Teller {
  constructor(ctx, renderer) {
    this.ctx = ctx;
    this.renderer = renderer; // for the state on screen
    this.window = new StoryWindow();
    this.scene = null; // the open scene: a monster's encounter or a story with its test
  }

  /** Close any window (the board was cleared: the device changes hands). */
  reset() {
    this.window.close(null);
    this.scene = null;
  }

  view() {
    const st = this.renderer.state;
    return st && st.view && st.view.board ? st.view.board : null;
  }

  monsterName(uid) {
    const b = this.view();
    const m = b && b.monsters.find((x) => x.uid === uid);
    return m ? `${lt(this.ctx, m.name)}${m.marker ? ` ${m.marker}` : ''}` : '';
  }

  /**
   * Tell `events` (this page's, in order): the fresh story events (`fresh(e)`) in windows,
   * revealing each event's log line once its window is done; the rest as they come (the
   * monsters have walked already: play.js animates a batch before telling it).
   */
  async tell(events, reveal, {short = false, fresh = () => true} = {}) {
    let pending = []; // events of the scene being gathered, revealed when it is shown
    const flush = async (last = false) => {
      if (this.scene && this.scene.dirty) await this.show(short, last);
      for (const e of pending) reveal(e);
      pending = [];
    };
    for (const e of events) {
      const d = e.data || {};
      const told = fresh(e);
      if (ENDS.has(e.kind) || (e.kind === 'mom.test' && this.scene && this.scene.result)) {
        await flush();
        this.scene = null;
      }
      if (!told || !storyEvent(e)) {
        // its line waits for the window being gathered (the log keeps the order)
        if (pending.length) pending.push(e); else reveal(e);
        continue;
      }
      const same = this.scene && this.scene.kind === 'monster' && !this.scene.test &&
        this.scene.monster === (d.uid || d.monster);
      if (MONSTER_START.has(e.kind) && same && this.scene.name === 'say') {
        // the activation's text, then its attack: one window
        const next = this.monsterScene(e);
        this.scene = {...next, texts: [...this.scene.texts, ...next.texts]};
      } else if (MONSTER_START.has(e.kind) || (e.kind === 'mom.say' && d.monster && !same)) {
        await flush();
        this.scene = this.monsterScene(e);
      } else if (e.kind === 'mom.say' && !d.monster) {
        if (!(this.scene && this.scene.kind === 'story' && this.scene.name === 'say' && !this.scene.test)) {
          await flush();
          this.scene = this.storyScene(e);
        }
        this.scene.texts.push(textOf(this.ctx, e));
      } else if (STORY.has(e.kind)) {
        await flush();
        this.scene = this.storyScene(e);
        const text = this.storyText(e);
        if (text) this.scene.texts.push(text);
      } else if (e.kind === 'mom.say') { // the monster's own text, after its event
        this.scene.texts.push(textOf(this.ctx, e));
      } else if (!this.scene) { // a test, a roll or a card outside any story: log only
        await flush();
        reveal(e);
        continue;
      } else {
        this.follow(e);
      }
      this.scene.dirty = true;
      pending.push(e);
    }
    await flush(true); // the batch's last window: the decision after it may be its own
  }

  /** A test, its roll, its result or a card drawn, added to the open scene. */
  follow(e) {
    const sc = this.scene;
    const d = e.data || {};
    if (e.kind === 'mom.test') {
      sc.test = e.msg;
      sc.roll = null;
      sc.result = null;
      sc.fresh = ['test'];
    } else if (e.kind === 'mom.roll') {
      sc.roll = d;
      sc.rollMsg = e.msg;
      sc.fresh = ['roll'];
    } else if (e.kind === 'mom.test_result') {
      sc.result = e.msg;
      sc.fresh = [...sc.fresh.filter((f) => f !== 'result'), 'result'];
    } else if (e.kind === 'mom.harm') {
      if (!sc.fresh.includes('cards')) sc.cards = [];
      sc.cards.push(this.card(d));
      sc.fresh = [...sc.fresh.filter((f) => f !== 'cards'), 'cards'];
    }
  }

  /** The card a harm event drew: face up with its name and text, or face down. */
  card(d) {
    const kind = d.kind === 'horror' ? 'horror' : 'damage';
    return momCard(this.ctx, kind, d.name ? {id: d.card, name: d.name, text: d.text} : null);
  }

  monsterScene(e) {
    const ctx = this.ctx;
    const d = e.data || {};
    const p = (e.msg && e.msg.params) || {};
    const uid = d.uid || d.monster;
    const titles = {
      'mom.monster_attack': () => ctx.t('mom.ui.story.monster_attack', {what: p.what, who: p.who}),
      'mom.horror_check': () => ctx.t('mom.ui.story.horror_check', {what: p.what, who: p.who}),
      'mom.evade': () => ctx.t('mom.ui.story.evade', {what: p.what, who: p.who}),
      'mom.attack': () => ctx.t('mom.ui.story.attack', {what: p.what, who: p.who}),
    };
    const title = titles[e.kind] ? titles[e.kind]() : ctx.t('mom.ui.story.monster', {what: this.monsterName(uid)});
    const scene = {kind: 'monster', name: e.kind.replace('mom.', ''), monster: uid, title, texts: [],
                   test: null, roll: null, result: null, cards: [], fresh: ['text']};
    if (e.kind === 'mom.monster_attack' || e.kind === 'mom.say') scene.texts.push(textOf(ctx, e));
    return scene;
  }

  storyScene(e) {
    const ctx = this.ctx;
    const p = (e.msg && e.msg.params) || {};
    const b = this.view();
    let title = b ? lt(ctx, b.scenario.title) : '';
    let name = 'say';
    let kind = 'story';
    if (e.msg && e.msg.key === 'mom.ev.prologue') { title = ctx.t('mom.ui.story.prologue'); name = 'prologue'; }
    if (e.kind === 'mom.mythos') { title = ctx.t('mom.ui.story.mythos'); name = 'mythos'; }
    if (e.kind === 'mom.objective') { title = ctx.t('mom.ui.story.objective'); name = 'objective'; }
    if (e.kind === 'mom.over') {
      const victory = (e.data || {}).result === 'victory';
      title = ctx.t(victory ? 'mom.ui.story.victory' : 'mom.ui.story.defeat');
      name = 'epilogue';
      kind = 'ending';
    }
    if (e.kind === 'mom.puzzle') { title = ctx.t('mom.ui.puzzle', {title: p.title}); name = 'puzzle'; }
    if (e.kind === 'mom.insanity') {
      title = ctx.t('mom.ui.insanity_of', {who: p.who});
      name = 'insanity';
      kind = 'private';
    }
    return {kind, look: kind, name, title, texts: [], test: null, roll: null, result: null, cards: [],
            fresh: ['text']};
  }

  /** The text of a story event that is not a plain "say". */
  storyText(e) {
    const ctx = this.ctx;
    const p = (e.msg && e.msg.params) || {};
    if (e.kind === 'mom.puzzle') {
      const b = this.view();
      const kind = b && b.puzzle ? b.puzzle.kind : null;
      const help = kind ? ctx.t(`mom.ui.${kind}_help`, {kinds: (b.puzzle.state || {}).kinds || 0}) : '';
      return [ctx.t('mom.ui.story.puzzle', {who: p.who}), help].filter(Boolean).join('\n');
    }
    if (e.kind === 'mom.insanity') return `${ctx.tr(p.card)}\n${ctx.tr(p.text)}`;
    return textOf(ctx, e);
  }

  /** The options of the decision on the page, when the window's scene asks for it (asked
   * of a batch's last window only). */
  choices() {
    const st = this.renderer.state;
    const opts = st && st.options;
    if (!opts || !opts.length || !this.scene) return [];
    const key = st.pending && st.pending.prompt ? st.pending.prompt.key : '';
    const mine = (this.scene.roll && !this.scene.result && key === 'mom.prompt.spend') ||
      opts.every((o) => o.data && o.data.act === 'choice');
    return mine ? opts.map((o) => ({id: o.id, label: this.ctx.tr(o.label)})) : [];
  }

  parts(sc) {
    const ctx = this.ctx;
    const out = [];
    if (sc.test) out.push(h('p', {class: 'story-part story-test'}, ctx.tr(sc.test)));
    if (sc.roll) {
      const faces = [];
      for (const face of ['success', 'clue', 'blank']) {
        const spec = DIE_FACES[face];
        for (let i = 0; i < (sc.roll[face] || 0); i += 1) faces.push({...spec, label: ctx.t(spec.label)});
      }
      out.push(h('div', {class: 'story-part story-roll'}, h('h3', {}, ctx.t('mom.ui.story.roll')),
        diceRow(faces, ctx.tr(sc.rollMsg))));
    }
    if (sc.result) out.push(h('p', {class: 'story-part story-result'}, h('strong', {}, ctx.tr(sc.result))));
    if (sc.cards.length) {
      out.push(h('div', {class: 'story-part story-cards'}, h('h3', {}, ctx.t('mom.ui.story.cards')),
        cardRow(sc.cards, ctx.t('mom.ui.story.cards'))));
    }
    return out;
  }

  async show(short, last) {
    const ctx = this.ctx;
    const sc = this.scene;
    sc.dirty = false;
    const choices = last ? this.choices() : [];
    const again = !sc.fresh.includes('text'); // a later look at the same scene
    const texts = sc.texts.filter(Boolean);
    // a later look at a monster's window recalls its last text in one line
    const text = again && sc.kind === 'monster' ? firstLine(texts[texts.length - 1]) : texts.join('\n');
    sc.fresh = [];
    const picked = await this.window.show({
      kind: sc.look || sc.kind, name: sc.name, title: sc.title, text, short: short && !choices.length,
      parts: this.parts(sc), choices,
      continueText: ctx.t('ui.story.continue'), closeText: ctx.t('ui.story.later'),
    });
    if (picked) ctx.act(picked);
  }
}
