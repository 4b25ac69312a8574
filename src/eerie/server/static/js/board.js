// The shared board frame: any game's drawing (an SVG with a viewBox) in a box that pans
// and zooms. Mouse wheel and ctrl + wheel (a touchpad's pinch) zoom around the pointer,
// a mouse drag pans, two fingers pinch (one finger scrolls natively), and with the box
// focused + and − zoom, the arrow keys pan and Home shows the whole board. The buttons
// − / Whole board / + do the same. Labels stay readable: the drawing gets the CSS
// variable --pz-scale (screen pixels per drawing unit) and data-detail ("tiny", "far" or
// "near"),
// which a game's stylesheet uses to scale labels inversely or hide small ones.
// With `fit: 'contain'` the whole board (zoom 1) fits the box both ways (its height is
// the box's max-height) and sits in its middle, so that a tall board fills the height
// and a wide one the width; by default it fills the width.
// Keyboard panning is smooth unless the system asks for reduced motion. No game here.

import {h} from './dom.js';

const DRAG_MIN = 5; // pixels a mouse moves before a press becomes a drag (no click then)
const KEY_STEP = 1.25; // zoom factor of one + or − key
const BUTTON_STEP = 1.5; // zoom factor of the + and − buttons

/** True when the system asks for reduced motion. */
export function reducedMotion() {
  return Boolean(window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches);
}

/**
 * A pan and zoom frame around `content` (an SVG whose width follows the zoom).
 *
 * `options`: `t(key)` for the texts; `min`, `max` and `start` zoom levels (1: the whole
 * drawing across the box); `near` the --pz-scale from which data-detail is "near", `far`
 * the one from which it is "far" (below: "tiny");
 * `label` the scroll box's accessible name; `fit` "width" (the whole drawing across the
 * box) or "contain" (the whole drawing inside the box's width and max-height).
 */
export class PanZoom {
  constructor(content, {t, min = 1, max = 5, start = 1, near = 1.4, far = 0.45, label = '',
                        fit = 'width'} = {}) {
    this.content = content;
    this.fit = fit;
    this.min = min;
    this.max = max;
    this.near = near;
    this.far = far;
    this.zoom = Math.max(min, Math.min(max, start));
    this.pinch = null; // a two-finger pinch going on: {gap, zoom} at its start
    this.drag = null; // a mouse press going on: {x, y, left, top, moved}
    this.panTo = null; // where the last arrow key's smooth scroll is going, and since when
    this.scroller = h('div', {class: 'pz-scroll', tabindex: '0', role: 'group',
                              'aria-label': label || t('ui.pz.label'),
                              title: t('ui.pz.keys')}, content);
    this.tools = h('div', {class: 'zoom', role: 'group', 'aria-label': t('ui.zoom')},
      h('button', {type: 'button', class: 'zoom-out', onclick: () => this.setZoom(this.zoom / BUTTON_STEP),
                   'aria-label': t('ui.zoom_out'), title: t('ui.zoom_out')}, '−'),
      h('button', {type: 'button', class: 'zoom-fit', onclick: () => this.reset()}, t('ui.zoom_fit')),
      h('button', {type: 'button', class: 'zoom-in', onclick: () => this.setZoom(this.zoom * BUTTON_STEP),
                   'aria-label': t('ui.zoom_in'), title: t('ui.zoom_in')}, '+'));
    this.element = h('div', {class: 'pz', dataset: {fit}}, this.tools, this.scroller);
    this.listen();
    this.apply();
    if (typeof ResizeObserver !== 'undefined') {
      new ResizeObserver(() => (this.fit === 'contain' ? this.apply() : this.measure())).observe(this.scroller);
    }
  }

