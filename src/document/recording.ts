import { diffChanges, mergeChanges, type Change } from './changes';
import type { CommandInfo, StoreRecord, Stroke } from './storeTypes';
import { VariantLens, type LensTarget } from './variantLens';

/** What recording needs of the store: its records, and a command or a gesture on the variant's own file. */
interface Host {
  readonly docs: ReadonlyMap<string, StoreRecord>;
  execute(file: string, command: CommandInfo, changes: readonly Change[]): boolean;
  beginStroke(file: string, command: CommandInfo): Stroke;
}

/**
 * Recording into a variant (DocumentStore.recordInto): while it lasts, the documents the variant
 * patches read as the variant has them, and every edit of them (a command, a stroke or typed text)
 * becomes a named change of the variant, one undo step on the variant's file.
 */
export class Recording {
  private lens?: VariantLens;
  /** How each target is shown: a record per patched document, its text made once. */
  private readonly shownRecs = new WeakMap<object, StoreRecord>();
  /** Text typed into a target's pane: kept as typed (a draft when it does not parse). */
  private readonly typed = new Map<string, { text: string; doc?: object; unparsable?: boolean }>();
  /** The target whose pane is being typed into (its views already have the text). */
  private typing?: string;

  constructor(private readonly host: Host) {}

  /** The variant file being recorded into, if any. */
  get file(): string | undefined {
    return this.lens?.file;
  }

  /**
   * Starts recording into a variant's file, or stops (undefined). Returns the files whose view
   * changes, or undefined when refused: a file that is not a variant whose base is open.
   */
  switchTo(file: string | undefined): string[] | undefined {
    const next = file ? new VariantLens(file) : undefined;
    if (next && !next.targets(this.host.docs).size) return undefined;
    const before = this.lens ? [...this.lens.shown().keys()] : [];
    this.lens = next;
    this.typed.clear();
    const after = this.lens ? [...this.lens.targets(this.host.docs).keys()] : [];
    return [...new Set([...before, ...after])];
  }

  /** Why the recorded variant does not resolve, if it does not (its targets then read unchanged). */
  error(): string | undefined {
    return this.lens?.error(this.host.docs);
  }

  /** The target the recorded variant patches in this file, if any. */
  target(file: string): LensTarget | undefined {
    return this.lens?.targets(this.host.docs).get(file);
  }

  /** The files the recorded variant patches. */
  targetFiles(): Set<string> {
    return new Set(this.lens?.targets(this.host.docs).keys());
  }

  /** A record as views see it: itself, or the variant's version of it. */
  shown(r: StoreRecord): StoreRecord {
    const t = this.target(r.file);
    if (!t) return r;
    const patched = { file: r.file, ...(r.kind ? { kind: r.kind } : {}), doc: t.doc, savedText: r.savedText };
    const typed = this.typed.get(r.file);
    if (typed && (!typed.doc || typed.doc === t.doc)) return { ...patched, text: typed.text, draft: !typed.doc, unparsable: !!typed.unparsable };
    let shown = this.shownRecs.get(t.doc);
    if (!shown) this.shownRecs.set(t.doc, (shown = { ...patched, draft: false }));
    return shown;
  }

  /** An edit of a target, made a change of the variant (one step, named like the edit). */
  edit(t: LensTarget, command: CommandInfo, changes: readonly Change[]): boolean {
    const lens = this.lens!;
    const change = lens.record(this.host.docs, t, changes, command.label);
    return !change || this.host.execute(lens.file, { id: command.id, label: `${command.label} (variant)` }, [change]);
  }

  /** A stroke on a target: one change of the variant that grows with the gesture. */
  stroke(t: LensTarget, command: CommandInfo): Stroke {
    const lens = this.lens!;
    const key = lens.nextKey(this.host.docs);
    const inner = this.host.beginStroke(lens.file, { id: command.id, label: `${command.label} (variant)` });
    let edits: Change[] = [];
    let label = command.label;
    return {
      update: (changes, newLabel) => {
        edits = mergeChanges(edits, changes);
        if (newLabel) label = newLabel;
        const change = lens.record(this.host.docs, t, edits, label, key);
        if (change) inner.update([change], `${label} (variant)`);
      },
      commit: () => inner.commit(),
      cancel: () => inner.cancel(),
    };
  }

  /** Text typed into a target's pane: kept as typed, and when it reads as a document, its changes recorded. */
  type(file: string, t: LensTarget, text: string, read: { doc?: unknown; unparsable: boolean }): void {
    this.typed.set(file, { text, unparsable: read.unparsable });
    if (!read.doc) return;
    const changes = diffChanges(t.doc, read.doc);
    this.typing = file;
    this.edit(t, { id: 'document/editText', label: `Edit ${describePaths(changes)}` }, changes);
    this.typing = undefined;
    this.typed.set(file, { text, doc: this.target(file)!.doc });
  }

  /**
   * Before the store tells a change of `file`: when it is the recorded variant's, a function to call
   * after, which gives the targets whose view the change changed (and whether it was typed there).
   */
  watch(file: string): (() => { file: string; typed: boolean }[]) | undefined {
    // The lens as it was: a listener may stop recording (the variant undone away) while the change is told.
    const lens = this.lens && file === this.lens.file ? this.lens : undefined;
    const before = lens?.shown();
    if (!lens || !before) return undefined;
    return () => {
      const after = this.lens === lens ? lens.targets(this.host.docs) : new Map<string, LensTarget>();
      const out: { file: string; typed: boolean }[] = [];
      for (const f of new Set([...before.keys(), ...after.keys()])) {
        if (before.get(f)?.doc === after.get(f)?.doc) continue;
        this.typed.delete(f);
        out.push({ file: f, typed: f === this.typing });
      }
      return out;
    };
  }
}

/** "units/g1/front/attack" or "3 values" for the undo label of a text edit. */
export function describePaths(changes: readonly Change[]): string {
  return changes.length === 1 ? changes[0]!.path.join('/') || 'document' : `${changes.length} values`;
}
