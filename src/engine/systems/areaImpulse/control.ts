import { occupancy } from './board';
import type { AreaCompiled } from './compile';
import type { AreaState } from './types';

/**
 * Control (12.22): an area belongs to the last side to occupy it alone at the end of any player
 * impulse; a contested area stays with its previous controller. Zones are controlled the same way.
 */
export function updateControl(c: AreaCompiled, s: AreaState): AreaState['control'] {
  let control = s.control;
  for (const [node, here] of occupancy(c, s)) {
    if (here.size !== 1) continue;
    const side = [...here.keys()][0]!;
    if (control[node] !== side) control = { ...control, [node]: side };
  }
  return control;
}
