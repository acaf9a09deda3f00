import { describe, expect, test } from 'vitest';
import { DocumentText } from './documentText';
import { textChange } from './textChange';

const text = (attack: number, extra = '') => `{\n  "units": {\n    "a": {\n      "attack": ${attack}\n    },${extra}\n    "b": {\n      "attack": 2\n    }\n  }\n}\n`;

describe('textChange', () => {
  test('a changed value is its line; the rest is the same before it and moved after it', () => {
    const a = text(1);
    const b = text(10);
    const c = textChange(a, b)!;
    expect(a.slice(c.start, c.oldEnd)).toBe('      "attack": 1\n');
    expect(b.slice(c.start, c.newEnd)).toBe('      "attack": 10\n');
    expect(c.lineDelta).toBe(0);
  });

  test('lines added count, and a whole object added is balanced', () => {
    const c = textChange(text(1), text(1, '\n    "c": {\n      "attack": 3\n    },'))!;
    expect(c.lineDelta).toBe(3);
  });

  test('a change that opens or closes a bracket around what follows cannot move problems', () => {
    // "c" moved into "a": the lines that changed close "a" in one text and not in the other.
    expect(textChange('{\n"a": {\n"b": 1\n},\n"c": 2\n}', '{\n"a": {\n"b": 1,\n"c": 2\n}\n}')).toBeUndefined();
    // A value that became an object holding it: the change is whole, and what follows is under the same keys.
    expect(textChange('{\n  "a": 1\n}\n', '{\n  "a": {\n  "x": 1\n}\n}\n')).toMatchObject({ lineDelta: 2 });
    expect(textChange('[\n  1,\n  2\n]\n', '[\n  1\n]\n')).toBeUndefined(); // an item of a list taken away
    expect(textChange('{\n  "a": "}"\n}\n', '{\n  "a": "{"\n}\n')).toBeDefined(); // brackets in strings are text
  });

  test('DocumentText places a finding at the same pointer by moving its place, not by searching the new text', () => {
    const before = new DocumentText('f.json', text(1, '\n    "c": {\n      "attack": 3\n    },'));
    const at = before.problem({ pointer: '/units/b/attack', severity: 'error', message: 'm', code: 'c' });
    const after = new DocumentText('f.json', text(1), before);
    const again = after.problem({ pointer: '/units/b/attack', severity: 'error', message: 'm', code: 'c' });
    const afresh = new DocumentText('f.json', text(1)).problem({ pointer: '/units/b/attack', severity: 'error', message: 'm', code: 'c' });
    expect(again).toEqual(afresh);
    expect(again.line).toBe(at.line - 3);
    expect(after.moved(before, at)).toEqual(afresh);
    expect(after.moved(new DocumentText('f.json', text(1)), at)).toBeUndefined(); // placed in another text: not moved
  });
});

describe('textChange and lists', () => {
  const list = (xs: string[]) => `{\n  "hexes": [\n${xs.map((x) => `    "${x}"`).join(',\n')}\n  ]\n}\n`;
  test('an item added to a list moves the indexes after it: nothing is moved', () => {
    expect(textChange(list(['0101', '0102', '0103']), list(['0100', '0101', '0102', '0103']))).toBeUndefined();
    expect(textChange(list(['0101', '0102', '0103']), list(['0101', '0103']))).toBeUndefined();
  });
  test('an item changed in place keeps them', () => {
    expect(textChange(list(['0101', '0102', '0103']), list(['0101', '0199', '0103']))).toMatchObject({ lineDelta: 0 });
  });
});
