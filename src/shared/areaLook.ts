/** How an area map's places are drawn, in map units: the studio's canvas, the print, the VASSAL board and the Tiled export alike. */
import type { AreaMap, Point } from '../generated/documents';

/** The radius of an area not yet traced (drawn as a circle at its position). */
export const AREA_RADIUS = 26;
/** A zone's box on the map edge: half its width and height. */
export const ZONE_HALF = { w: 46, h: 16 } as const;

/** Where an area or zone is drawn (its position, or the origin until it has one). */
export function nodeCentre(map: AreaMap, id: string): Point {
  return map.areas[id]?.position ?? map.zones?.[id]?.position ?? { x: 0, y: 0 };
}
