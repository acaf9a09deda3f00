import type { Layer, Shape } from '../konva';
import type { MapGeometry } from './mapView';

/** How long one task may spend caching the map's chunks: within a frame, the rest left for drawing. */
const SLICE_MS = 10;

/** The part of the map in view, in map coordinates, and the stage's scale. */
export interface StageView {
  readonly rect: { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number };
  readonly scale: number;
}

/**
 * The terrain's chunks, each cached as a bitmap at the zoom it is seen at. Those in view show and
 * the others are hidden and let go (culling). Caching runs a few chunks per task (all at once
 * with `now`), so no task is longer than a frame: caching a whole view took up to a tenth of a
 * second. Until the map's chunks have been cached once, a chunk shows only when cached: the map
 * is cached a slice per task from the start, and shown once its last slice is cached.
 */
export class ChunkCache {
  private geo?: MapGeometry;
  private shapes: readonly Shape[] = [];
  private warmed = false;
  private cacheTimer?: ReturnType<typeof setTimeout>;
  private sliceTimer?: ReturnType<typeof setTimeout>;

  constructor(
    private readonly layer: Layer,
    private readonly view: () => StageView,
  ) {}

  /** A new grid's chunks: none is cached yet. */
  reset(geo: MapGeometry, shapes: readonly Shape[]): void {
    this.geo = geo;
    this.shapes = shapes;
    this.warmed = false;
  }

  /** Shows the chunks in view and hides the others; with `recache`, caches those in view at the current zoom. */
  cull(recache: boolean, now = false): void {
    const geo = this.geo;
    if (!geo) return;
    clearTimeout(this.sliceTimer);
    this.sliceTimer = undefined;
    const { rect: v, scale } = this.view();
    const ratio = Math.min(4, Math.max(0.25, scale * (window.devicePixelRatio || 1)));
    const due: Shape[] = [];
    geo.chunks.forEach((c, i) => {
      const shape = this.shapes[i]!;
      const inView = c.x + c.width >= v.x0 && c.x <= v.x1 && c.y + c.height >= v.y0 && c.y <= v.y1;
      const cachedAt = shape.getAttr('cachedAt') as number | undefined;
      shape.visible(inView && (this.warmed || cachedAt !== undefined));
      if (inView && recache && (!cachedAt || cachedAt < ratio / 1.5 || cachedAt > ratio * 1.5)) due.push(shape);
      else if (!inView && cachedAt) ChunkCache.drop(shape);
    });
    if (recache) this.slice(due, ratio, now);
  }

  /** How many chunks were cached again after their hexes changed (browser tests read it). */
  repainted = 0;

  /** Caches again, at its zoom, a chunk already cached whose hexes changed (a brush dab). */
  repaint(index: number): void {
    const shape = this.shapes[index];
    const cachedAt = shape?.getAttr('cachedAt') as number | undefined;
    if (!shape || !cachedAt) return;
    shape.clearCache();
    shape.cache({ pixelRatio: cachedAt });
    this.repainted++;
  }

  /** Lets every chunk's bitmap go (the terrain's look changed) and caches those in view again when the view settles. */
  forget(): void {
    for (const s of this.shapes) if (s.getAttr('cachedAt')) ChunkCache.drop(s);
    this.settle();
  }

  /** Caches what is in view once the view stops moving (at once until the map is first drawn). */
  settle(): void {
    clearTimeout(this.cacheTimer);
    this.cacheTimer = setTimeout(
      () => {
        this.cacheTimer = undefined;
        this.cull(true);
      },
      this.warmed ? 120 : 0,
    );
  }

  /** Every chunk in view drawn: cached at this zoom, none waiting for its slice. */
  get drawn(): boolean {
    return this.warmed && this.sliceTimer === undefined && this.cacheTimer === undefined;
  }

  /** Draws every chunk uncached, as a full redraw does (the bench's anchor); returns the milliseconds it took. */
  fullRedraw(): number {
    for (const s of this.shapes) {
      ChunkCache.drop(s);
      s.visible(true);
    }
    const t = performance.now();
    this.layer.draw();
    return performance.now() - t;
  }

  dispose(): void {
    clearTimeout(this.cacheTimer);
    clearTimeout(this.sliceTimer);
  }

  private slice(due: Shape[], ratio: number, now: boolean): void {
    const t0 = performance.now();
    while (due.length && (now || performance.now() - t0 < SLICE_MS)) {
      const shape = due.shift()!;
      shape.clearCache();
      shape.visible(true);
      shape.cache({ pixelRatio: ratio });
      shape.setAttr('cachedAt', ratio);
    }
    // Until the map is first drawn, its terrain shows once, whole, when the last slice is cached:
    // each drawing of the layer is a stage-sized canvas copied to the compositor at the next frame.
    if (this.warmed || !due.length) this.layer.batchDraw();
    this.sliceTimer = due.length ? setTimeout(() => this.slice(due, ratio, false), 0) : undefined;
    if (!due.length) this.warmed = true;
  }

  private static drop(shape: Shape): void {
    shape.clearCache();
    shape.setAttr('cachedAt', undefined);
  }
}

/**
 * Shows hidden layers one a frame: the first frame drew and committed every layer's canvas at
 * once, 80 ms on the shipped map. Each layer is drawn in a task of its own while its canvas is not
 * yet shown, and shown at the frame after: drawing it and copying its canvas to the compositor
 * (software compositing copies a whole canvas per frame it is drawn) were one task of 40-60 ms.
 * Returns whether any is still to come, and how to stop.
 */
export function revealInTurn(layers: Layer[]): { pending(): boolean; dispose(): void } {
  const hidden = [...layers];
  for (const l of hidden) l.visible(false);
  let showing: Layer | undefined;
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = () => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const layer = hidden.shift();
        if (!layer) return;
        // Visible to Konva, so it draws, but its canvas kept out of the page until the next frame.
        layer.visible(true);
        const canvas = layer.getNativeCanvasElement();
        canvas.style.display = 'none';
        layer.draw();
        showing = layer;
        frame = requestAnimationFrame(() => {
          canvas.style.display = 'block'; // as Konva shows a layer
          showing = undefined;
          if (hidden.length) next();
        });
      });
    });
  };
  next();
  return {
    pending: () => hidden.length > 0 || showing !== undefined,
    dispose: () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    },
  };
}
