import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OrderOfBattle } from '../../generated/documents';
import { counterPreview, counterSheet, counterSvg } from './counterSvg';

const oob = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../data/oob/ardennes44.oob.json'), 'utf8')) as OrderOfBattle;

describe('counters', () => {
  it('draw the front from the row: factors, TQ in its kind, morale box, army stripe, symbol and corner code', () => {
    const svg = counterSvg(oob, oob.units['de-2pz-start-1']!, 'front');
    expect(svg).toContain('>4-3-8<');
    expect(svg).toContain('data-tq="grey"');
    expect(svg).toContain('fill="#9e9e9e"'); // 5th Panzer Army stripe (2Pz → XLVII PzK → 5 PzA)
    // A unit set up with no hex prints nothing in its corner (issue 17: never "start"); an arrival prints its turn and entries.
    expect(svg).not.toContain('>start<');
    expect(counterSvg(oob, oob.units['us-4-70-tnk-minus']!, 'front')).toContain('>16PM A,B<');
    // A long name is squeezed to the counter, never cut.
    expect(svg).toContain('lengthAdjust="spacingAndGlyphs">2Pz/? (placeholder)<');
    const elite = { ...oob.units['de-2pz-start-1']!, front: { ...oob.units['de-2pz-start-1']!.front, morale: 'elite', defenseBracketed: true, tq: { value: 3, kind: 'red' as const } } };
    const e = counterSvg(oob, elite as never, 'front');
    expect(e).toContain('>4-[3]-8<');
    expect(e).toContain('data-morale="elite"');
    expect(e).toContain('data-tq="red"');
  });

  it('draw the reduced back, and a sheet that puts each back behind its front', () => {
    expect(counterSvg(oob, oob.units['de-2pz-start-1']!, 'back')).toContain('>2-2-8<');
    expect(counterPreview(oob, oob.units['us-4-8-x']!)).toContain('(no back)');
    const ids = Object.keys(oob.units).slice(0, 10);
    const sheet = counterSheet(oob, ids, 8);
    expect(sheet).toContain('data-counters="10"');
    expect(sheet.match(/data-side="front"/g)).toHaveLength(10);
    expect(sheet.match(/data-side="back"/g)).toHaveLength(10);
    // The first counter's back is at the far right of the back half.
    expect(sheet).toMatch(/<g transform="translate\(0 0\)" data-side="front">/);
    expect(sheet).toMatch(new RegExp(`<g transform="translate\\(${8 * 64 + 20 + 7 * 64} 0\\)" data-side="back">`));
  });
});
