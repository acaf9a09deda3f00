import { memo } from '../../../../shared/memo';
import type { Compiled } from '../compile';

/**
 * What the printed hexside features of a map say, read once per compiled game and kept by hex and
 * direction (k * 6 + j): a supply line, a bond and a move ask them of the same sides thousands of
 * times a phase, and each answer was a walk over the side's features and their types.
 */
export interface HexsideFacts {
  /**
   * Whether no movement class may cross the side (a lake, or a bridgeable river all classes are
   * barred from): 1 always, 2 unless its bridge stands, 0 never. Lines of supply and communication
   * stop there (23.3).
   */
  readonly lineClosed: Uint8Array;
  /** 1 where a feature of the side is bridgeable (a river): crossed by a supply road only at a bridge that stands (23.3). */
  readonly bridgeable: Uint8Array;
  /** 1 where a feature of the side breaks a bond when it is one of two (river, Meuse, wooded rough: 10.3). */
  readonly bondBreaker: Uint8Array;
  /** 1 where a wooded-rough side joins two wooded-rough hexes: it blocks a bond by itself (10.3 [I]). */
  readonly bondBlockedAlone: Uint8Array;
}

const facts = new WeakMap<Compiled, HexsideFacts>();

export function hexsideFacts(c: Compiled): HexsideFacts {
  return memo(facts, c, () => readFacts(c));
}

function readFacts(c: Compiled): HexsideFacts {
  const n = c.nb.length;
  const types = c.ruleset.hexsideTypes ?? {};
  const classes = Object.keys(c.ruleset.movementClasses);
  const lineClosed = new Uint8Array(n);
  const bridgeable = new Uint8Array(n);
  const bondBreaker = new Uint8Array(n);
  const bondBlockedAlone = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const features = c.side[i];
    if (!features) continue;
    const k = Math.floor(i / 6);
    const m = c.nb[i]!;
    for (const f of features) {
      const t = types[f];
      const crossing = t?.crossing as Record<string, unknown> | undefined;
      const barred = !!crossing && classes.every((mc) => crossing[mc] === 'prohibited');
      if (barred) lineClosed[i] = t?.bridgeable && lineClosed[i] !== 1 ? 2 : 1;
      if (t?.bridgeable) bridgeable[i] = 1;
      if (t?.zocBond === 'blocksTwo') {
        bondBreaker[i] = 1;
        if (m >= 0 && c.terrain[k] === f && c.terrain[m] === f) bondBlockedAlone[i] = 1;
      }
    }
  }
  return { lineClosed, bridgeable, bondBreaker, bondBlockedAlone };
}
