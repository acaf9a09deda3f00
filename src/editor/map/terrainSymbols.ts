/**
 * The printed map's terrain symbols, drawn once per terrain into a small tile and laid over its
 * colour as a repeating pattern (issue 15: at the fitted zoom, flat colours did not read): trees for
 * woods and forest, trees over rocky ground for wooded rough, hatching for rough. By the terrain's
 * id, as the printed maps draw them; a terrain with no symbol here keeps its colour alone.
 */

type Painter = (ctx: CanvasRenderingContext2D) => void;

/** A tree: a canopy on a short trunk, in world pixels (a hex is 48 across). */
function tree(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, canopy: string): void {
  ctx.fillStyle = '#4a3520';
  ctx.fillRect(x - 0.6, y, 1.2, r * 0.9);
  ctx.fillStyle = canopy;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = 'rgba(0, 0, 0, 0.35)';
  ctx.lineWidth = 0.6;
  ctx.stroke();
}

/** Short strokes of broken ground. */
function rocks(ctx: CanvasRenderingContext2D, pts: readonly (readonly [number, number])[], colour: string): void {
  ctx.strokeStyle = colour;
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (const [x, y] of pts) {
    ctx.moveTo(x - 2.5, y + 1.5);
    ctx.lineTo(x, y - 1.5);
    ctx.lineTo(x + 2.5, y + 1.5);
  }
  ctx.stroke();
}

/** Each symbol: its tile size and how to paint it (staggered, so the repeat does not show as rows). */
const SYMBOLS: Record<string, { w: number; h: number; paint: Painter }> = {
  lightWoods: { w: 26, h: 22, paint: (c) => (tree(c, 7, 6, 3, '#7fa257'), tree(c, 20, 17, 3, '#7fa257')) },
  forest: { w: 14, h: 12, paint: (c) => (tree(c, 4, 3.5, 3.2, '#3f6f31'), tree(c, 11, 9.5, 3.2, '#3f6f31')) },
  woodedRough: {
    w: 18,
    h: 16,
    paint: (c) => {
      tree(c, 5, 4, 3, '#23472a');
      tree(c, 14, 12, 3, '#23472a');
      rocks(c, [[13, 4], [5, 13]], '#c9b48a');
    },
  },
  rough: { w: 16, h: 14, paint: (c) => rocks(c, [[4, 4], [12, 11]], '#6e5a3a') },
};

const tiles = new Map<string, HTMLCanvasElement | null>();

/** The tile of a terrain's symbol, or null when it has none. Made once per terrain. */
export function symbolTile(terrain: string): HTMLCanvasElement | null {
  let tile = tiles.get(terrain);
  if (tile !== undefined) return tile;
  const s = SYMBOLS[terrain];
  tile = null;
  if (s && typeof document !== 'undefined') {
    // Drawn at 2× so the pattern stays crisp when the map is zoomed in.
    tile = document.createElement('canvas');
    tile.width = s.w * 2;
    tile.height = s.h * 2;
    const ctx = tile.getContext('2d')!;
    ctx.scale(2, 2);
    s.paint(ctx);
  }
  tiles.set(terrain, tile);
  return tile;
}

/**
 * The pattern of a terrain's symbol for a surface whose origin is (ox, oy) in world pixels, so
 * that chunks drawn apart join without a seam; null when the terrain has no symbol.
 */
export function symbolPattern(ctx: CanvasRenderingContext2D, terrain: string, ox: number, oy: number): CanvasPattern | null {
  const tile = symbolTile(terrain);
  if (!tile) return null;
  const p = ctx.createPattern(tile, 'repeat');
  p?.setTransform(new DOMMatrix().translate(-ox, -oy).scale(0.5));
  return p;
}
