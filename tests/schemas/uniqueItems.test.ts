/**
 * Lists of unique ids (hex sets, sides, formations) are checked by hashing, not by comparing every
 * pair (scripts/renderValidators.mjs gives their items the type their `$ref` names), and a duplicate
 * is still found and located at the later of the two, the one to remove.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaFindings } from '../../src/validation';
// @ts-expect-error -- a build script in plain JavaScript, with no declarations
import { typedUniqueItems } from '../../scripts/renderValidators.mjs';

const root = path.resolve(__dirname, '../..');
const map = JSON.parse(fs.readFileSync(path.join(root, 'data/maps/ardennes44-east.map.json'), 'utf8'));
const withSet = (hexes: string[]) => ({ ...map, hexSets: { ...map.hexSets, test: { name: 'Test', purpose: 'setupArea', hexes } } });

describe('unique lists in the schemas', () => {
  it('a hex set of 1,500 distinct hexes is valid; one listed twice is found at its second place', () => {
    const hexes = Object.keys(map.hexes).slice(0, 1500);
    expect(schemaFindings('map', withSet(hexes))).toEqual([]);
    const twice = [...hexes.slice(0, 10), hexes[3]!, ...hexes.slice(10, 20)];
    const found = schemaFindings('map', withSet(twice));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ pointer: '/hexSets/test/hexes/10', code: 'schema/duplicate-item' });
    expect(found[0]!.message).toContain(`lists "${hexes[3]}" twice (items 4 and 11)`);
  });

  it('the validators are compiled with the type beside the $ref of every list of unique ids (so Ajv hashes them)', () => {
    const typeOf = (ref: string) => (ref.endsWith('/hexId') ? 'string' : undefined);
    const schema = { properties: { hexes: { type: 'array', items: { $ref: 'defs/common.schema.json#/definitions/hexId' }, uniqueItems: true }, other: { type: 'array', items: { $ref: 'defs/common.schema.json#/definitions/thing' }, uniqueItems: true } } };
    const typed = typedUniqueItems(schema, typeOf) as typeof schema;
    expect(typed.properties.hexes.items).toEqual({ type: 'string', $ref: 'defs/common.schema.json#/definitions/hexId' });
    expect(typed.properties.other.items).toEqual({ $ref: 'defs/common.schema.json#/definitions/thing' });
    expect(schema.properties.hexes.items).toEqual({ $ref: 'defs/common.schema.json#/definitions/hexId' }); // the schema itself untouched
  });
});
