import { createSignal, type Accessor } from 'solid-js';
import type { areaCommands } from '../../document';
import type { Point } from '../../generated/documents';

/**
 * What the area-map tools hold between gestures (session state, never in a document): the selected
 * connection (the selected area is the studio's selected place), the mark the mark tool paints, and
 * the outline being traced.
 */
export interface AreaSession {
  readonly connection: Accessor<string | undefined>;
  selectConnection(id: string | undefined): void;
  readonly mark: Accessor<areaCommands.AreaMark | undefined>;
  setMark(mark: areaCommands.AreaMark | undefined): void;
  /** The corners clicked so far while tracing the selected area's outline. */
  readonly tracing: Accessor<readonly Point[]>;
  setTracing(points: readonly Point[]): void;
}

export function createAreaSession(): AreaSession {
  const [connection, selectConnection] = createSignal<string>();
  const [mark, setMark] = createSignal<areaCommands.AreaMark>();
  const [tracing, setTracing] = createSignal<readonly Point[]>([]);
  return { connection, selectConnection, mark, setMark, tracing, setTracing };
}
