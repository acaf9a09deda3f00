/** "Did you mean" help for unknown ids: the closest known id within a small edit distance. */
export function closest(word: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const k of known) {
    const d = editDistance(word.toLowerCase(), k.toLowerCase());
    if (d < bestDistance) {
      best = k;
      bestDistance = d;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 3) return 99;
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}

/** `unknown movement class "mechInf"; did you mean "mechInfantry"?` or the list of known ids when short. */
export function unknownMessage(what: string, id: string, known: Iterable<string> | undefined, where?: string): string {
  const list = [...(known ?? [])];
  const near = closest(id, list);
  const tail = near
    ? `; did you mean "${near}"?`
    : list.length === 0
      ? '; there are none yet'
      : list.length <= 12
        ? `; ${where ?? 'known'}: ${list.join(', ')}`
        : '';
  return `unknown ${what} "${id}"${tail}`;
}
