// JSON Patch (RFC 6902) as the server sends it in `delta` frames: the operations add,
// remove and replace with RFC 6901 pointers (docs/server.md). applyPatch returns a new
// document and leaves the one it was given alone; an operation that does not fit throws
// a PatchError (the play page then asks the server for the whole state).

export class PatchError extends Error {}

function parsePointer(path) {
  if (path === '') return [];
  if (typeof path !== 'string' || path[0] !== '/') throw new PatchError(`bad pointer ${path}`);
  return path.slice(1).split('/').map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function arrayIndex(array, token, adding) {
  if (token === '-' && adding) return array.length;
  if (!/^(0|[1-9][0-9]*)$/.test(token)) throw new PatchError(`not an array index: ${token}`);
  const i = Number(token);
  if (i > array.length || (i === array.length && !adding)) {
    throw new PatchError(`array index ${i} out of range`);
  }
  return i;
}

const own = (obj, key) => Object.prototype.hasOwnProperty.call(obj, key);

function isObject(v) { return v !== null && typeof v === 'object' && !Array.isArray(v); }

/** `doc` changed by `patch`, as a new document. */
export function applyPatch(doc, patch) {
  if (!Array.isArray(patch)) throw new PatchError('a patch is a list of operations');
  let root = structuredClone(doc);
  for (const op of patch) {
    if (!op || typeof op.path !== 'string') throw new PatchError('not a patch operation');
    if (!['add', 'remove', 'replace'].includes(op.op)) {
      throw new PatchError(`unsupported operation ${op.op}`);
    }
    if (op.op !== 'remove' && !own(op, 'value')) throw new PatchError(`${op.op} needs a value`);
    const parts = parsePointer(op.path);
    const value = op.value; // the frame was parsed for this patch alone: no copy needed
    if (!parts.length) {
      if (op.op === 'remove') throw new PatchError('cannot remove the whole document');
      root = value;
      continue;
    }
    let parent = root;
    for (const token of parts.slice(0, -1)) {
      if (Array.isArray(parent)) parent = parent[arrayIndex(parent, token, false)];
      else if (isObject(parent) && own(parent, token)) parent = parent[token];
      else throw new PatchError(`no place ${op.path}`);
    }
    const last = parts[parts.length - 1];
    if (Array.isArray(parent)) {
      const i = arrayIndex(parent, last, op.op === 'add');
      if (op.op === 'add') parent.splice(i, 0, value);
      else if (op.op === 'remove') parent.splice(i, 1);
      else parent[i] = value;
    } else if (isObject(parent)) {
      if (op.op !== 'add' && !own(parent, last)) throw new PatchError(`no member ${op.path}`);
      if (op.op === 'remove') delete parent[last];
      // defined, not assigned: a member named __proto__ is a member like any other
      else Object.defineProperty(parent, last, {value, writable: true, enumerable: true, configurable: true});
    } else {
      throw new PatchError(`${op.path} goes through a plain value`);
    }
  }
  return root;
}
