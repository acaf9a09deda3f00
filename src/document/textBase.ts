import { isCanonical, patchedCanonicalText } from './canonicalPatch';
import { canonicalText } from './textEdit';
import type { Change } from './changes';

/**
 * What the store splices a visually edited record's text from (canonicalPatch): an earlier
 * version's text and document, the record they were of, and what changed since. A record edited
 * visually has no text until asked for; each edit carries its base on with the edit's paths.
 */
export interface TextBase {
  readonly source: object;
  readonly text: string;
  readonly doc: Record<string, unknown>;
  readonly paths: readonly (readonly string[])[];
  /** By record, its members added since, in the order last added (patchedCanonicalText's `added`). */
  readonly added: ReadonlyMap<string, readonly string[]>;
  /** By record, whether each member changed since is there now. */
  readonly present: ReadonlyMap<string, ReadonlyMap<string, boolean>>;
}

/** Paths carried at most: a longer chain of edits has its text made whole. */
const MOST_PATHS = 512;

/** A record's own text as a base (nothing changed since). */
export const ownBase = (source: object, text: string, doc: Record<string, unknown>): TextBase => ({ source, text, doc, paths: [], added: new Map(), present: new Map() });

/**
 * The base a record edited from one with `base` keeps: its paths and added members with this
 * edit's, `changes` in the order applied, which made `doc`. Undefined past MOST_PATHS, or where a
 * member is named twice in the edit and is there before and after: removed and put back, it would
 * have moved unseen.
 */
export function carriedBase(base: TextBase, doc: Record<string, unknown>, changes: readonly Change[]): TextBase | undefined {
  const paths = [...base.paths, ...changes.map((c) => c.path)];
  if (paths.length > MOST_PATHS) return undefined;
  const added = new Map(base.added);
  const present = new Map(base.present);
  const seen = new Set<string>();
  for (const { path } of changes) {
    if (path.length < 2) continue;
    const [key, member] = path as [string, string];
    // Whether the member was there before this edit: as the chain last saw it, else as in the base's
    // document (never changed: a stroke's later dabs change only the copies its first made).
    const before = present.get(key)?.get(member) ?? Object.hasOwn((base.doc[key] ?? {}) as object, member);
    const after = Object.hasOwn((doc[key] ?? {}) as object, member);
    const named = `${key}\u0000${member}`;
    if (seen.has(named) && before && after) return undefined;
    seen.add(named);
    present.set(key, new Map(present.get(key)).set(member, after));
    if (!before && after) added.set(key, [...(added.get(key) ?? []).filter((m) => m !== member), member]);
  }
  return { ...base, paths, added, present };
}

/** Whether a base's source text was found to be its document's canonical text (a file as loaded may be written otherwise): asked once a record. */
const canonicalSources = new WeakMap<object, boolean>();

/**
 * `doc`'s canonical text spliced from the base, or undefined where it cannot be (the caller makes
 * it whole). `made`: whether the store made the source's text from its document (then it is canonical).
 */
export function splicedText(base: TextBase, doc: Record<string, unknown>, made: (source: object) => boolean): string | undefined {
  let canonical = made(base.source) || canonicalSources.get(base.source);
  if (canonical === undefined) canonicalSources.set(base.source, (canonical = isCanonical(base.text, base.doc)));
  return canonical ? patchedCanonicalText(base.text, base.doc, doc, base.paths, base.added) : undefined;
}

/** A store's record as far as its text goes: the text is set when first made. */
export interface TextRecord {
  readonly file: string;
  readonly doc?: Record<string, unknown>;
  text?: string;
  readonly draft: boolean;
}

/**
 * The texts of a store's records, made when first asked for: spliced from an earlier version's text
 * where only members of its records changed (a brush stroke), else made whole from the document.
 */
export class RecordTexts {
  /** Records whose text was made from their document (canonicalText), so that it parses back to it. */
  private readonly made = new WeakSet<TextRecord>();
  /** For records edited visually, the base each one's text is spliced from. */
  private readonly bases = new WeakMap<TextRecord, TextBase>();
  /** Records a stroke's dabs made (their documents change in place while the stroke is open). */
  private readonly dabbed = new WeakSet<TextRecord>();

  /** The record's text, made on first asking. */
  of(r: TextRecord): string {
    if (r.text === undefined) {
      const base = this.bases.get(r);
      r.text = (base && r.doc && splicedText(base, r.doc, (source) => this.made.has(source as TextRecord))) || canonicalText(r.doc);
      this.made.add(r);
    }
    return r.text;
  }

  /** Whether the record's text was made from its document here (so it parses back to it). */
  madeFromDoc(r: TextRecord): boolean {
    return this.made.has(r);
  }

  /**
   * Notes that `next` holds `doc`, made from `from` by a visual edit's `changes` (applied forward, or
   * backward: last first, the order members were added in). `dab`: a stroke's dab made it;
   * `strokeOpen`: a stroke on the file was open as it was made.
   */
  edited(from: TextRecord, next: TextRecord, doc: Record<string, unknown> | undefined, changes: readonly Change[], direction: 'forward' | 'backward', options: { dab: boolean; strokeOpen: boolean }): void {
    // A record of an open stroke is no base: the stroke's next dab changes its document in place.
    const live = options.strokeOpen && this.dabbed.has(from);
    const base = from.text !== undefined && !live ? (from.doc && !from.draft ? ownBase(from, from.text, from.doc) : undefined) : this.bases.get(from);
    if (options.dab) this.dabbed.add(next);
    const carried = base && doc && carriedBase(base, doc, direction === 'forward' ? changes : [...changes].reverse());
    if (carried) this.bases.set(next, carried);
  }
}
