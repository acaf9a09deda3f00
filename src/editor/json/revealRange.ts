import type { DocumentText } from '../../validation';
import type { Reveal } from '../studio';

/**
 * The text range a reveal asks for: its own offsets, or the value its pointer names (whole, to
 * select it), or a caret where a key's record would go. Undefined when it names nothing in `text`.
 */
export function revealRange(text: DocumentText, r: Reveal): { offset: number; length: number } | undefined {
  if (r.caretKey !== undefined && r.pointer !== undefined) {
    const offset = text.insertionPoint(r.pointer, r.caretKey);
    return offset === undefined ? undefined : { offset, length: 0 };
  }
  if (r.offset !== undefined) return { offset: r.offset, length: Math.max(1, r.length ?? 1) };
  if (r.pointer === undefined) return undefined;
  const { offset, length } = text.range(r.pointer, false, true);
  return { offset, length: Math.max(1, length) };
}
