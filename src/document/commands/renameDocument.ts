import { HOSTILE_KEYS } from '../../validation/limits';
import { escapeToken } from '../../shared/jsonPointer';
import { isId } from '../../shared/ids';
import { setAt, type Change } from '../changes';
import { isPlainRecord } from '../docPatch';
import type { FileChanges } from '../history';
import { referencesTo, type Reference } from './references';

/** A document as a rename reads it: its file, kind, contents, and whether its text is ahead of them. */
interface Doc {
  readonly file: string;
  readonly kind?: string;
  readonly doc?: Record<string, unknown>;
  /** The text is not the accepted version (it does not parse, or its schema refuses it). */
  readonly draft?: boolean;
}

/** A rename worked out: the file the document will be in, the step's changes file by file, and who named it. */
export interface RenamePlan {
  readonly id: string;
  /** The document's file after the rename (the same file when its name does not follow its id). */
  readonly file: string;
  /** In order: the document made under its new file, each document that names it, the old file taken away. */
  readonly parts: readonly FileChanges[];
  /** The documents whose references change (the dialog lists them). */
  readonly references: readonly Reference[];
}

/**
 * What renaming a document takes: its new id, its file renamed with it when the file is named after
 * the id ("ardennes44-6turn.scenario.json" becomes "<new>.scenario.json", in the same folder), and
 * every reference to it in the other documents rewritten (a ruleset's maps, orders of battle and
 * scenarios; a scenario's maps and order of battle; a map joined to it; a variant's base, the
 * documents its changes patch and the ids its changes write; a playtest's scenario). Refused, with
 * why, for an id the schemas do not allow, one taken, or a document to change whose text is not a
 * valid document (its edit would overwrite what was typed).
 */
export function renamePlan(docs: readonly Doc[], file: string, newId: string): RenamePlan | { reason: string } {
  const d = docs.find((x) => x.file === file);
  const old = d?.doc?.id;
  if (!d || !d.kind || !d.doc || typeof old !== 'string') return { reason: `${file} is not an open document with an id` };
  const kind = d.kind;
  const id = newId.trim();
  if (id === old) return { reason: `${kind} is already called "${id}"` };
  if (!isId(id)) return { reason: `"${id}" is not an id: letters, digits and . _ - + only (no spaces), starting with a letter or digit, up to 64 characters` };
  if (HOSTILE_KEYS.has(id)) return { reason: `"${id}" is a name JavaScript objects keep for themselves; choose another` };
  const taken = docs.find((x) => x.kind === kind && x.doc?.id === id);
  if (taken) return { reason: `${taken.file} is already the ${kind} "${id}"` };
  const to = renamedFile(file, old, id);
  if (to !== file && docs.some((x) => x.file === to)) return { reason: `${to} is already a document of the project` };
  if (d.draft) return { reason: `${file}'s text is not a valid document: fix it or undo first, so nothing typed is lost` };
  const others = docs.filter((x) => x !== d && x.doc);
  const changed = others.flatMap((x) => {
    const changes = referenceChanges(x.kind, x.doc!, kind, old, id);
    return changes.length ? [{ doc: x, changes }] : [];
  });
  // A document to change whose text is ahead of its last good version: its edit would overwrite what was typed.
  const blocked = changed.find((e) => e.doc.draft);
  if (blocked) return { reason: `${blocked.doc.file} names ${old} but its text is not a valid document: fix it or undo there first, so nothing typed is lost` };
  const edits: FileChanges[] = changed.map((e) => ({ file: e.doc.file, changes: e.changes }));
  // The document itself: its id, and what it says of itself (a variant's change aimed at itself).
  const own: Change[] = [{ path: ['id'], before: old, after: id }, ...referenceChanges(d.kind, d.doc, kind, old, id)];
  // Every document the rename changes, and by what it names the document (a patch that writes the id is named by no field).
  const named = referencesTo(others, kind, old);
  const references = changed.map((e) => named.find((r) => r.file === e.doc.file) ?? { file: e.doc.file, name: String(e.doc.doc!.name ?? e.doc.file), by: 'the ids its changes write' });
  if (to === file) return { id, file, parts: [{ file, changes: own }, ...edits], references };
  const renamed = own.reduce<Record<string, unknown>>((doc, c) => setAt(doc, c.path, c.after), d.doc);
  return { id, file: to, parts: [{ file: to, changes: [{ path: [], before: undefined, after: renamed }] }, ...edits, { file, changes: [{ path: [], before: d.doc, after: undefined }] }], references };
}

