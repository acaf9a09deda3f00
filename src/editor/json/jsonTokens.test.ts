import { describe, expect, test } from 'vitest';
import { jsonTokens } from './jsonTokens';

describe('jsonTokens', () => {
  test('keys, strings, numbers, literals and punctuation, joined back exactly', () => {
    const line = '    "2521": { "terrain": "forest", "elevation": -1.5e2, "town": null, "ok": true },';
    const tokens = jsonTokens(line);
    expect(tokens.map((t) => t.text).join('')).toBe(line);
    expect(tokens.filter((t) => t.kind === 'key').map((t) => t.text)).toEqual(['"2521"', '"terrain"', '"elevation"', '"town"', '"ok"']);
    expect(tokens.filter((t) => t.kind === 'string').map((t) => t.text)).toEqual(['"forest"']);
    expect(tokens.filter((t) => t.kind === 'number').map((t) => t.text)).toEqual(['-1.5e2']);
    expect(tokens.filter((t) => t.kind === 'literal').map((t) => t.text)).toEqual(['null', 'true']);
  });

  test('escaped quotes stay inside their string; broken text still comes back whole', () => {
    expect(jsonTokens('"a \\"b\\": c": 1').slice(0, 2)).toEqual([
      { text: '"a \\"b\\": c"', kind: 'key' },
      { text: ':', kind: 'punct' },
    ]);
    for (const line of ['"unclosed', '  NaN, @@ }', '', '\r']) expect(jsonTokens(line).map((t) => t.text).join('')).toBe(line);
  });
});
