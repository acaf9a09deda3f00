/** The probability of each total of `count` dice with `faces` sides. */
export function diceTotals(faces: number, count: number): Map<number, number> {
  let dist = new Map([[0, 1]]);
  for (let i = 0; i < count; i++) {
    const next = new Map<number, number>();
    for (const [sum, p] of dist) for (let f = 1; f <= faces; f++) next.set(sum + f, (next.get(sum + f) ?? 0) + p / faces);
    dist = next;
  }
  return dist;
}
