import type { HexMap, Ruleset } from '../../generated/documents';
import { colours, HEX_SIZE, type MapGeometry } from './mapView';

/** The mini-map: the whole map in a small canvas, the viewport as a frame; click or drag to move there. */
export class MiniMap {
  readonly canvas = document.createElement('canvas');
  private scale = 1;
  private pending = false;

  constructor(
    host: HTMLElement,
    private readonly state: () => { geo?: MapGeometry; map?: HexMap; ruleset?: Ruleset; view: { x0: number; y0: number; x1: number; y1: number } },
    private readonly centerOn: (x: number, y: number) => void,
  ) {
    this.canvas.className = 'minimap';
    this.canvas.setAttribute('aria-label', 'Mini-map');
    this.canvas.dataset.testid = 'minimap';
    host.appendChild(this.canvas);
    let dragging = false;
    const go = (e: PointerEvent) => {
      const r = this.canvas.getBoundingClientRect();
      const b = this.state().geo?.bounds ?? { x: 0, y: 0 };
      // Shown smaller than drawn in a small map area (studio.css): a CSS pixel is more than one of the canvas's.
      const shrunk = r.width ? this.canvas.width / r.width : 1;
      this.centerOn(((e.clientX - r.left) * shrunk) / this.scale + b.x, ((e.clientY - r.top) * shrunk) / this.scale + b.y);
    };
    this.canvas.addEventListener('pointerdown', (e) => {
      e.stopPropagation();
      dragging = true;
      this.canvas.setPointerCapture(e.pointerId);
      go(e);
    });
    this.canvas.addEventListener('pointermove', (e) => dragging && go(e));
    this.canvas.addEventListener('pointerup', () => (dragging = false));
    this.canvas.addEventListener('wheel', (e) => e.stopPropagation());
  }

  /**
   * Redraws at the next frame: the frame only when the camera moved (`'view'`), the named hexes when
   * only they changed, every hex otherwise. The terrain is kept in a canvas of its own, so a camera
   * move or a brush dab costs what it changes, not the whole map.
   */
  invalidate(what: 'view' | 'all' | readonly string[] = 'all'): void {
    if (what === 'all') this.dirty = 'all';
    else if (what !== 'view' && this.dirty !== 'all') for (const id of what) this.dirty.add(id);
    if (this.pending) return;
    this.pending = true;
    requestAnimationFrame(() => {
      this.pending = false;
      this.draw();
    });
  }

  private dirty: 'all' | Set<string> = 'all';
  private readonly terrain = document.createElement('canvas');
  private bounds?: MapGeometry['bounds'];

  private draw(): void {
    const { geo, map, ruleset, view } = this.state();
    if (!geo || !map) return;
    const { x, y, width, height } = geo.bounds;
    if (this.bounds !== geo.bounds) {
      this.bounds = geo.bounds;
      this.dirty = 'all';
      this.scale = Math.min(180 / width, 180 / height);
      this.canvas.width = this.terrain.width = Math.ceil(width * this.scale);
      this.canvas.height = this.terrain.height = Math.ceil(height * this.scale);
    }
    const dirty = this.dirty;
    this.dirty = new Set();
    if (dirty === 'all' || dirty.size) {
      const t = this.terrain.getContext('2d')!;
      const col = colours(ruleset);
      const d = Math.max(1.5, HEX_SIZE * 1.8 * this.scale);
      // Hexes gathered by colour and each colour filled at once (a style set per hex was most of a whole redraw).
      const byColour = new Map<string, number[]>();
      const add = (k: number) => {
        const m = geo.part[k] ? geo.maps[geo.part[k]!]! : map;
        const colour = col.terrain(m.hexes[geo.ids[k]!]?.terrain ?? m.defaultTerrain);
        let list = byColour.get(colour);
        if (!list) byColour.set(colour, (list = []));
        list.push(k);
      };
      if (dirty === 'all') {
        t.clearRect(0, 0, this.terrain.width, this.terrain.height);
        for (let k = 0; k < geo.ids.length; k++) add(k);
      } else
        for (const id of dirty) {
          const k = geo.ordinal.get(id);
          if (k !== undefined) add(k);
        }
      for (const [colour, list] of byColour) {
        t.fillStyle = colour;
        for (const k of list) t.fillRect((geo.cx[k]! - x) * this.scale - d / 2, (geo.cy[k]! - y) * this.scale - d / 2, d, d);
      }
    }
    const ctx = this.canvas.getContext('2d')!;
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    ctx.drawImage(this.terrain, 0, 0);
    ctx.strokeStyle = '#7b1f3a';
    ctx.lineWidth = 2;
    ctx.strokeRect((view.x0 - x) * this.scale, (view.y0 - y) * this.scale, (view.x1 - view.x0) * this.scale, (view.y1 - view.y0) * this.scale);
  }
}
