import { describe, expect, test } from 'vitest';
import { DocumentText } from './documentText';

describe('DocumentText.insertionPoint', () => {
  const text = '{\n  "hexes": {\n    "1005": { "terrain": "forest" },\n    "1007": { "terrain": "clear" }\n  },\n  "empty": {}\n}\n';
  const t = new DocumentText('m.json', text);

  test('a key goes before the first key that sorts after it, numbers compared as numbers', () => {
    expect(t.insertionPoint('/hexes', '1006')).toBe(text.indexOf('"1007"'));
    expect(t.insertionPoint('/hexes', '0901')).toBe(text.indexOf('"1005"'));
  });

  test('after the last property, or just inside an empty object', () => {
    expect(t.insertionPoint('/hexes', '2000')).toBe(text.indexOf('}\n  },') + 1);
    expect(t.insertionPoint('/empty', '1')).toBe(text.indexOf('{}') + 1);
  });

  test('no object there: undefined', () => {
    expect(t.insertionPoint('/hexes/1005/terrain', 'x')).toBeUndefined();
    expect(t.insertionPoint('/nowhere', 'x')).toBeUndefined();
  });
});
