import { isPlainRecord } from './docPatch';
import { canonicalText } from './textEdit';

/** Above this many members changed, the text is made whole (each member is found by a search of the text). */
const MOST_MEMBERS = 64;

/**
 * The canonical text (canonicalText) of `to`, made from `from`'s canonical text `before` by
 * splicing the members that changed, where `to` was made from `from` by changing only the values at
 * `paths`, each inside a member of a top-level record (a map's `hexes`, an order of battle's
 * `units`). A brush stroke changes a few of a 15,000-hex map's members; making its whole text again
 * took 10-14 ms after every stroke. Undefined where this does not apply (a top-level member
 * replaced, too many members, a value JSON writes otherwise than as it is): the caller makes the
 * text whole.
 *
 * A member is changed in place, removed, or added where JavaScript puts a new key: among the keys
 * that are array indices by their number, else after every other. `added` lists, by record, the
 * other keys added since `from` in the order they were last added: one removed and added again
 * since has moved to the end.
 *
 * How a member is found: in canonical text (2-space JSON) a line's indentation is its depth and a
 * string never holds a raw newline, so a top-level member starts at its key after a newline and two
 * spaces, its record ends at the first line of two spaces after that, and within it a member starts
 * at its key after a newline and four spaces and ends where the next such member begins.
 */
export function patchedCanonicalText(before: string, from: Record<string, unknown>, to: Record<string, unknown>, paths: readonly (readonly string[])[], added: ReadonlyMap<string, readonly string[]> = new Map()): string | undefined {
  const byRecord = new Map<string, Set<string>>();
  let count = 0;
  for (const p of paths) {
    if (p.length < 2) return undefined;
    let members = byRecord.get(p[0]!);
    if (!members) byRecord.set(p[0]!, (members = new Set()));
    if (!members.has(p[1]!)) count++;
    members.add(p[1]!);
  }
  if (!byRecord.size || count > MOST_MEMBERS) return undefined;
  // The same top-level members, in the same order, and those not named the very same values.
  const top = Object.keys(to);
  const was = Object.keys(from);
  if (top.length !== was.length || top.some((k, i) => k !== was[i])) return undefined;
  for (const k of top) if (!byRecord.has(k) && to[k] !== from[k]) return undefined;
  let text = before;
  for (const [key, members] of byRecord) {
    const next = patchRecord(text, key, from[key], to[key], members, added.get(key) ?? []);
    if (next === undefined) return undefined;
    text = next;
  }
  return text;
}

/** What becomes of a record's member: its new text in place, taken out, or put in before a member's region (or at the end). */
type Op = { kind: 'replace' | 'remove'; at: number; end: number; key: string } | { kind: 'insert'; at: number; end: number; key: string; order: number };

