/** A document as the references finder reads it: its file, kind and contents. */
interface Doc {
  readonly file: string;
  readonly kind?: string;
  readonly doc?: Record<string, unknown>;
}

/** A document that names another, and by what field. */
export interface Reference {
  readonly file: string;
  readonly name: string;
  readonly by: string;
}

/**
 * The documents that name a document (by its kind and id): maps, orders of battle and scenarios of
 * a ruleset, a scenario's maps and order of battle, a variant's base and the documents its changes
 * patch, a playtest's scenario, a map joined to another. What a deletion would leave dangling, said before it is made.
 */
export function referencesTo(docs: readonly Doc[], kind: string, id: string): Reference[] {
  const out: Reference[] = [];
  for (const d of docs) {
    const x = d.doc;
    if (!x) continue;
    const by: string[] = [];
    if (kind === 'ruleset' && x.ruleset === id) by.push('its ruleset');
    if (kind === 'map' && Array.isArray(x.maps) && x.maps.includes(id)) by.push('its maps');
    if (kind === 'map' && d.kind === 'map' && typeof x.joins === 'object' && x.joins !== null && Object.hasOwn(x.joins, id)) by.push('a map it joins');
    if (kind === 'oob' && d.kind === 'scenario' && x.oob === id) by.push('its order of battle');
    if (kind === 'scenario' && x.variantOf === id) by.push('its base scenario (a variant of it)');
    if (kind === 'scenario' && d.kind === 'playtest' && x.scenario === id) by.push('the scenario it plays');
    const changes = typeof x.changes === 'object' && x.changes !== null ? Object.values(x.changes as Record<string, { target?: { kind?: string; id?: string } }>) : [];
    const patched = changes.filter((c) => c?.target?.kind === kind && c.target.id === id).length;
    if (patched) by.push(`${patched} of its changes`);
    if (by.length) out.push({ file: d.file, name: String(x.name ?? x.id ?? d.file), by: by.join(', ') });
  }
  return out;
}

/**
 * The variants' changes that patch a document at or under a pointer, as "ardennes44-8turn (c2)":
 * what an id change there would leave patching nothing. A change aimed at the variant itself patches its base.
 */
export function patchesAt(docs: readonly Doc[], kind: string, id: string, at: string): string[] {
  const out: string[] = [];
  const under = (p: unknown) => typeof p === 'string' && (p === at || p.startsWith(`${at}/`));
  for (const d of docs) {
    const x = d.doc;
    if (!x || d.kind !== 'scenario' || typeof x.changes !== 'object' || x.changes === null) continue;
    for (const [name, c] of Object.entries(x.changes as Record<string, { target?: { kind?: string; id?: string }; ops?: { path?: unknown; from?: unknown }[] }>)) {
      const target = c?.target?.kind === 'scenario' && c.target.id === x.id ? x.variantOf : c?.target?.id;
      if (c?.target?.kind === kind && target === id && (c.ops ?? []).some((o) => under(o?.path) || under(o?.from))) out.push(`${String(x.id)} (${name})`);
    }
  }
  return out;
}
