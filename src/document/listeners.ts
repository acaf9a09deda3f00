/**
 * Who hears a source's changes, in two rounds: the early listeners, then the others. An early
 * listener only notes what changed, for a view whose update a later listener may set off at once
 * (the studio's version signal runs its effects as it is set).
 */
export class Listeners<E> {
  private readonly early = new Set<(e: E) => void>();
  private readonly late = new Set<(e: E) => void>();

  /** Adds a listener; returns the function that takes it away. */
  add(listener: (e: E) => void, options: { early?: boolean } = {}): () => void {
    const set = options.early ? this.early : this.late;
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Tells every listener, the early ones first. */
  tell(e: E): void {
    for (const l of this.early) l(e);
    for (const l of this.late) l(e);
  }
}
