// A very small Markdown renderer for the rules help texts: headings, paragraphs, lists
// (nested by indentation), **bold**, *italic*, `code`, tables; comment lines are skipped.
// Everything is built as DOM nodes (never innerHTML), so the text cannot inject markup.

import {h} from './dom.js';

function inline(text) {
  const out = [];
  const re = /(\*\*([^*]+)\*\*|\*([^*]+)\*|`([^`]+)`)/g;
  let last = 0;
  let m;
  while ((m = re.exec(text)) !== null) {
    if (m.index > last) out.push(text.slice(last, m.index));
    if (m[2] !== undefined) out.push(h('strong', {}, m[2]));
    else if (m[3] !== undefined) out.push(h('em', {}, m[3]));
    else out.push(h('code', {}, m[4]));
    last = re.lastIndex;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** Render Markdown text into a DocumentFragment. */
export function renderMarkdown(text) {
  const frag = document.createDocumentFragment();
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  let para = [];
  let lists = []; // stack of {indent, el}
  let lastItem = null;
  let table = null;

  const flushPara = () => {
    if (para.length) frag.appendChild(h('p', {}, inline(para.join(' '))));
    para = [];
  };
  const closeLists = () => { lists = []; lastItem = null; };
  const closeTable = () => { table = null; };

  for (const raw of lines) {
    const line = raw.replace(/\s+$/, '');
    if (/^\s*<!--.*-->$/.test(line)) continue; // a marker line (the server strips them anyway)
    if (!line.trim()) { flushPara(); closeLists(); closeTable(); continue; }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      flushPara(); closeLists(); closeTable();
      const level = Math.min(6, heading[1].length + 1);
      frag.appendChild(h(`h${level}`, {}, inline(heading[2])));
      continue;
    }
    const item = /^(\s*)([-*+]|\d+\.)\s+(.*)$/.exec(line);
    if (item) {
      flushPara(); closeTable();
      const indent = item[1].length;
      const ordered = /\d/.test(item[2]);
      while (lists.length && lists[lists.length - 1].indent > indent) lists.pop();
      let top = lists[lists.length - 1];
      if (!top || top.indent < indent) {
        const el = h(ordered ? 'ol' : 'ul');
        if (top && lastItem) lastItem.appendChild(el); else frag.appendChild(el);
        top = {indent, el};
        lists.push(top);
      }
      lastItem = h('li', {}, inline(item[3]));
      top.el.appendChild(lastItem);
      continue;
    }
    if (/^\s*\|/.test(line)) {
      flushPara(); closeLists();
      const cells = line.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
      if (cells.every((c) => /^:?-+:?$/.test(c))) continue;
      if (!table) {
        table = h('table', {}, h('tbody'));
        frag.appendChild(table);
        table.tBodies[0].appendChild(h('tr', {}, cells.map((c) => h('th', {}, inline(c)))));
      } else {
        table.tBodies[0].appendChild(h('tr', {}, cells.map((c) => h('td', {}, inline(c)))));
      }
      continue;
    }
    if (lastItem && /^\s+/.test(line)) { // continuation of a list item
      lastItem.append(' ', ...inline(line.trim()));
      continue;
    }
    closeLists(); closeTable();
    para.push(line.trim());
  }
  flushPara();
  return frag;
}
