import type { OrderOfBattle } from '../../generated/documents';
import { getAt } from '../changes';

/** A column of the order-of-battle grid: where its value lives in a unit, and how text becomes it. */
export interface Column {
  readonly key: string;
  readonly label: string;
  readonly path: readonly string[];
  readonly kind: 'text' | 'int' | 'bool' | 'enum';
  /** For enum columns: the values the document allows. */
  options?(oob: OrderOfBattle): string[];
}

/** A column of a counter face: front or back, a field, its label. */
export const faceColumn = (side: 'front' | 'back', field: string, label: string, kind: Column['kind'] = 'int'): Column => ({ key: `${side}.${field}`, label, path: [side, field], kind });

/** A record's value in a column (a unit's, a unit type's), as the grids show it. */
export function cellText(record: object, col: Column): string {
  const v = getAt(record, col.path);
  return v === undefined || v === null ? '' : String(v);
}

/** Text typed or pasted into a cell, as the value to store (undefined clears an optional field), or why not. */
export function parseCell(oob: OrderOfBattle, col: Column, text: string): { value: unknown } | { error: string } {
  const t = text.trim();
  if (t === '') return col.key === 'name' || col.key === 'side' || col.key === 'type' || col.key === 'steps' ? { error: `${col.label} is required` } : { value: undefined };
  if (col.kind === 'int') {
    if (!/^-?\d+$/.test(t)) return { error: `${col.label}: "${t}" is not a whole number` };
    return { value: Number(t) };
  }
  if (col.kind === 'bool') {
    if (/^(true|yes|y|1|x)$/i.test(t)) return { value: true };
    if (/^(false|no|n|0)$/i.test(t)) return { value: undefined };
    return { error: `${col.label}: "${t}" is not yes or no` };
  }
  if (col.kind === 'enum') {
    const allowed = col.options?.(oob) ?? [];
    if (!allowed.includes(t)) return { error: `${col.label}: "${t}" is not one of ${allowed.filter(Boolean).slice(0, 12).join(', ')}${allowed.length > 12 ? '…' : ''}` };
  }
  return { value: t };
}
