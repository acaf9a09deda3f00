/** Whether every word of a query (split on white space) is in the text, in any case: what the studio's filters and palette match by. */
export function matchesWords(text: string, query: string): boolean {
  const t = text.toLowerCase();
  return query.toLowerCase().split(/\s+/).filter(Boolean).every((w) => t.includes(w));
}
