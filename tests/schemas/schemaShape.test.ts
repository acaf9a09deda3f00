import { describe, expect, test } from 'vitest';
import { DOCUMENT_KINDS, DOCUMENT_SCHEMAS, SHARED_SCHEMAS } from '../../src/validation';

type Node = Record<string, unknown>;

/** Every object schema in the file, with its JSON pointer. */
function objects(node: unknown, at: string, out: [string, Node][] = []): [string, Node][] {
  if (!node || typeof node !== 'object') return out;
  if (Array.isArray(node)) {
    node.forEach((n, i) => objects(n, `${at}/${i}`, out));
    return out;
  }
  const n = node as Node;
  if (n.type === 'object') out.push([at, n]);
  for (const [k, v] of Object.entries(n)) if (k !== 'enum' && k !== 'const' && k !== 'default') objects(v, `${at}/${k}`, out);
  return out;
}

const all = [...SHARED_SCHEMAS, ...DOCUMENT_KINDS.map((k) => DOCUMENT_SCHEMAS[k])] as Node[];

describe('schemas', () => {
  test.each(all.map((s) => [s.$id as string, s] as const))('%s is draft-07 with additionalProperties stated on every object', (_id, schema) => {
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    for (const [at, node] of objects(schema, '')) {
      // A union wrapper (discriminated oneOf) states it on each branch instead.
      if (Array.isArray(node.oneOf)) continue;
      expect(node, `${schema.$id}#${at}`).toHaveProperty('additionalProperties');
      // Fixed-shape records are closed; keyed collections (no properties) describe their values.
      if (node.properties) expect(node.additionalProperties, `${schema.$id}#${at}`).toBe(false);
    }
  });

  test('every document schema requires kind and schemaVersion', () => {
    for (const kind of DOCUMENT_KINDS) {
      const s = DOCUMENT_SCHEMAS[kind] as Node;
      const branches = (s.oneOf as Node[] | undefined)?.map((b) => ((s.definitions as Node)[(b.$ref as string).split('/').pop()!] as Node)) ?? [s];
      for (const b of branches) expect(b.required).toEqual(expect.arrayContaining(['kind', 'schemaVersion', 'id']));
    }
  });
});
