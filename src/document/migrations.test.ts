import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadDocument } from './load';
import { chainProblems, currentVersion, migrate, MIGRATIONS, type MigrationRegistry } from './migrations';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** A registry with a real chain, to test the mechanism the (still empty) Sandtable chains will use. */
const sample: MigrationRegistry = {
  ...MIGRATIONS,
  oob: [
    { from: 1, to: 2, description: 'rename defence to defense', migrate: (d) => ({ ...d, renamed: true }) },
    { from: 2, to: 3, description: 'add tags', migrate: (d) => ({ ...d, tagged: true }) },
  ],
};

describe('migrations', () => {
  test("Sandtable's chains are contiguous from version 1", () => {
    expect(chainProblems(MIGRATIONS)).toEqual([]);
    for (const kind of Object.keys(MIGRATIONS) as (keyof MigrationRegistry)[]) {
      expect(currentVersion(kind)).toBe(MIGRATIONS[kind].length + 1);
    }
  });

  test('a gap or a skip in a chain is reported', () => {
    const broken: MigrationRegistry = { ...MIGRATIONS, map: [{ from: 1, to: 3, description: 'skip', migrate: (d) => ({ ...d }) }], playtest: [{ from: 2, to: 3, description: 'late', migrate: (d) => ({ ...d }) }] };
    expect(chainProblems(broken)).toEqual([
      'map: migration 1 goes from 1 to 3; each step adds exactly 1',
      'playtest: migration 1 starts at version 2, expected 1',
    ]);
  });

  test('every migration of every chain leaves its input untouched', () => {
    for (const registry of [MIGRATIONS, sample]) {
      for (const [kind, chain] of Object.entries(registry)) {
        for (const step of chain) {
          const input = deepFreeze({ kind, schemaVersion: step.from, id: 'x', nested: { a: [1, 2] } });
          const before = JSON.stringify(input);
          expect(() => step.migrate(input)).not.toThrow();
          expect(JSON.stringify(input)).toBe(before);
        }
      }
    }
  });

  test('a document is brought from its version to the current one, step by step', () => {
    const v1 = deepFreeze({ kind: 'oob', schemaVersion: 1, id: 'x' });
    expect(migrate('oob', v1, 1, sample)).toEqual({ kind: 'oob', schemaVersion: 3, id: 'x', renamed: true, tagged: true });
    expect(migrate('oob', { kind: 'oob', schemaVersion: 2, id: 'x' }, 2, sample)).toEqual({ kind: 'oob', schemaVersion: 3, id: 'x', tagged: true });
  });

  test('loading runs the chain before the schema check', () => {
    const r = loadDocument('oob.json', '{"kind": "oob", "schemaVersion": 1, "id": "x"}', sample);
    // The sample steps add fields the schema does not know, so the schema reports them: proof it saw the migrated document.
    expect(r.problems.map((p) => p.message)).toContain('renamed: "renamed" is not a field here (fields here: kind, schemaVersion, id, name, description, ruleset, sides, formations, unitTypes, units, provenance)');
  });

  test('a migration that throws is reported, not a crash', () => {
    const throwing: MigrationRegistry = { ...MIGRATIONS, map: [{ from: 1, to: 2, description: 'boom', migrate: () => { throw new Error('bad data'); } }] };
    const r = loadDocument('m.json', '{"kind": "map", "schemaVersion": 1}', throwing);
    expect(r.problems[0]!.message).toMatch(/could not bring this map from version 1 to 2 \(bad data\)/);
  });

  test('each kind with a chain keeps an old file, which loads through the chain with no problem and ends at the current version', () => {
    const dir = path.resolve(__dirname, '../../tests/fixtures/migrations');
    for (const [kind, chain] of Object.entries(MIGRATIONS)) {
      if (!chain.length) continue;
      const file = path.join(dir, `${kind}-v1.json`);
      expect(fs.existsSync(file), `${kind}: an old-file fixture ${kind}-v1.json`).toBe(true);
      const text = fs.readFileSync(file, 'utf8');
      const r = loadDocument(file, text);
      expect(r.problems).toEqual([]);
      expect(r.document!.doc.schemaVersion).toBe(currentVersion(kind as keyof MigrationRegistry));
      // Pure: the text's own value is untouched by loading it.
      expect(JSON.parse(text).schemaVersion).toBe(1);
    }
  });

  test('every shipped document is written at its kind\'s current version (the studio writes the migrated one)', () => {
    const root = path.resolve(__dirname, '../../data');
    const walk = (d: string): string[] => fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : e.name.endsWith('.json') ? [path.join(d, e.name)] : []));
    for (const file of walk(root)) {
      const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as { kind: keyof MigrationRegistry; schemaVersion: number };
      expect(doc.schemaVersion, path.relative(root, file)).toBe(currentVersion(doc.kind));
      // Nothing to migrate: the document is itself.
      expect(migrate(doc.kind, doc, doc.schemaVersion)).toEqual(doc);
    }
  });
});
