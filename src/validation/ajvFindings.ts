import type { ErrorObject } from 'ajv';
import { escapeToken, parsePointer } from '../shared/jsonPointer';
import type { Finding } from './problem';
import { discriminatorValues } from './schemaIndex';

type SchemaNode = { title?: string; description?: string; properties?: Record<string, unknown>; oneOf?: unknown[] };

/**
 * Turns Ajv's errors into findings a designer can act on: one per place, naming the field,
 * the value found and what is expected. Failed union branches collapse into one message.
 */
export function ajvFindings(errors: readonly ErrorObject[]): Finding[] {
  const isUnion = (e: ErrorObject) => e.keyword === 'anyOf' || e.keyword === 'oneOf';
  const unionPaths = errors.filter(isUnion).map((e) => e.instancePath);
  const reportedUnions = new Set<string>();
  const seen = new Set<string>();
  const out: Finding[] = [];
  for (const e of errors) {
    if (e.keyword === 'propertyNames' || e.keyword === 'if') continue;
    if (!isUnion(e) && unionPaths.some((p) => within(e.instancePath, p))) continue;
    if (isUnion(e) && reportedUnions.has(e.instancePath)) continue; // nested unions: the innermost says it best
    if (isUnion(e)) reportedUnions.add(e.instancePath);
    const f = isUnion(e) ? (numericBranch(errors, e) ?? finding(e)) : finding(e);
    const key = `${f.pointer}\u0000${f.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(f);
  }
  return out;
}

const RANGE = new Set(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf']);

/** For a number that fails a union only by its range (a negative cost), the range message is the useful one. */
function numericBranch(errors: readonly ErrorObject[], union: ErrorObject): Finding | undefined {
  if (typeof union.data !== 'number') return undefined;
  const e = errors.find((x) => x.instancePath === union.instancePath && RANGE.has(x.keyword));
  return e ? finding(e) : undefined;
}

function within(path: string, union: string): boolean {
  return path === union || path.startsWith(union + '/');
}

function finding(e: ErrorObject): Finding {
  const params = e.params as Record<string, unknown>;
  const schema = (e.parentSchema ?? {}) as SchemaNode;
  // A key's own errors name it beside their params (Ajv's `propertyName`), at the record.
  const named = e.propertyName ?? params.propertyName;
  const propertyName = typeof named === 'string' ? named : undefined;
  if (propertyName !== undefined) {
    const ptr = `${e.instancePath}/${escapeToken(propertyName)}`;
    return make(ptr, `the key "${propertyName}" is not a valid ${noun(schema)}${hint(schema)}`, 'schema/key', true);
  }
  switch (e.keyword) {
    case 'required':
      return make(e.instancePath, `missing "${String(params.missingProperty)}"${fieldHint(schema, String(params.missingProperty))}`, 'schema/required');
    case 'additionalProperties': {
      const extra = String(params.additionalProperty);
      const allowed = Object.keys(schema.properties ?? {}).filter((k) => k !== '$schema');
      const list = allowed.length ? ` (fields here: ${allowed.slice(0, 14).join(', ')}${allowed.length > 14 ? ', …' : ''})` : '';
      return make(`${e.instancePath}/${escapeToken(extra)}`, `"${extra}" is not a field here${list}`, 'schema/unknown-field', true);
    }
    case 'type':
      return make(e.instancePath, `must be ${article(String(params.type))}, not ${describe(e.data)}`, 'schema/type');
    case 'const':
      return make(e.instancePath, `must be ${JSON.stringify(params.allowedValue)}, not ${describe(e.data)}`, 'schema/const');
    case 'enum':
      return make(e.instancePath, `${describe(e.data)} is not one of: ${(params.allowedValues as unknown[]).map((v) => String(v)).join(', ')}`, 'schema/enum');
    case 'pattern':
      return make(e.instancePath, `${describe(e.data)} is not a valid ${noun(schema)}${hint(schema)}`, 'schema/pattern');
    case 'minimum':
    case 'exclusiveMinimum':
      return make(e.instancePath, `must be ${e.keyword === 'minimum' ? 'at least' : 'more than'} ${String(params.limit)}, not ${describe(e.data)}${negativeHint(e.data)}`, 'schema/range');
    case 'maximum':
    case 'exclusiveMaximum':
      return make(e.instancePath, `must be ${e.keyword === 'maximum' ? 'at most' : 'less than'} ${String(params.limit)}, not ${describe(e.data)}`, 'schema/range');
    case 'multipleOf':
      return make(e.instancePath, `must be a multiple of ${String(params.multipleOf)}, not ${describe(e.data)}`, 'schema/range');
    case 'minLength':
      return make(e.instancePath, params.limit === 1 ? 'must not be empty' : `must be at least ${String(params.limit)} characters long`, 'schema/length');
    case 'maxLength':
      return make(e.instancePath, `is longer than ${String(params.limit)} characters`, 'schema/length');
    case 'minItems':
      return make(e.instancePath, `needs at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}`, 'schema/items');
    case 'maxItems':
      return make(e.instancePath, `has more than ${String(params.limit)} items`, 'schema/items');
    case 'uniqueItems': {
      // Located at the later of the two (the one to remove), whichever order Ajv found them in.
      const [first, later] = [Number(params.i), Number(params.j)].sort((a, b) => a - b) as [number, number];
      const data = e.data as unknown[];
      return make(`${e.instancePath}/${later}`, `lists ${describe(data[later])} twice (items ${first + 1} and ${later + 1})`, 'schema/duplicate-item');
    }
    case 'minProperties':
    case 'maxProperties':
      return make(e.instancePath, propertiesCount(e, schema), 'schema/properties');
    case 'discriminator': {
      const tag = String(params.tag);
      if (params.error === 'tag') return make(e.instancePath, `missing "${tag}" (it says which kind of entry this is)`, 'schema/required');
      const allowed = discriminatorValues(e.parentSchema as object);
      return make(`${e.instancePath}/${escapeToken(tag)}`, `unknown ${tag} ${describe(params.tagValue)}${allowed.length ? `; expected one of: ${allowed.join(', ')}` : ''}`, 'schema/unknown-kind');
    }
    case 'anyOf':
    case 'oneOf':
      return make(e.instancePath, `${describe(e.data)} is not a valid ${noun(schema)}${hint(schema)}`, 'schema/union');
    default:
      return make(e.instancePath, e.message ?? 'is not valid here', `schema/${e.keyword}`);
  }
}

function make(pointer: string, message: string, code: string, atKey = false): Finding {
  return { pointer, severity: 'error', message: `${place(pointer)}: ${message}`, code, ...(atKey ? { atKey } : {}) };
}

/** The place of a pointer as the designer reads it in the JSON: units/26VG-39/front/attack. */
export function place(pointer: string): string {
  return pointer === '' ? 'document' : parsePointer(pointer).join('/');
}

function noun(schema: SchemaNode): string {
  return schema.title ? schema.title.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase() : 'value';
}

function hint(schema: SchemaNode): string {
  return schema.description ? ` (${schema.description.replace(/\.$/, '')})` : '';
}

function fieldHint(schema: SchemaNode, field: string): string {
  const prop = schema.properties?.[field] as SchemaNode | undefined;
  return prop?.description ? ` (${prop.description.replace(/\.$/, '')})` : '';
}

function article(type: string): string {
  const words = type.split(',').map((t) => t.trim());
  const one = (t: string) => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);
  return words.map(one).join(' or ');
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? value.slice(0, 57) + '…' : value);
  return String(value);
}

function negativeHint(value: unknown): string {
  return typeof value === 'number' && value < 0 ? ' (negative values are not allowed here)' : '';
}

function propertiesCount(e: ErrorObject, schema: SchemaNode): string {
  const names = Object.keys(schema.properties ?? {});
  const params = e.params as { limit: number };
  const min = (e.parentSchema as { minProperties?: number }).minProperties;
  const max = (e.parentSchema as { maxProperties?: number }).maxProperties;
  if (min === 1 && max === 1 && names.length) return `needs exactly one of: ${names.join(', ')}`;
  if (e.keyword === 'minProperties') return params.limit === 1 ? 'must not be empty' : `needs at least ${params.limit} entries`;
  return `has more than ${params.limit} entries`;
}
