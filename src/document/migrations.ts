import type { DocumentKind } from '../validation';

/** A plain JSON document as read from disk, before its schema is checked. */
export type RawDocument = Readonly<Record<string, unknown>>;

/**
 * One numbered, pure, up-only step of a document format (tldraw and Excalidraw style): it returns
 * a new document at version `to` and never mutates its input.
 */
export interface Migration {
  readonly from: number;
  readonly to: number;
  readonly description: string;
  readonly migrate: (doc: RawDocument) => Record<string, unknown>;
}

/** The migration chain of every document kind. */
export type MigrationRegistry = Readonly<Record<DocumentKind, readonly Migration[]>>;

/** A step whose older documents are the newer format as they are: the version only says a file may hold what an older Sandtable does not know. */
const unchanged = (from: number, description: string): Migration => ({ from, to: from + 1, description, migrate: (doc) => ({ ...doc }) });

/**
 * Sandtable's migrations. A format change adds `{ from: n, to: n + 1, … }` to its kind's chain, an
 * old-file fixture under tests/fixtures/migrations, and a line in docs/FORMAT-CHANGELOG.md.
 */
export const MIGRATIONS: MigrationRegistry = {
  ruleset: [
    // A version 1 ruleset is a version 2 one as it is: it has no nationality rules. The version says
    // that a file which may hold them is newer, so an older Sandtable asks to be updated instead of
    // refusing "nationalityRules" as a field it does not know.
    unchanged(1, 'nationalityRules: rules that hold for one nationality\'s units (Ardennes \'44 27.3, the British)'),
    // A version 2 ruleset is a version 3 one as it is: none of its phases belongs to an optional
    // rule or ends at a turn.
    unchanged(2, 'phases: option (the optional rule a phase belongs to) and untilTurn (skipped after that turn); Ardennes \'44 3.4, the German set-up by the player'),
  ],
  map: [],
  oob: [
    // A version 1 order of battle is a version 2 one as it is: no formation is confined.
    unchanged(1, 'formations: confinedTo, a hex set purpose the formation\'s units stay in (Ardennes \'44 33, the US 11th Armored)'),
  ],
  scenario: [
    // A version 1 scenario is a version 2 one as it is: no reinforcement group belongs to an optional rule.
    unchanged(1, 'reinforcements: option, the optional rule a group belongs to (Ardennes \'44 33, the optional units)'),
    // A version 2 scenario is a version 3 one as it is: no placement names a hex set to set up within.
    unchanged(2, 'setup: within, the hex set the player may set a unit up anywhere in (Ardennes \'44 3.4, the 26 VG east of the Our)'),
    // A version 3 scenario is a version 4 one as it is: a holes source with no count counts each road (links).
    unchanged(3, 'victory sources: count, what one hole in the line is (Tigers in the Mist 8.3, the First Three Days; digest A9)'),
  ],
  playtest: [
    // A version 1 playtest is a version 2 one as it is: it keeps no digests, so a replay can say
    // where its log stops being legal, not where it stops being the game recorded.
    unchanged(1, 'digests: the hash of the state every 64 actions and after the last, so a replay tells where it differs from the game recorded'),
  ],
};

/** The version a kind's documents are written at: one past the end of its chain. */
export function currentVersion(kind: DocumentKind, registry: MigrationRegistry = MIGRATIONS): number {
  const chain = registry[kind];
  return chain.length ? chain[chain.length - 1]!.to : 1;
}

/** Problems with a chain: each step goes from n to n + 1, starting at 1, with no gaps. */
export function chainProblems(registry: MigrationRegistry): string[] {
  const out: string[] = [];
  for (const [kind, chain] of Object.entries(registry)) {
    chain.forEach((m, i) => {
      const expectedFrom = i === 0 ? 1 : chain[i - 1]!.to;
      if (m.from !== expectedFrom) out.push(`${kind}: migration ${i + 1} starts at version ${m.from}, expected ${expectedFrom}`);
      if (m.to !== m.from + 1) out.push(`${kind}: migration ${i + 1} goes from ${m.from} to ${m.to}; each step adds exactly 1`);
    });
  }
  return out;
}

/** Runs the steps from the document's version to the current one; the input is left untouched. */
export function migrate(kind: DocumentKind, doc: RawDocument, version: number, registry: MigrationRegistry = MIGRATIONS): Record<string, unknown> {
  let current: Record<string, unknown> = doc as Record<string, unknown>;
  for (const step of registry[kind]) {
    if (step.from < version) continue;
    current = { ...step.migrate(current), schemaVersion: step.to };
  }
  return current;
}
