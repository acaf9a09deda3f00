import { parseTree, type Node } from 'jsonc-parser';
import { isArrayIndex, parsePointer } from '../shared/jsonPointer';
import type { Finding, Problem } from './problem';
import type { TextProblem } from './parseJson';
import { scanPointer } from './pointerScan';
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

  constructor(
    readonly file: string,
    readonly text: string,
  ) {}

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
    const after = props.find((p) => typeof p.children?.[0]?.value === 'string' && order.compare(p.children[0].value as string, key) > 0);
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
    const { offset, length } = this.range(f.pointer, f.atKey);
    const { line, column } = this.locate(offset);
    return { file: this.file, pointer: f.pointer, line, column, offset, length, severity: f.severity, message: f.message, code: f.code, ...(f.rule ? { rule: f.rule } : {}) };
  }

  /** Places a parse problem (already an offset) in the text. */
  textProblem(p: TextProblem, severity: Problem['severity'] = 'error'): Problem {
    const { line, column } = this.locate(p.offset);
    return { file: this.file, pointer: '', line, column, offset: p.offset, length: p.length, severity, message: p.message, code: p.code };
  }
}

const order = new Intl.Collator('en', { numeric: true });

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