  /** Zoom to `z` keeping the point under (clientX, clientY) in place (default: the
   * middle of the box). */
  setZoom(z, clientX = null, clientY = null) {
    const old = this.zoom;
    this.zoom = Math.max(this.min, Math.min(this.max, z));
    this.apply();
    const box = this.scroller;
    const r = box.getBoundingClientRect();
    const px = (clientX ?? r.left + r.width / 2) - r.left;
    const py = (clientY ?? r.top + r.height / 2) - r.top;
    const k = this.zoom / old;
    box.scrollLeft = (box.scrollLeft + px) * k - px;
    box.scrollTop = (box.scrollTop + py) * k - py;
  }

  /** Put another drawing in the frame (a game that draws its board anew for each
   * state), keeping the zoom and where the box is scrolled to. */
  setContent(content) {
    if (content === this.content) return;
    const {scrollLeft, scrollTop} = this.scroller;
    this.scroller.replaceChild(content, this.content);
    this.content = content;
    this.apply();
    this.scroller.scrollLeft = scrollLeft;
    this.scroller.scrollTop = scrollTop;
  }

  /** The whole board. */
  reset() {
    this.setZoom(this.min);
    this.scroller.scrollLeft = 0;
    this.scroller.scrollTop = 0;
  }

  apply() {
    const whole = this.fit === 'contain' ? this.containWidth() : null;
    this.content.style.width = whole ? `${(this.zoom * whole).toFixed(1)}px` : `${this.zoom * 100}%`;
    this.element.dataset.zoom = this.zoom.toFixed(2);
    this.measure();
  }

  /** The drawing's width in pixels at zoom 1 when it fits the box both ways (null
   * before the box is laid out). */
  containWidth() {
    const vb = this.content.viewBox && this.content.viewBox.baseVal;
    const box = this.scroller;
    const width = box.clientWidth;
    if (!vb || !vb.width || !vb.height || !width) return null;
    const most = parseFloat(getComputedStyle(box).maxHeight);
    const height = Number.isFinite(most) && most > 0 ? most - 2 : Infinity; // its border
    return Math.max(1, Math.min(width, (height * vb.width) / vb.height));
  }

  /** Screen pixels per drawing unit, for the labels' sizes. */
  measure() {
    const vb = this.content.viewBox && this.content.viewBox.baseVal;
    const width = this.content.getBoundingClientRect().width;
    if (!vb || !vb.width || !width) return;
    const scale = width / vb.width;
    this.content.style.setProperty('--pz-scale', scale.toFixed(3));
    this.content.dataset.detail = scale >= this.near ? 'near' : scale >= this.far ? 'far' : 'tiny';
  }

  /** Scroll so that `elements` (inside the drawing) are in view: all of them if they
   * fit; else, unless one is in view already, the one nearest the middle of them all. */
  show(elements) {
    const box = this.scroller;
    const r = box.getBoundingClientRect();
    if (!elements.length || !r.width || !r.height) return;
    const rects = elements.map((t) => {
      const b = t.getBoundingClientRect();
      const x = b.left - r.left + box.scrollLeft;
      const y = b.top - r.top + box.scrollTop;
      return {x, y, w: b.width, h: b.height, cx: x + b.width / 2, cy: y + b.height / 2};
    });
    const inView = (t) => t.x >= box.scrollLeft && t.y >= box.scrollTop &&
      t.x + t.w <= box.scrollLeft + box.clientWidth && t.y + t.h <= box.scrollTop + box.clientHeight;
    if (rects.every(inView)) return;
    const x0 = Math.min(...rects.map((t) => t.x));
    const y0 = Math.min(...rects.map((t) => t.y));
    const x1 = Math.max(...rects.map((t) => t.x + t.w));
    const y1 = Math.max(...rects.map((t) => t.y + t.h));
    let cx = (x0 + x1) / 2;
    let cy = (y0 + y1) / 2;
    if (x1 - x0 > box.clientWidth || y1 - y0 > box.clientHeight) {
      if (rects.some(inView)) return;
      const d = (t) => Math.hypot(t.cx - cx, t.cy - cy);
      const near = rects.reduce((a, b) => (d(a) <= d(b) ? a : b));
      cx = near.cx;
      cy = near.cy;
    }
    box.scrollLeft = cx - box.clientWidth / 2;
    box.scrollTop = cy - box.clientHeight / 2;
  }

