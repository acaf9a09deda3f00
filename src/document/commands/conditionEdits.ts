import type { Condition, Ruleset } from '../../generated/documents';
import { HOSTILE_KEYS } from '../../validation/limits';

/**
 * A condition on facts edited as a tree: a comparison of a fact, all or any of conditions, or not
 * one. Pure: each edit gives a new condition (the old one untouched) or says why it cannot be made,
 * and the editor commits the whole condition as one named, undoable edit.
 */

/** Where a node is inside a condition: 'all'/'any' and an index, or 'not', from its root. */
export type NodePath = readonly (string | number)[];

/** A fact a condition may read there, with its type and what it means (the ruleset's `facts`). */
export interface FactChoice {
  readonly id: string;
  readonly type: 'boolean' | 'number' | 'string';
  readonly description: string;
}

type Refused = { error: string };

/** The facts of a ruleset among `ids` (those the engine computes where the condition stands), in that order. */
export function factChoices(r: Ruleset | undefined, ids: readonly string[]): FactChoice[] {
  return ids.map((id) => {
    const def = r?.facts?.[id];
    return { id, type: def?.type ?? 'number', description: def?.description ?? '' };
  });
}

/** The comparisons a fact of a type takes, and what a new one starts as. */
export const OPS: Readonly<Record<FactChoice['type'], readonly NonNullable<Condition['op']>[]>> = {
  boolean: [],
  number: ['ge', 'le', 'gt', 'lt', 'eq', 'ne'],
  string: ['eq', 'ne', 'in', 'notIn'],
};

/** A new test of a fact: it holds (true/false facts), at least 0 (numbers), or equals a first value (strings). */
export function leaf(fact: FactChoice): Condition {
  if (fact.type === 'boolean') return { fact: fact.id };
  if (fact.type === 'number') return { fact: fact.id, op: 'ge', value: 0 };
  return { fact: fact.id, op: 'eq', value: '' };
}

/** The node at a path, or undefined when the path leads nowhere. */
export function nodeAt(c: Condition | undefined, path: NodePath): Condition | undefined {
  let node: unknown = c;
  for (const key of path) node = typeof key === 'string' && HOSTILE_KEYS.has(key) ? undefined : (node as Record<string | number, unknown> | undefined)?.[key];
  return node as Condition | undefined;
}

/** The condition with the node at `path` replaced (the root with an empty path). */
function replaceAt(c: Condition, path: NodePath, node: Condition): Condition {
  if (!path.length) return node;
  const [key, ...rest] = path;
  if (key === 'not') return { not: replaceAt(c.not!, rest, node) };
  const list = [...(c[key as 'all' | 'any'] ?? [])];
  const i = Number(rest[0]);
  list[i] = replaceAt(list[i]!, rest.slice(1), node);
  return { [key as string]: list } as Condition;
}

/**
 * The condition with the node at `path` taken out: from its group (a group left empty goes too),
 * or, under a "not", the "not" with it. Undefined when nothing is left.
 */
export function removeAt(c: Condition, path: NodePath): Condition | undefined {
  if (!path.length) return undefined;
  const last = path[path.length - 1];
  const parentPath = typeof last === 'number' ? path.slice(0, -2) : path.slice(0, -1);
  const parent = nodeAt(c, parentPath)!;
  if (last === 'not') return removeAt(c, parentPath);
  const key = path[path.length - 2] as 'all' | 'any';
  const list = (parent[key] ?? []).filter((_, i) => i !== last);
  return list.length ? replaceAt(c, parentPath, { [key]: list } as Condition) : removeAt(c, parentPath);
}

/** A node added to the group at `path`; a test (not a group) there becomes all of it and the new node. */
export function addTo(c: Condition, path: NodePath, node: Condition, op: 'all' | 'any' = 'all'): Condition | Refused {
  const at = nodeAt(c, path)!;
  const key = at.all ? 'all' : at.any ? 'any' : undefined;
  if (!key) return replaceAt(c, path, { [op]: [at, node] } as Condition);
  if (at[key]!.length >= 50) return { error: 'a group holds at most 50 conditions' };
  return replaceAt(c, path, { [key]: [...at[key]!, node] } as Condition);
}

/** The node at `path` negated ("not"), or its "not" taken off. */
export function toggleNot(c: Condition, path: NodePath): Condition {
  const at = nodeAt(c, path)!;
  return replaceAt(c, path, at.not ?? { not: at });
}

/** A group's "all of" made "any of", or back. */
export function setGroupOp(c: Condition, path: NodePath, op: 'all' | 'any'): Condition {
  const at = nodeAt(c, path)!;
  return replaceAt(c, path, { [op]: at.all ?? at.any ?? [at] } as Condition);
}

