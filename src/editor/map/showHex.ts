import type { Studio } from '../studio';

/**
 * Shows a hex of a map: selected on the map, and in the JSON at its record. A hex with no record of
 * its own is shown as the place its record would go, never as the whole "hexes" object: typing
 * there must add the record, not replace its neighbours.
 */
export function showHex(studio: Studio, file: string, hexes: Readonly<Record<string, unknown>>, hex: string): void {
  studio.show({ file, ...(hexes[hex] ? { pointer: `/hexes/${hex}` } : { pointer: '/hexes', caretKey: hex }), hex });
}
