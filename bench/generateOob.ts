/** An order of battle of `n` units built from the shipped one's types and formations, for the grid bench. */
import fs from 'node:fs';
import path from 'node:path';

export function generateOob(root: string, n: number): Record<string, unknown> {
  const base = JSON.parse(fs.readFileSync(path.join(root, 'data/oob/ardennes44.oob.json'), 'utf8'));
  const originals = Object.values(base.units) as Record<string, unknown>[];
  const units: Record<string, unknown> = {};
  for (let i = 0; i < n; i++) {
    const u = structuredClone(originals[i % originals.length]!);
    delete u.setup;
    delete u.arrival;
    // Their provenance goes with them: a unit's provenance naming a field it lacks is a warning of its own.
    const prov = u.provenance as Record<string, unknown> | undefined;
    if (prov) for (const k of Object.keys(prov)) if (/^\/(setup|arrival)(\/|$)/.test(k)) delete prov[k];
    units[`bench-${String(i).padStart(5, '0')}`] = { ...u, name: `B${i}/${(u.name as string).slice(0, 20)}` };
  }
  return { ...base, id: 'bench-oob', name: `Generated ${n}-unit order of battle`, units };
}
