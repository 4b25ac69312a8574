// Player settings, remembered in localStorage.

import {stored, store} from './i18n.js';

const KEY = 'eerie.settings';
const DEFAULTS = {animation: 'normal', coords: true, minor: false, story: 'full'};
const STORY = ['full', 'short', 'off']; // story windows: whole, one line, none (the log only)
const DELAYS = {slow: 420, normal: 200, fast: 30, off: 0};

export function loadSettings() {
  let saved = {};
  try { saved = JSON.parse(stored(KEY) || '{}') || {}; } catch { saved = {}; }
  const out = {...DEFAULTS, ...saved};
  if (!(out.animation in DELAYS)) out.animation = DEFAULTS.animation;
  if (!STORY.includes(out.story)) out.story = DEFAULTS.story;
  // people who asked their system for less motion get the fast setting by default
  if (!('animation' in saved) && window.matchMedia &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches) out.animation = 'fast';
  return out;
}

export function saveSettings(settings) {
  store(KEY, JSON.stringify(settings));
}

/** Milliseconds between two animation steps (0: no animation). */
export function stepDelay(settings) {
  return DELAYS[settings.animation] ?? DELAYS.normal;
}