/** The file a document named after its id moves to: the same folder, the new id in place of the old at the start of its name. */
export function renamedFile(file: string, oldId: string, newId: string): string {
  const slash = file.lastIndexOf('/');
  const name = file.slice(slash + 1);
  return name.startsWith(`${oldId}.`) ? `${file.slice(0, slash + 1)}${newId}${name.slice(oldId.length)}` : file;
}

/** The changes that make a document name `id` where it named the `kind` document `old` (referencesTo's fields, and a variant's patches). */
function referenceChanges(docKind: string | undefined, x: Record<string, unknown>, kind: string, old: string, id: string): Change[] {
  const out: Change[] = [];
  const field = (key: string) => x[key] === old && out.push({ path: [key], before: old, after: id });
  if (kind === 'ruleset') field('ruleset');
  if (kind === 'oob' && docKind === 'scenario') field('oob');
  if (kind === 'scenario' && docKind === 'scenario') field('variantOf');
  if (kind === 'scenario' && docKind === 'playtest') field('scenario');
  if (kind === 'map' && Array.isArray(x.maps) && x.maps.includes(old)) out.push({ path: ['maps'], before: x.maps, after: x.maps.map((m) => (m === old ? id : m)) });
  if (kind === 'map' && docKind === 'map' && isPlainRecord(x.joins) && Object.hasOwn(x.joins, old)) {
    out.push({ path: ['joins', old], before: x.joins[old], after: undefined }, { path: ['joins', id], before: undefined, after: x.joins[old] });
  }
  if (docKind === 'scenario' && isPlainRecord(x.changes)) for (const [name, c] of Object.entries(x.changes)) out.push(...changeChanges(name, c, kind, old, id));
  return out;
}

/**
 * A variant's change that names the document: as its target, or in its patches, where they write
 * the ids a scenario or map keeps (its ruleset, order of battle, maps, base) or a map's join to it.
 */
function changeChanges(name: string, c: unknown, kind: string, old: string, id: string): Change[] {
  if (!isPlainRecord(c) || !isPlainRecord(c.target)) return [];
  const out: Change[] = [];
  const at = ['changes', name];
  if (c.target.kind === kind && c.target.id === old) out.push({ path: [...at, 'target', 'id'], before: old, after: id });
  const onKind = c.target.kind;
  // Whether a patch there writes an id of the renamed kind (a change aimed at the variant itself patches a scenario too).
  const writesId = (path: string): boolean =>
    (kind === 'ruleset' && path === '/ruleset') ||
    (onKind === 'scenario' && ((kind === 'oob' && path === '/oob') || (kind === 'scenario' && path === '/variantOf') || (kind === 'map' && /^\/maps(\/(\d+|-))?$/.test(path))));
  const joined = `/joins/${escapeToken(old)}`;
  const ops = Array.isArray(c.ops) ? c.ops : [];
  ops.forEach((op, i) => {
    if (!isPlainRecord(op)) return;
    const opAt = [...at, 'ops', String(i)];
    if (typeof op.path === 'string' && writesId(op.path) && 'value' in op) {
      const v = op.value;
      const next = v === old ? id : Array.isArray(v) && v.includes(old) ? v.map((m) => (m === old ? id : m)) : v;
      if (next !== v) out.push({ path: [...opAt, 'value'], before: v, after: next });
    }
    if (kind !== 'map' || onKind !== 'map') return;
    for (const key of ['path', 'from'] as const) {
      const p = op[key];
      if (typeof p === 'string' && (p === joined || p.startsWith(`${joined}/`))) out.push({ path: [...opAt, key], before: p, after: `/joins/${escapeToken(id)}${p.slice(joined.length)}` });
    }
  });
  return out;
}
