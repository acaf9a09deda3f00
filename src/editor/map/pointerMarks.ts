import { hexsideEnds } from './drawMap';
import type { MapGeometry } from './mapView';

const SVG = 'http://www.w3.org/2000/svg';

/** Where the map is on screen: its scale and the screen point of its origin. */
export interface View {
  scale: number;
  x: number;
  y: number;
}

/**
 * The marks that follow the pointer over the map: the hex or the brush's hexes under it, and the
 * hexside a hexside tool would draw. They are an SVG path over the stage, not shapes on a canvas
 * layer: with software compositing every canvas drawn in a frame is copied whole to the
 * compositor (7-20 ms for a stage-sized one here), so marks redrawn at each pointer move on a
 * canvas of their own doubled the copies of a brush stroke, whose terrain is drawn at each dab.
 * An SVG path costs only the pixels around it.
 */
export class PointerMarks {
  private readonly svg = document.createElementNS(SVG, 'svg');
  private readonly hexes = document.createElementNS(SVG, 'path');
  private readonly side = document.createElementNS(SVG, 'path');

  constructor(host: HTMLElement) {
    this.svg.setAttribute('class', 'map-marks');
    this.svg.setAttribute('aria-hidden', 'true');
    this.hexes.setAttribute('class', 'mark-hexes');
    this.side.setAttribute('class', 'mark-side');
    this.svg.append(this.hexes, this.side);
    host.append(this.svg);
  }

  /** Draws the outlines of `hexes` and the hexside `side` (none when undefined), in screen pixels. */
  draw(geo: MapGeometry | undefined, view: View, hexes: readonly string[], side: string | undefined): void {
    const at = (x: number, y: number) => `${(x * view.scale + view.x).toFixed(1)} ${(y * view.scale + view.y).toFixed(1)}`;
    let d = '';
    for (const hex of geo ? hexes : []) {
      const k = geo!.ordinal.get(hex);
      if (k === undefined) continue;
      geo!.corners(k).forEach((c, i) => (d += `${i ? 'L' : 'M'}${at(c.x, c.y)}`));
      d += 'Z';
    }
    const ends = geo && side ? hexsideEnds(geo, side) : null;
    this.hexes.setAttribute('d', d);
    this.side.setAttribute('d', ends ? `M${at(ends[0], ends[1])}L${at(ends[2], ends[3])}` : '');
  }

  dispose(): void {
    this.svg.remove();
  }
}
