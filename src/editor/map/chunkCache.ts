import { Konva, type Layer, type Shape } from '../konva';
import type { MapGeometry } from './mapView';

/** How long one task may spend caching the map's chunks: within a frame, the rest left for drawing. */
const SLICE_MS = 10;

/**
 * Pixels of the bitmaps of chunks let go (out of view) kept for others to draw into (a chunk's at
 * one zoom are all of a size): about two screens' worth (32 MB), whatever the zoom.
 */
const SPARE_PIXELS = 8_000_000;

/** The part of the map in view, in map coordinates, and the stage's scale. */
export interface StageView {
  readonly rect: { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number };
  readonly scale: number;
}

/** A chunk's terrain drawn at a zoom: its canvas and the pixels per map unit it was drawn at. */
interface Bitmap {
  readonly canvas: HTMLCanvasElement;
  readonly ratio: number;
}

/**
 * The terrain's chunks, each cached as a bitmap at the zoom it is seen at. Those in view show and
 * the others are hidden and let go (culling). Caching runs a few chunks per task (all at once
 * with `now`), so no task is longer than a frame: caching a whole view took up to a tenth of a
 * second. Until the map's chunks have been cached once, a chunk shows only when cached: the map
 * is cached a slice per task from the start, and shown once its last slice is cached.
 *
 * The bitmaps are the cache's own canvases, drawn again in place: a chunk repainted after a brush
 * dab or a fill keeps its canvas, and a chunk let go passes its canvas on to the next one cached
 * (Konva's own cache made a new canvas, sized and cleared, for each: a third of a flood fill's
 * repaint, and a canvas to collect after every dab).
 */
export class ChunkCache {
  private geo?: MapGeometry;
  private shapes: readonly Shape[] = [];
  private bitmaps: (Bitmap | undefined)[] = [];
  private readonly spare: HTMLCanvasElement[] = [];
  private sparePixels = 0;
  private warmed = false;
  private cacheTimer?: ReturnType<typeof setTimeout>;
  private sliceTimer?: ReturnType<typeof setTimeout>;

  constructor(
    private readonly layer: Layer,
    private readonly view: () => StageView,
  ) {}

  /**
   * A new grid's chunks, none cached yet: a shape each on the layer (its old ones destroyed), which
   * shows the chunk's bitmap, or draws it with `draw` (in the chunk's own coordinates) while it has none.
   */
  reset(geo: MapGeometry, draw: (chunk: number, ctx: CanvasRenderingContext2D) => void): void {
    this.geo = geo;
    this.draw = draw;
    this.layer.destroyChildren();
    for (const b of this.bitmaps) if (b) this.release(b.canvas);
    this.bitmaps = [];
    this.shapes = geo.chunks.map((c, i) => {
      const shape = new Konva.Shape({ x: c.x, y: c.y, width: c.width, height: c.height, listening: false, perfectDrawEnabled: false, sceneFunc: (ctx) => this.show(i, ctx._context) });
      this.layer.add(shape);
      return shape;
    });
    this.warmed = false;
  }

  private draw: (chunk: number, ctx: CanvasRenderingContext2D) => void = () => {};

  /** Shows the chunks in view and hides the others; with `recache`, caches those in view at the current zoom. */
  cull(recache: boolean, now = false): void {
    const geo = this.geo;
    if (!geo) return;
    clearTimeout(this.sliceTimer);
    this.sliceTimer = undefined;
    const { rect: v, scale } = this.view();
    const ratio = Math.min(4, Math.max(0.25, scale * (window.devicePixelRatio || 1)));
    const due: number[] = [];
    geo.chunks.forEach((c, i) => {
      const inView = c.x + c.width >= v.x0 && c.x <= v.x1 && c.y + c.height >= v.y0 && c.y <= v.y1;
      const cachedAt = this.bitmaps[i]?.ratio;
      this.shapes[i]!.visible(inView && (this.warmed || cachedAt !== undefined));
      if (inView && recache && (!cachedAt || cachedAt < ratio / 1.5 || cachedAt > ratio * 1.5)) due.push(i);
      else if (!inView && cachedAt) this.drop(i);
    });
    if (recache) this.slice(due, ratio, now);
  }

  /** How many chunks were cached again after their hexes changed (browser tests read it). */
  repainted = 0;

  /** Draws again, into its bitmap, a chunk already cached whose hexes changed (a brush dab). */
  repaint(index: number): void {
    const b = this.bitmaps[index];
    if (!b) return;
    this.paint(index, b.ratio);
    this.repainted++;
  }

