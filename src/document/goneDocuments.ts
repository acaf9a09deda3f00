import { compareText } from '../shared/order';

/**
 * Documents deleted in the studio: what undo needs to bring each back exactly (its text, and the
 * text on disk), and which are still on disk until saved (Save deletes those there).
 */
export class GoneDocuments {
  private readonly gone = new Map<string, { text: string; savedText: string }>();

  /** A document taken out of the store, as it was: `savedText` is '' when it was never on disk. */
  keep(file: string, text: string, savedText: string): void {
    this.gone.set(file, { text, savedText });
  }

  has(file: string): boolean {
    return this.gone.has(file);
  }

  /** A document back in the store (undone, or read again from disk): what it was, if it was kept. */
  take(file: string): { text: string; savedText: string } | undefined {
    const g = this.gone.get(file);
    this.gone.delete(file);
    return g;
  }

  /** The deleted documents still on disk, sorted. */
  onDisk(): string[] {
    return [...this.gone].filter(([, g]) => g.savedText !== '').map(([file]) => file).sort(compareText);
  }

  /** A deleted document is gone from the disk too: undo brings it back as a new, unsaved one. */
  leftDisk(file: string): void {
    const g = this.gone.get(file);
    if (g) this.gone.set(file, { ...g, savedText: '' });
  }
}
