import { expect, test } from 'vitest';
import { memo } from './memo';

test('memo makes a value once per key, an undefined one too', () => {
  const cache = new Map<string, number | undefined>();
  let made = 0;
  const none = () => memo(cache, 'none', () => (made++, undefined));
  expect([none(), none(), none()]).toEqual([undefined, undefined, undefined]);
  expect(made).toBe(1);
  expect(memo(cache, 'one', () => (made++, 1))).toBe(1);
  expect(memo(cache, 'one', () => (made++, 2))).toBe(1);
  expect(made).toBe(2);
});
