/**
 * Issue 15: a document's big records (a map's hexes and hexsides, an order of battle's units, a
 * scenario's setup and reinforcements) are checked entry by entry after an edit that says which
 * entries it changed, with the validators of their keys and values compiled beside the document's.
 * The findings must be those of the whole document's validator, however the entries change.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaFindings, schemaResult, schemaResultAfter } from '../../src/validation';
// @ts-expect-error -- a build script in plain JavaScript, with no declarations
import { keyedRecords } from '../../scripts/renderValidators.mjs';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Record<string, Record<string, unknown>>;

describe('records checked entry by entry', () => {
  it('a bad key is found at the key, saying what a key there must be', () => {
    const map = read('data/maps/ardennes44-east.map.json');
    const found = schemaFindings('map', { ...map, hexes: { ...map.hexes, zz: { terrain: 'clear' } } });
    expect(found).toEqual([expect.objectContaining({ pointer: '/hexes/zz', code: 'schema/key', atKey: true, message: expect.stringMatching(/^hexes\/zz: the key "zz" is not a valid hex id/) })]);
  });

  it('only plain keyed records of the top level, of the listed names, per branch of a tagged union', () => {
    const schema = {
      $id: 't.schema.json',
      oneOf: [{ $ref: '#/definitions/a' }, { $ref: '#/definitions/b' }],
      discriminator: { propertyName: 'topology' },
      definitions: {
        a: {
          properties: {
            topology: { const: 'hex' },
            hexes: { type: 'object', propertyNames: { $ref: '#/k' }, additionalProperties: { $ref: '#/v' } },
            units: { type: 'object', maxProperties: 9, propertyNames: { $ref: '#/k' }, additionalProperties: { $ref: '#/v' } },
            setup: { type: 'object', additionalProperties: { $ref: '#/v' } },
          },
        },
        b: { properties: { topology: { const: 'area' }, hexsides: { type: 'object', propertyNames: { $ref: '#/k' }, additionalProperties: { $ref: '#/v' } } } },
      },
    };
    expect(keyedRecords(schema, 't.schema.json')).toEqual([
      { tag: 'topology', value: 'hex', records: { hexes: { key: { name: 't_hex_hexes_key', ref: 't.schema.json#/definitions/a/properties/hexes/propertyNames' }, entry: { name: 't_hex_hexes_entry', ref: 't.schema.json#/definitions/a/properties/hexes/additionalProperties' } } } },
      { tag: 'topology', value: 'area', records: { hexsides: { key: { name: 't_area_hexsides_key', ref: 't.schema.json#/definitions/b/properties/hexsides/propertyNames' }, entry: { name: 't_area_hexsides_entry', ref: 't.schema.json#/definitions/b/properties/hexsides/additionalProperties' } } } },
    ]);
    // A union with no tag: its errors are the union's, so nothing is checked entry by entry.
    expect(keyedRecords({ oneOf: [{}, {}] }, 'u.schema.json')).toEqual([]);
  });

  it('after 400 edits of units, each checked from the result before, the findings are the whole validator’s', () => {
    const oob = read('data/oob/ardennes44.oob.json');
    const ids = Object.keys(oob.units!).slice(0, 30);
    let doc: Record<string, unknown> = oob;
    let result = schemaResult('oob', doc);
    let seed = 7;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
    const values = [(u: Record<string, unknown>) => ({ ...u, steps: pick([1, 2, -1, 'two']) }), (u: Record<string, unknown>) => ({ ...u, bogus: 1 }), () => undefined, (u: Record<string, unknown>) => ({ ...u, front: { ...(u.front as object), attack: pick([3, 'x']) } }), () => 'a unit'];
    let incremental = 0;
    for (let i = 0; i < 400; i++) {
      const key = pick([...ids, 'new-unit', 'bad key!', '__proto__x']);
      const units = { ...(doc.units as Record<string, Record<string, unknown>>) };
      const value = pick(values)(units[key] ?? (oob.units![ids[0]!] as Record<string, unknown>));
      if (value === undefined) delete units[key];
      else units[key] = value as Record<string, unknown>;
      // Now and then a change outside the units: the whole document is checked again.
      const renamed = rnd() < 0.05;
      doc = renamed ? { ...doc, name: pick(['OOB', 5]), units } : { ...doc, units };
      const paths = renamed ? [['name'], ['units', key]] : [['units', key]];
      const after = schemaResultAfter('oob', result, doc, paths);
      if (paths.length === 1) incremental++;
      const whole = schemaFindings('oob', doc);
      const sort = (fs: readonly { pointer: string; message: string }[]) => [...fs].sort((a, b) => (a.pointer + a.message < b.pointer + b.message ? -1 : 1));
      expect(sort(after.findings), `after edit ${i}`).toEqual(sort(whole));
      result = after;
    }
    expect(incremental).toBeGreaterThan(300);
  });
});