function patchRecord(text: string, key: string, a: unknown, b: unknown, members: ReadonlySet<string>, added: readonly string[]): string | undefined {
  if (!isPlainRecord(a) || !isPlainRecord(b)) return undefined;
  const head = `\n  ${JSON.stringify(key)}: {`;
  const open = text.indexOf(head);
  if (open < 0) return undefined;
  const bodyStart = open + head.length;
  const empty = text[bodyStart] === '}';
  const bodyEnd = empty ? bodyStart : text.indexOf('\n  }', bodyStart);
  if (bodyEnd < 0) return undefined;
  const ops: Op[] = [];
  /** Where member m's region starts (its leading comma, when it has one) and ends; undefined when it is not in the text. */
  const region = (m: string): { at: number; end: number } | undefined => {
    if (empty) return undefined;
    const lead = text.indexOf(`\n    ${JSON.stringify(m)}: `, bodyStart);
    if (lead < 0 || lead > bodyEnd) return undefined;
    const next = text.indexOf(',\n    "', lead + 6);
    return { at: text[lead - 1] === ',' ? lead - 1 : lead, end: next >= 0 && next < bodyEnd ? next : bodyEnd };
  };
  for (const m of members) {
    const inA = Object.hasOwn(a, m);
    const inB = Object.hasOwn(b, m);
    // A member whose value is undefined holds its key's place unwritten: not followed here.
    if ((inA && a[m] === undefined) || (inB && b[m] === undefined) || (inB && !plainJson(b[m]))) return undefined;
    const index = isIndex(m);
    const moved = !index && inA && inB && added.includes(m);
    if (inA) {
      const r = region(m);
      if (!r) return undefined;
      ops.push({ kind: inB && !moved ? 'replace' : 'remove', ...r, key: m });
    }
    if (inB && (!inA || moved)) {
      if (index) ops.push({ kind: 'insert', at: empty ? bodyStart : indexPlace(text, bodyStart, bodyEnd, Number(m)), end: 0, key: m, order: Number(m) });
      else {
        const order = added.indexOf(m);
        if (order < 0) return undefined; // new, but not said to be: its place is unknown
        ops.push({ kind: 'insert', at: bodyEnd, end: 0, key: m, order: 2 ** 32 + order });
      }
    }
  }
  // In text order; at one place, what is put in before the member there, in key order.
  ops.sort((x, y) => x.at - y.at || (x.kind === 'insert' ? 0 : 1) - (y.kind === 'insert' ? 0 : 1) || (x.kind === 'insert' && y.kind === 'insert' ? x.order - y.order : 0));
  let out = text.slice(0, bodyStart);
  let pos = bodyStart;
  let written = false;
  /** Text kept as it was: whole members, each after its comma (the first written has none). */
  const keep = (to: number) => {
    let chunk = text.slice(pos, to);
    pos = Math.max(pos, to);
    if (!chunk) return;
    if (!written && chunk.startsWith(',')) chunk = chunk.slice(1);
    else if (written && !chunk.startsWith(',')) chunk = `,${chunk}`; // the record's first member, now after others
    out += chunk;
    written = true;
  };
  const write = (m: string) => {
    out += `${written ? ',' : ''}\n    ${JSON.stringify(m)}: ${JSON.stringify(b[m], null, 2).replaceAll('\n', '\n    ')}`;
    written = true;
  };
  for (const op of ops) {
    keep(op.at);
    if (op.kind === 'insert') {
      write(op.key);
      continue;
    }
    if (op.kind === 'replace') write(op.key);
    pos = op.end;
  }
  keep(bodyEnd);
  if (!written) return `${out}}${text.slice(empty ? bodyStart + 1 : bodyEnd + 4)}`;
  return `${out}\n  }${text.slice(empty ? bodyStart + 1 : bodyEnd + 4)}`;
}

/** Where a new array-index key goes: before the region of the first member that is not an index below it (index keys come first, by number). */
function indexPlace(text: string, bodyStart: number, bodyEnd: number, n: number): number {
  // A binary search over the members' starts: every member starting before `lo` goes before the
  // new key; `hi` is the start of one that goes after it (or the record's end).
  let lo = bodyStart;
  let hi = bodyEnd;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    let lead = text.indexOf('\n    "', mid);
    // No member starts between the middle and `hi` (one member spans it): the first after `lo` then.
    if (lead < 0 || lead >= hi) lead = text.indexOf('\n    "', lo);
    if (lead < 0 || lead >= hi) break;
    const k = keyAt(text, lead + 5);
    if (!isIndex(k) || Number(k) > n) hi = lead;
    else lo = lead + 1;
  }
  return hi < bodyEnd && text[hi - 1] === ',' ? hi - 1 : hi;
}

/** The key written as a JSON string starting at `at`. */
function keyAt(text: string, at: number): string {
  let i = at + 1;
  while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
  return JSON.parse(text.slice(at, i + 1)) as string;
}

/** A key JavaScript orders by number, before the others: a canonical array index. */
export const isIndex = (k: string): boolean => /^(0|[1-9]\d{0,9})$/.test(k) && Number(k) < 2 ** 32 - 1;

/** Plain JSON data all the way down (no toJSON, no class, no undefined in an array, finite numbers), which JSON.stringify writes as it is. */
function plainJson(v: unknown): boolean {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (typeof v !== 'object') return false;
  if (Array.isArray(v)) return v.every((x) => x !== undefined && plainJson(x));
  const proto = Object.getPrototypeOf(v) as unknown;
  if ((proto !== Object.prototype && proto !== null) || typeof (v as { toJSON?: unknown }).toJSON === 'function') return false;
  return Object.values(v).every((x) => x === undefined || plainJson(x));
}

/** Whether a text is the canonical text of a document (a file as loaded may be written otherwise). */
export const isCanonical = (text: string, doc: unknown): boolean => text === canonicalText(doc);
