import type { OddsCrt } from '../../../../generated/documents';

export { modifierTotal, readDieRoll, roll, rollOn, table } from '../../../core/tables';

/**
 * The odds column of a raw attack and defense (rule 14.4): rounded down in the defender's favour,
 * A:D ≥ 1 → ⌊A/D⌋:1, below → 1:⌈D/A⌉. Returned as a virtual index around 1:1 (which may lie past the
 * printed columns until shifts and the clamp are applied).
 */
export function rawColumn(crt: OddsCrt, attack: number, defense: number): { ratio: string; index: number } {
  const one = crt.columns.indexOf('1:1');
  if (defense <= 0) return { ratio: `${attack}:0`, index: crt.columns.length - 1 + 100 };
  if (attack <= 0) return { ratio: `0:${defense}`, index: -100 };
  if (attack >= defense) {
    const a = Math.floor(attack / defense);
    return { ratio: `${a}:1`, index: one + (a - 1) };
  }
  const d = Math.ceil(defense / attack);
  return { ratio: `1:${d}`, index: one - (d - 1) };
}

/** Applies the net shift, then clamps (rule 14.5: shifts before the clamp). */
export function finalColumn(crt: OddsCrt, index: number, shift: number): string {
  const i = Math.min(crt.columns.length - 1, Math.max(0, index + shift));
  return crt.columns[i]!;
}
