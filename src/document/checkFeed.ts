import { textSplice } from '../validation';
import type { Change } from './changes';
import type { CheckDoc } from './checkMirror';
import { patchEvents, patchOf, type PatchEvent } from './docPatch';

/** Texts longer than this are sent to the check as a splice of the one it holds. */
const SPLICE_ABOVE = 64 * 1024;

/** Past this many changed paths since the last check, a document is sent to it whole. */
const MAX_PATCH_PATHS = 4096;

/** A record as the feed sends it. */
interface Sent {
  readonly file: string;
  readonly v: number;
  readonly doc?: Record<string, unknown>;
  readonly text?: string;
  readonly draft: boolean;
}

/**
 * What a check elsewhere (the worker's CheckMirror) holds of each file, and how the store's records
 * were made since (issue 15): a new version is then sent as what its edits changed (a patch) and
 * its text as a splice of the one held, not as megabytes to copy, parse and check again.
 */
export class CheckFeed {
  /**
   * For each file, how its record `v` was made from the one the check holds (`base`): the top-level
   * values and record entries its edits made, took away or changed, in order.
   */
  private readonly lines = new Map<string, { v: number; base: number; events: PatchEvent[] }>();
  /** The text of each file that the check holds, as last sent to it (or read there). */
  private readonly texts = new Map<string, string>();

  /** Record `v` of a file was made otherwise than by `edited`: the line from the version held breaks. */
  put(file: string, v: number): void {
    if (this.lines.get(file)?.v !== v) this.lines.delete(file);
  }

  /** Record `v` was made from record `from` by `changes`, `before` becoming `after`. */
  edited(file: string, from: number, v: number, before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined, changes: readonly Change[]): void {
    const line = this.lines.get(file);
    // A long run of edits since the last check (a macro, a paste) is sent whole: cheaper to read than to list.
    if (line?.v !== from || !after || line.events.length + changes.length > MAX_PATCH_PATHS || changes.some((c) => !c.path.length)) return void this.lines.delete(file);
    // The line's own list, carried on to the new record (the old one's line is no more).
    for (const c of changes) line.events.push(...patchEvents(before, after, c.path));
    this.lines.set(file, { v, base: line.base, events: line.events });
  }

  /** The check read this text and holds it (the store adopted its read). */
  adopted(file: string, text: string): void {
    this.texts.set(file, text);
  }

  /** Forgets what the check no longer holds. */
  keepOnly(held: ReadonlyMap<string, number>): void {
    for (const f of this.texts.keys()) if (!held.has(f)) this.texts.delete(f);
  }

  /** The check holds record `r` already (sent before, or read there): the next edits are sent as what they change. */
  holds(r: Sent): void {
    if (!r.draft && this.lines.get(r.file)?.v !== r.v) this.lines.set(r.file, { v: r.v, base: r.v, events: [] });
  }

  /**
   * Record `r` is sent to a check holding record `held` of its file (or none): as a patch when it
   * was made from that record by visual edits (with its text, when made, as a splice of the one
   * held), else undefined (sent whole by the caller).
   */
  send(r: Sent, held: number | undefined): CheckDoc | undefined {
    const line = this.lines.get(r.file);
    const heldText = this.texts.get(r.file);
    // The text the check will hold: the one sent (whole or spliced), or none known (it makes its own).
    if (r.text !== undefined) this.texts.set(r.file, r.text);
    else this.texts.delete(r.file);
    if (!r.draft) this.lines.set(r.file, { v: r.v, base: r.v, events: [] });
    if (line?.v !== r.v || line.base !== held || held === undefined || !r.doc || r.draft) return undefined;
    const text = r.text === undefined ? {} : heldText !== undefined && heldText.length > SPLICE_ABOVE ? { textSplice: textSplice(heldText, r.text) } : { text: r.text };
    return { file: r.file, v: r.v, patch: patchOf(r.doc, held, line.events), ...text };
  }
}
