/**
 * Strength lost per side between two states (for bot-game reports): each unit's amount at the start
 * less its amount at the end (0 when gone), summed by side. A system says what the amount is.
 */
export function lossesPerSide<U>(from: Readonly<Record<string, U>>, to: Readonly<Record<string, U>>, sideOf: (id: string) => string, amount: (u: U) => number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [id, u] of Object.entries(from)) {
    const side = sideOf(id);
    const left = to[id];
    out[side] = (out[side] ?? 0) + amount(u) - (left === undefined ? 0 : amount(left));
  }
  return out;
}

/** Strength each unit lost between two states (0 for none; its whole amount when gone), for losses by formation. */
export function lossesPerUnit<U>(from: Readonly<Record<string, U>>, to: Readonly<Record<string, U>>, amount: (u: U) => number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [id, u] of Object.entries(from)) {
    const lost = amount(u) - (to[id] === undefined ? 0 : amount(to[id]!));
    if (lost) out[id] = lost;
  }
  return out;
}
