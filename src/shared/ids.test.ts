import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { isId } from './ids';

describe('isId', () => {
  it('takes exactly the ids the schemas take (defs/common.schema.json#/definitions/id)', () => {
    const defs = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../schemas/defs/common.schema.json'), 'utf8')) as { definitions: { id: { pattern: string; maxLength: number } } };
    const { pattern, maxLength } = defs.definitions.id;
    const schema = (s: string) => new RegExp(pattern, 'u').test(s) && s.length <= maxLength;
    for (const s of ['a', 'A1', '1a', 'a.b+c_d-e', '', '-a', '.a', 'a b', 'x'.repeat(64), 'x'.repeat(65), 'é', 'a/b', 'constructor', '__proto__']) expect([s, isId(s)]).toEqual([s, schema(s)]);
  });
});
