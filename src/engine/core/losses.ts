/**
 * Strength lost per side between two states (for bot-game reports): each unit's amount at the start
 * less its amount at the end (0 when gone), summed by side; every side with a unit is listed. A
 * system says what the amount is.
 */
export function lossesPerSide<U>(from: Readonly<Record<string, U>>, to: Readonly<Record<string, U>>, sideOf: (id: string) => string, amount: (u: U) => number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id in from) out[sideOf(id)] ??= 0;
  for (const [id, lost] of Object.entries(lossesPerUnit(from, to, amount))) out[sideOf(id)]! += lost;
  return out;
}

/**
 * Strength each unit lost between two states (its whole amount when gone), units that lost none left
 * out. A unit whose record is the same object in both states lost nothing, so a playtest lab that asks
 * after every action pays only for the units the action touched.
 */
export function lossesPerUnit<U>(from: Readonly<Record<string, U>>, to: Readonly<Record<string, U>>, amount: (u: U) => number): Record<string, number> {
  const out: Record<string, number> = {};
  if (from === to) return out;
  for (const id in from) {
    const was = from[id]!;
    const now = to[id];
    if (was === now) continue;
    const lost = amount(was) - (now === undefined ? 0 : amount(now));
    if (lost) out[id] = lost;
  }
  return out;
}
