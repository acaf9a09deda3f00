import { DOCUMENT_KINDS, DOCUMENT_SCHEMAS, SHARED_SCHEMAS } from './schemaSet';

type Node = Record<string, unknown>;

/**
 * For every schema node with a discriminator, the tag values its branches accept (read once), by
 * the node's JSON: the compiled validators' errors carry copies of the schema nodes, not the nodes.
 */
const byNode = new Map<string, string[]>();

function resolveLocal(root: Node, ref: string): Node | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const token of ref.slice(2).split('/')) node = (node as Node | undefined)?.[token];
  return node as Node | undefined;
}

function index(root: Node, node: unknown): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach((n) => index(root, n));
  const n = node as Node;
  const disc = n.discriminator as { propertyName?: string } | undefined;
  if (disc?.propertyName && Array.isArray(n.oneOf)) {
    const tag = disc.propertyName;
    const values = (n.oneOf as Node[]).flatMap((branch) => {
      const b = typeof branch.$ref === 'string' ? resolveLocal(root, branch.$ref) : branch;
      const c = (b?.properties as Node | undefined)?.[tag] as { const?: unknown } | undefined;
      return typeof c?.const === 'string' ? [c.const] : [];
    });
    byNode.set(JSON.stringify(n), values);
  }
  for (const v of Object.values(n)) index(root, v);
}

let indexed = false;

/** The values a discriminated union accepts for its tag (e.g. every table kind). */
export function discriminatorValues(schemaNode: object): string[] {
  // Indexed on first use, not as the module loads: a page that finds no such error never pays for it.
  if (!indexed) for (const schema of [...SHARED_SCHEMAS, ...DOCUMENT_KINDS.map((k) => DOCUMENT_SCHEMAS[k])]) index(schema as Node, schema);
  indexed = true;
  return byNode.get(JSON.stringify(schemaNode)) ?? [];
}
