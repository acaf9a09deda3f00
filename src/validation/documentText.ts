import { parseTree, type Node } from 'jsonc-parser';
import { isArrayIndex, parsePointer } from '../shared/jsonPointer';
import type { Finding, Problem } from './problem';
import { encodingProblems, type TextProblem } from './parseJson';
import { scanPointer } from './pointerScan';
import { textChange, type TextChange } from './textChange';
import { LineIndex } from './textLocation';

/** Texts longer than this place their first problems by scanning; past this many, by the parse tree. */
const SCAN_ABOVE = 64 * 1024;
const SCANS = 16;

/**
 * A document's text with a lazily built line index and syntax tree, used only to place problems:
 * valid documents never pay for the tree.
 */
export class DocumentText {
  private lines?: LineIndex;
  private tree?: Node | null;
  /** Pointers found by scanning so far: past SCANS, the tree (built once) places the rest. */
  private scans = 0;

  /** The version of the text this one replaced, while problems placed in it may be moved here (`moved`). */
  private previous?: DocumentText;
  /** How this text differs from the previous, found on first use; null when problems cannot be moved. */
  private change?: TextChange | null;

  constructor(
    readonly file: string,
    readonly text: string,
    previous?: DocumentText,
    /** How this text differs from `previous`'s, when the caller knows (a splice sent with it). */
    change?: TextChange | null,
  ) {
    if (!previous) return;
    this.previous = previous;
    previous.previous = undefined; // one version back is enough, and no chain of texts is kept
    if (change !== undefined) this.change = change;
  }

  /**
   * A problem placed in the previous version of this text, where it lies in this one: the same
   * place when before the lines that changed, moved by them when after; undefined when it lies in
   * them, or when the change may have moved values under other keys (it must be placed again).
   */
  moved(from: DocumentText, p: Problem, atKey = false): Problem | undefined {
    if (from !== this.previous) return undefined;
    const moved = this.moveSpot(p);
    if (moved) this.spots[atKey ? 1 : 0].set(p.pointer, moved); // a problem is a spot too
    return moved;
  }

  /** How this text differs from the previous one, when problems can be moved by it. */
  private changed(): TextChange | null {
    if (this.change === undefined) this.change = (this.previous && textChange(this.previous.text, this.text)) ?? null;
    return this.change;
  }

  /**
   * Where a spot (or a problem) of the previous text lies in this one, when that is sure: itself
   * when before the change, or after one that kept its length and lines; a copy moved by the
   * change when after it.
   */
  private moveSpot<S extends Spot>(s: S): S | undefined {
    const c = this.changed();
    if (!c) return undefined;
    if (s.offset + s.length <= c.start || (s.offset >= c.oldEnd && c.newEnd === c.oldEnd && !c.lineDelta)) return s;
    if (s.offset >= c.oldEnd) return { ...s, offset: s.offset + c.newEnd - c.oldEnd, line: s.line + c.lineDelta };
    return undefined;
  }

  /**
   * The places found for pointers in this text, of values and of keys: a new version of the text
   * moves them rather than finding them again (after a one-unit edit, the unit's problems are new
   * findings at the same pointers; finding each by a scan of a 5 MB text took milliseconds).
   */
  private readonly spots = [new Map<string, Spot>(), new Map<string, Spot>()] as const;

  /**
   * Offset and length of the value (or key) a pointer names, falling back to its deepest existing
   * parent. Objects and arrays are one character (their opening bracket, where a marker belongs)
   * unless `whole` asks for the full value (to select it).
   */
  range(ptr: string, atKey = false, whole = false): { offset: number; length: number } {
    const tokens = parsePointer(ptr);
    // A long text placing a few problems finds each by a scan that stops there (after a one-hex
    // edit of a megabyte map, its few warnings were a whole parse tree of the new text each time).
    if (this.tree === undefined && !whole && this.text.length > SCAN_ABOVE && this.scans < SCANS) {
      this.scans++;
      const spot = scanPointer(this.text, tokens);
      if (spot) return atKey && spot.key ? spot.key : { offset: spot.offset, length: spot.length };
    }
    if (this.tree === undefined) this.tree = parseTree(this.text, [], { disallowComments: true }) ?? null;
    if (!this.tree) return { offset: 0, length: 0 };
    let node: Node = this.tree;
    let key: Node | undefined;
    let depth = 0;
    for (const token of tokens) {
      const next = child(node, token);
      if (!next) break;
      node = next.value;
      key = next.key;
      depth++;
    }
    const complete = depth === tokens.length;
    // A missing child, or a key asked for, points at the property name so the cursor lands on it.
    if (key && (atKey || !complete)) return { offset: key.offset, length: key.length };
    return { offset: node.offset, length: !whole && (node.type === 'object' || node.type === 'array') ? 1 : node.length };
  }