  listen() {
    const box = this.scroller;
    box.addEventListener('wheel', (e) => {
      e.preventDefault();
      this.setZoom(this.zoom * Math.exp(-e.deltaY / 300), e.clientX, e.clientY);
    }, {passive: false});
    box.addEventListener('keydown', (e) => this.onKey(e));
    // a mouse drag pans; the click ending a drag is not a click on what lies under it
    box.addEventListener('pointerdown', (e) => {
      if (e.pointerType !== 'mouse' || e.button !== 0) return;
      this.drag = {x: e.clientX, y: e.clientY, left: box.scrollLeft, top: box.scrollTop, moved: false};
    });
    box.addEventListener('pointermove', (e) => {
      const d = this.drag;
      if (!d) return;
      const dx = e.clientX - d.x;
      const dy = e.clientY - d.y;
      if (!d.moved && Math.hypot(dx, dy) < DRAG_MIN) return;
      if (!d.moved) {
        d.moved = true;
        box.setPointerCapture(e.pointerId);
        box.classList.add('dragging');
      }
      box.scrollLeft = d.left - dx;
      box.scrollTop = d.top - dy;
    });
    const end = () => {
      box.classList.remove('dragging');
      // the click that follows (if any) comes before this timer: it sees the drag
      setTimeout(() => { this.drag = null; }, 0);
    };
    box.addEventListener('pointerup', end);
    box.addEventListener('pointercancel', end);
    box.addEventListener('click', (e) => {
      if (this.drag && this.drag.moved) {
        e.stopPropagation();
        e.preventDefault();
      }
    }, true);
    // one finger pans natively (touch-action: pan-x pan-y); two fingers pinch here
    const two = (e) => (e.touches.length === 2 ? [e.touches[0], e.touches[1]] : null);
    const gap = ([a, b]) => Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
    box.addEventListener('touchstart', (e) => {
      const t = two(e);
      this.pinch = t && gap(t) ? {gap: gap(t), zoom: this.zoom} : null;
    }, {passive: true});
    box.addEventListener('touchmove', (e) => {
      const t = two(e);
      if (!t || !this.pinch) return;
      e.preventDefault();
      this.setZoom(this.pinch.zoom * (gap(t) / this.pinch.gap),
                   (t[0].clientX + t[1].clientX) / 2, (t[0].clientY + t[1].clientY) / 2);
    }, {passive: false});
    box.addEventListener('touchend', (e) => { if (e.touches.length < 2) this.pinch = null; });
    box.addEventListener('touchcancel', () => { this.pinch = null; });
  }

  /** Keys of the focused box (not of a button or target inside it). */
  onKey(e) {
    if (e.target !== this.scroller || e.altKey || e.ctrlKey || e.metaKey) return;
    const box = this.scroller;
    const step = {ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1]}[e.key];
    if (step) {
      // steps pressed during a smooth scroll add to where it is going, not where it is
      const now = performance.now();
      const from = this.panTo && now - this.panTo.at < 400 ? this.panTo
        : {left: box.scrollLeft, top: box.scrollTop};
      const clamp = (v, most) => Math.max(0, Math.min(most, v));
      this.panTo = {at: now,
                    left: clamp(from.left + step[0] * box.clientWidth * 0.2, box.scrollWidth - box.clientWidth),
                    top: clamp(from.top + step[1] * box.clientHeight * 0.2, box.scrollHeight - box.clientHeight)};
      box.scrollTo({left: this.panTo.left, top: this.panTo.top, behavior: reducedMotion() ? 'auto' : 'smooth'});
    } else if (e.key === '+' || e.key === '=') {
      this.setZoom(this.zoom * KEY_STEP);
    } else if (e.key === '-' || e.key === '_') {
      this.setZoom(this.zoom / KEY_STEP);
    } else if (e.key === 'Home') {
      this.reset();
    } else {
      return;
    }
    e.preventDefault();
    e.stopPropagation();
  }
}
