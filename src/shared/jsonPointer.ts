/** JSON Pointer (RFC 6901) helpers: the only way Sandtable names a place inside a document. */

/** Escapes one reference token. */
export function escapeToken(token: string | number): string {
  const t = String(token);
  // Most tokens (ids, hex numbers, indexes) need no escape: checked once, not rewritten twice.
  return t.includes('~') || t.includes('/') ? t.replace(/~/g, '~0').replace(/\//g, '~1') : t;
}

/** Joins tokens into a pointer: ["units", "26VG-39"] -> /units/26VG-39. */
export function pointer(...tokens: (string | number)[]): string {
  return tokens.map((t) => '/' + escapeToken(t)).join('');
}

/** Splits a pointer into unescaped tokens; "" is the whole document. */
export function parsePointer(ptr: string): string[] {
  if (ptr === '') return [];
  return ptr
    .slice(1)
    .split('/')
    .map((t) => (t.includes('~') ? t.replace(/~1/g, '/').replace(/~0/g, '~') : t));
}

/** A pointer as a designer reads it in a message: its tokens unescaped ("hexsides/1628/N", not "hexsides/1628~1N"); "" is "document". */
export function displayPointer(ptr: string): string {
  return ptr === '' ? 'document' : parsePointer(ptr).join('/');
}

/** Whether a reference token names an array item: "0", "12", never "01" or "-1" (RFC 6901). */
export function isArrayIndex(token: string): boolean {
  return /^(0|[1-9][0-9]*)$/.test(token);
}

/** Reads the value a pointer names, or undefined when the path does not exist. */
export function getAtPointer(root: unknown, ptr: string): unknown {
  let node: unknown = root;
  for (const token of parsePointer(ptr)) {
    if (node === null || typeof node !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(node, token)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}