  /**
   * Where a new key would go in the object a pointer names: before the first key that sorts after
   * it (numbers in keys compared as numbers, so hex 1006 goes between 1005 and 1007), else after the
   * last property, else just inside the braces. A caret there lets a designer type the new record
   * without selecting (and so replacing) the records around it. Undefined when the pointer names no object.
   */
  insertionPoint(ptr: string, key: string): number | undefined {
    if (this.tree === undefined) this.tree = parseTree(this.text, [], { disallowComments: true }) ?? null;
    let node: Node | undefined = this.tree ?? undefined;
    for (const token of parsePointer(ptr)) node = node && child(node, token)?.value;
    if (node?.type !== 'object') return undefined;
    const props = node.children ?? [];
    const after = props.find((p) => typeof p.children?.[0]?.value === 'string' && keyOrder().compare(p.children[0].value as string, key) > 0);
    if (after) return after.offset;
    const last = props.at(-1);
    return last ? last.offset + last.length : node.offset + 1;
  }

  /** 1-based line and column of an offset. */
  locate(offset: number): { line: number; column: number } {
    this.lines ??= new LineIndex(this.text);
    return this.lines.locate(offset);
  }

  /** Places a finding in the text. */
  problem(f: Finding): Problem {
    const spots = this.spots[f.atKey ? 1 : 0];
    let spot = spots.get(f.pointer);
    if (!spot) {
      const before = this.previous?.spots[f.atKey ? 1 : 0].get(f.pointer);
      spot = before && this.moveSpot(before);
      if (!spot) {
        const { offset, length } = this.range(f.pointer, f.atKey);
        spot = { offset, length, ...this.locate(offset) };
      }
      spots.set(f.pointer, spot);
    }
    const { offset, length, line, column } = spot;
    return { file: this.file, pointer: f.pointer, line, column, offset, length, severity: f.severity, message: f.message, code: f.code, ...(f.rule ? { rule: f.rule } : {}) };
  }

  /**
   * The text's encoding problems (a byte-order mark, bytes that were not UTF-8, half a surrogate
   * pair), found once. A new version of a text that had none is searched only in the lines that
   * changed: the rest is the same text.
   */
  encodingProblems(): readonly Problem[] {
    if (this.encoding) return this.encoding;
    const c = this.previous?.encoding?.length === 0 ? this.changed() : null;
    const found = c ? encodingProblems(this.text.slice(c.start, c.newEnd)) : undefined;
    // Found in the changed lines: searched again in the whole text, for their offsets there.
    this.encoding = (found?.length === 0 ? [] : encodingProblems(this.text)).map((e) => this.textProblem(e.problem, e.severity));
    return this.encoding;
  }

  private encoding?: readonly Problem[];

  /** Places a parse problem (already an offset) in the text. */
  textProblem(p: TextProblem, severity: Problem['severity'] = 'error'): Problem {
    const { line, column } = this.locate(p.offset);
    return { file: this.file, pointer: '', line, column, offset: p.offset, length: p.length, severity, message: p.message, code: p.code };
  }
}

/** A place in a text: offset and length, and the line and column of the offset. */
interface Spot {
  readonly offset: number;
  readonly length: number;
  readonly line: number;
  readonly column: number;
}

/** Keys in natural order, made on first use: making a collator loads ICU's collation data, 16-47 ms of the studio's start-up when done as this module loaded. */
let order: Intl.Collator | undefined;
const keyOrder = (): Intl.Collator => (order ??= new Intl.Collator('en', { numeric: true }));

/** Each object node's properties by key, made on first lookup: locating thousands of problems in a
 * 5,000-unit document must not scan its 5,000 properties each time. The first of a repeated key wins. */
const propsByKey = new WeakMap<Node, Map<string, { value: Node; key: Node }>>();

/** The child of an object (by key) or array (by index) with the key node of an object property. */
function child(node: Node, token: string): { value: Node; key?: Node } | undefined {
  if (node.type === 'object') {
    let index = propsByKey.get(node);
    if (!index) {
      index = new Map();
      for (const prop of node.children ?? []) {
        const [k, v] = prop.children ?? [];
        if (k && v && typeof k.value === 'string' && !index.has(k.value)) index.set(k.value, { value: v, key: k });
      }
      propsByKey.set(node, index);
    }
    return index.get(token);
  }
  if (node.type === 'array' && isArrayIndex(token)) {
    const v = node.children?.[Number(token)];
    return v ? { value: v } : undefined;
  }
  return undefined;
}