  /** Lets every chunk's bitmap go (the terrain's look changed) and caches those in view again when the view settles. */
  forget(): void {
    this.bitmaps.forEach((b, i) => b && this.drop(i));
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

  /**
   * Draws every chunk uncached, as a full redraw does (the bench's anchor), to pixels: one is read
   * back, as the bench's raw Canvas2D loop does, so that both are timed until the canvas is rasterised
   * (a canvas's drawing is recorded, then rasterised when its pixels are needed). Returns the milliseconds it took.
   */
  fullRedraw(): number {
    this.shapes.forEach((s, i) => {
      this.drop(i);
      s.visible(true);
    });
    const t = performance.now();
    this.layer.draw();
    this.layer.getNativeCanvasElement().getContext('2d')?.getImageData(0, 0, 1, 1);
    return performance.now() - t;
  }

  /** The canvases the cache holds now, its chunks' bitmaps and its spares (a browser test sees them given back). */
  held(): HTMLCanvasElement[] {
    return [...this.bitmaps.flatMap((b) => (b ? [b.canvas] : [])), ...this.spare];
  }

  /** Stops the slices and timers and gives every bitmap's memory back now (a 4× zoom holds hundreds of megabytes). */
  dispose(): void {
    clearTimeout(this.cacheTimer);
    clearTimeout(this.sliceTimer);
    this.cacheTimer = this.sliceTimer = undefined;
    for (const canvas of this.held()) canvas.width = canvas.height = 0;
    this.bitmaps = [];
    this.spare.length = 0;
    this.sparePixels = 0;
  }

  /** A chunk as its shape is drawn: its bitmap at the chunk's size, else the terrain itself. */
  private show(i: number, ctx: CanvasRenderingContext2D): void {
    const b = this.bitmaps[i];
    if (b) ctx.drawImage(b.canvas, 0, 0, b.canvas.width / b.ratio, b.canvas.height / b.ratio);
    else this.draw(i, ctx);
  }

  /**
   * Draws a chunk into its bitmap at `ratio` pixels per map unit (its own canvas again, else a
   * spare one): whole pixels, its far edges rounded up (as Konva's cache sizes one).
   */
  private paint(i: number, ratio: number): void {
    const c = this.geo!.chunks[i]!;
    const canvas = this.bitmaps[i]?.canvas ?? this.spared() ?? document.createElement('canvas');
    const width = Math.floor(Math.ceil(c.width) * ratio);
    const height = Math.floor(Math.ceil(c.height) * ratio);
    const ctx = canvas.getContext('2d')!;
    // A new size makes and clears the bitmap; the same size is only cleared.
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    } else {
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, width, height);
    }
    ctx.save();
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    this.draw(i, ctx);
    ctx.restore();
    this.bitmaps[i] = { canvas, ratio };
  }

  private slice(due: number[], ratio: number, now: boolean): void {
    const t0 = performance.now();
    while (due.length && (now || performance.now() - t0 < SLICE_MS)) {
      const i = due.shift()!;
      this.shapes[i]!.visible(true);
      this.paint(i, ratio);
    }
    // Until the map is first drawn, its terrain shows once, whole, when the last slice is cached:
    // each drawing of the layer is a stage-sized canvas copied to the compositor at the next frame.
    if (this.warmed || !due.length) this.layer.batchDraw();
    this.sliceTimer = due.length ? setTimeout(() => this.slice(due, ratio, false), 0) : undefined;
    if (!due.length) this.warmed = true;
  }

  /** Lets a chunk's bitmap go: its canvas kept for another, while the spares are within SPARE_PIXELS. */
  private drop(i: number): void {
    const b = this.bitmaps[i];
    if (!b) return;
    this.bitmaps[i] = undefined;
    this.release(b.canvas);
  }

  private release(canvas: HTMLCanvasElement): void {
    const pixels = canvas.width * canvas.height;
    if (this.sparePixels + pixels <= SPARE_PIXELS) {
      this.spare.push(canvas);
      this.sparePixels += pixels;
    } else canvas.width = canvas.height = 0; // its memory given back now, not at the next collection
  }

  /** A canvas kept from a chunk let go, if any. */
  private spared(): HTMLCanvasElement | undefined {
    const canvas = this.spare.pop();
    if (canvas) this.sparePixels -= canvas.width * canvas.height;
    return canvas;
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