/**
 * A test at `path` as the editor's fields give it: the fact, and for a number or a string its
 * comparison and what it is compared with (a value typed, or another fact's id in `compareTo`).
 * Refused, with the reason, for what the fact's type does not take.
 */
export function setTest(c: Condition, path: NodePath, facts: readonly FactChoice[], test: { fact: string; op?: string; value?: string; compareTo?: string; holds?: boolean }): Condition | Refused {
  const fact = facts.find((f) => f.id === test.fact);
  if (!fact) return { error: `"${test.fact}" is not a fact computed here (${facts.map((f) => f.id).join(', ') || 'none is'})` };
  if (fact.type === 'boolean') return replaceAt(c, path, test.holds === false ? { fact: fact.id, op: 'eq', value: false } : { fact: fact.id });
  const op = (OPS[fact.type].includes(test.op as never) ? test.op : OPS[fact.type][0]) as NonNullable<Condition['op']>;
  if (test.compareTo !== undefined) {
    const other = facts.find((f) => f.id === test.compareTo);
    if (!other || other.type !== fact.type) return { error: `${fact.id} is compared with a fact of its type (${fact.type})` };
    if (op === 'in' || op === 'notIn') return { error: `"${op === 'in' ? 'in' : 'not in'}" compares with a list of values, not a fact` };
    return replaceAt(c, path, { fact: fact.id, op, compareTo: other.id });
  }
  const text = (test.value ?? '').trim();
  if (fact.type === 'number') {
    const n = Number(text);
    if (text === '' || !Number.isFinite(n)) return { error: `${fact.id} is a number: compare it with a number` };
    return replaceAt(c, path, { fact: fact.id, op, value: n });
  }
  if (op === 'in' || op === 'notIn') {
    const list = text.split(',').map((s) => s.trim()).filter(Boolean);
    if (!list.length) return { error: `${fact.id} ${op === 'in' ? 'in' : 'not in'}: list the values, separated by commas` };
    return replaceAt(c, path, { fact: fact.id, op, value: list });
  }
  return replaceAt(c, path, { fact: fact.id, op, value: text });
}

/** The test at `path` made of another fact: its comparison kept when the fact is of the same type, else a new test of it. */
export function setFact(c: Condition, path: NodePath, facts: readonly FactChoice[], id: string): Condition | Refused {
  const fact = facts.find((f) => f.id === id);
  if (!fact) return { error: `"${id}" is not a fact computed here (${facts.map((f) => f.id).join(', ') || 'none is'})` };
  const old = nodeAt(c, path);
  // A fact not computed here (typed in the JSON) is judged by the test's own shape: "= green" stays for another string fact.
  const was = facts.find((f) => f.id === old?.fact)?.type ?? (old && old.compareTo === undefined ? shapeType(old) : undefined);
  if (!old || was !== fact.type || old.compareTo === id) return replaceAt(c, path, leaf(fact));
  return replaceAt(c, path, { ...old, fact: id });
}

/** The type of fact a test's comparison fits: none, true/false; a number, number; text or a list of text, string. */
function shapeType(t: Condition): FactChoice['type'] | undefined {
  if (!t.op) return t.value === undefined ? 'boolean' : undefined;
  const v = Array.isArray(t.value) ? t.value[0] : t.value;
  return typeof v === 'number' ? 'number' : typeof v === 'string' ? 'string' : undefined;
}

/** A comparison's operator as a designer reads it. */
export const OP_WORDS: Readonly<Record<NonNullable<Condition['op']>, string>> = { eq: '=', ne: '≠', lt: '<', le: '≤', gt: '>', ge: '≥', in: 'in', notIn: 'not in' };

/** A condition on facts in words: "vp.german ≥ 16", "towns.german = 1 and towns.contested = 1". */
export function whenInWords(w: Condition | undefined): string {
  if (!w) return 'always';
  if (w.all) return w.all.map((x) => (x.all || x.any ? `(${whenInWords(x)})` : whenInWords(x))).join(' and ');
  if (w.any) return w.any.map((x) => (x.all || x.any ? `(${whenInWords(x)})` : whenInWords(x))).join(' or ');
  if (w.not) return `not (${whenInWords(w.not)})`;
  if (!w.fact) return 'always';
  if (!w.op) return w.fact;
  const right = w.compareTo ?? (Array.isArray(w.value) ? w.value.join(', ') : String(w.value));
  return `${w.fact} ${OP_WORDS[w.op]} ${right}`;
}

