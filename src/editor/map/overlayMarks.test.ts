import { describe, expect, test } from 'vitest';
import { problemHex, type Problem } from '../../validation';
import { errorHexes } from './overlayMarks';

const problem = (pointer: string, more: Partial<Problem> = {}): Problem => ({ file: 'data/maps/m.map.json', pointer, line: 1, column: 1, offset: 0, length: 0, severity: 'error', code: 'x', message: '', ...more });

describe('the hexes problems are about', () => {
  test('a hex, a victory hex, a supply source and a hexside name theirs; other pointers none', () => {
    expect(['/hexes/2020/terrain', '/victoryHexes/0913', '/supplySources/W1101/sides', '/hexsides/1504~1NE/kind', '/roads/r1/hexes/3', '/units/x'].map((pointer) => problemHex({ pointer }))).toEqual(['2020', '0913', 'W1101', '1504', undefined, undefined]);
  });

  test("a map's errors only, and a road's error at the hex its message names last", () => {
    const found = errorHexes(
      [
        problem('/hexes/2020/terrain'),
        problem('/hexes/2121/terrain', { severity: 'warning' }),
        problem('/hexes/2222/terrain', { file: 'data/maps/other.map.json' }),
        problem('/roads/r1/hexes/3', { message: 'roads/r1: 1504 and W1606 are not neighbours' }),
      ],
      'data/maps/m.map.json',
    );
    expect([...found].sort()).toEqual(['2020', 'W1606']);
  });
});
