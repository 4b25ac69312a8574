// A game's config form, built from the config schema the server sends with the game
// listing (`config_schema`: eerie.core.config). Nothing here knows a game or repeats its
// limits: ranges, choices and conditions come from the schema, and values the game
// derives (such as the investigators offered for a number of people) come from the
// server's normalised config (`POST /api/games/{id}/config`).

import {h} from './dom.js';

/** True if a schema condition ({field, in, min}) holds in `config`. */
export function holds(when, config) {
  if (!when) return true;
  const value = config[when.field];
  if (when.in && !when.in.some((v) => v === value)) return false;
  return when.min === undefined || (typeof value === 'number' && value >= when.min);
}

function bound(b, config) {
  if (b === undefined || b === null) return null;
  return typeof b === 'object' ? Number(config[b.field]) + (b.offset || 0) : b;
}

/** The choices a field offers in `config`. */
export function allowed(field, config) {
  return (field.choices || []).filter((c) => holds(c.when, config));
}

/** The values the form starts with: the default config, plus the lowest value of each
 * shown whole-number field that has no default (so the form shows what it sends). */
export function startValues(schema, defaults) {
  const values = {...defaults};
  for (const f of schema) {
    if (f.kind === 'int' && !f.advanced && values[f.name] === undefined
        && typeof f.minimum === 'number') values[f.name] = f.minimum;
  }
  return values;
}

/** After `name` changed: forget the values of the fields that depend on it (and on
 * those), and of fields whose condition no longer holds, so the game fills them again. */
export function resetDependents(schema, values, name) {
  const changed = new Set([name]);
  for (const f of schema) {
    if ((f.depends || []).some((d) => changed.has(d)) || !holds(f.when, values)) {
      delete values[f.name];
      changed.add(f.name);
    }
  }
}

function choiceSelect(id, choices, value, cat, aria) {
  const sel = h('select', {id, name: id, ...(aria ? {'aria-label': aria} : {})});
  for (const c of choices) sel.appendChild(h('option', {value: String(c.value)}, cat.tr(c.label)));
  sel.value = String(value);
  return sel;
}

function typed(choices, text) {
  const found = choices.find((c) => String(c.value) === text);
  return found ? found.value : text;
}

/**
 * Fill `box` with one control per field of `schema` shown in `config` (the normalised
 * config; `values` what the form holds). A field is left out when it is advanced, when
 * its condition does not hold, or when it offers a single choice. `change(name, value)`
 * is called when a control changes.
 */
export function renderFields(box, schema, values, config, cat, change) {
  for (const f of schema) {
    if (f.advanced || !holds(f.when, config)) continue;
    const label = cat.tr(f.label);
    const current = values[f.name] !== undefined ? values[f.name] : config[f.name];
    const id = `cfg-${f.name}`;
    const title = f.help ? {title: cat.tr(f.help)} : {};
    if (f.kind === 'choice') {
      const choices = allowed(f, config);
      if (choices.length <= 1) continue;
      const sel = choiceSelect(id, choices, current, cat);
      sel.addEventListener('change', () => change(f.name, typed(choices, sel.value)));
      box.appendChild(h('label', {...title}, h('span', {}, label), ' ', sel));
    } else if (f.kind === 'int') {
      const lo = bound(f.minimum, config);
      const hi = bound(f.maximum, config);
      let input;
      if (lo !== null && hi !== null && hi - lo <= 30) {
        const choices = [];
        for (let n = lo; n <= hi; n += 1) choices.push({value: n, label: {key: '=', params: {en: String(n)}}});
        input = choiceSelect(id, choices, current, cat);
      } else {
        input = h('input', {type: 'number', id, name: f.name, step: '1',
                            ...(lo !== null ? {min: String(lo)} : {}),
                            ...(hi !== null ? {max: String(hi)} : {})});
        input.value = current === undefined ? '' : String(current);
      }
      input.addEventListener('change', () => change(f.name, Number(input.value)));
      box.appendChild(h('label', {...title}, h('span', {}, label), ' ', input));
    } else if (f.kind === 'bool') {
      const input = h('input', {type: 'checkbox', id, name: f.name});
      input.checked = Boolean(current);
      input.addEventListener('change', () => change(f.name, input.checked));
      box.appendChild(h('label', {class: 'check', ...title}, input, h('span', {}, label)));
    } else if (f.kind === 'string') {
      const input = h('input', {type: 'text', id, name: f.name,
                                ...(f.pattern ? {pattern: f.pattern} : {})});
      input.value = current === undefined ? '' : String(current);
      input.addEventListener('change', () => change(f.name, input.value));
      box.appendChild(h('label', {...title}, h('span', {}, label), ' ', input));
    } else if (f.kind === 'list' && f.choices && f.choices.length) {
      // one select per item of the list the game gives for this config
      const items = Array.isArray(current) ? current : [];
      const group = h('fieldset', {class: 'config-list', id, ...title}, h('legend', {}, label));
      items.forEach((item, i) => {
        const sel = choiceSelect(`${id}-${i}`, f.choices, item, cat, `${label} ${i + 1}`);
        sel.addEventListener('change', () => {
          const next = [...items];
          next[i] = typed(f.choices, sel.value);
          change(f.name, next);
        });
        group.appendChild(h('label', {}, h('span', {}, String(i + 1)), ' ', sel));
      });
      box.appendChild(group);
    }
  }
}
