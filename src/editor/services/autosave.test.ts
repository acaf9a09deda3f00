import 'fake-indexeddb/auto';
import { createStore, set } from 'idb-keyval';
import { beforeEach, describe, expect, test } from 'vitest';
import { autosaveOf, changedSince, type UnsavedText } from './autosave';

/** localStorage as the page has it (Node has none): the last moment's copies are kept there. */
const storage = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, String(v)),
    removeItem: (k: string) => void storage.delete(k),
  },
});

const MAP = 'data/maps/east.map.json';
const text = (file: string, t: string, at = 1): UnsavedText => ({ file, text: t, baseHash: 'h0', at });

describe('autosave keeps each project\'s unsaved texts apart', () => {
  beforeEach(async () => {
    storage.clear();
    for (const key of ['alpha', 'beta']) for (const u of await autosaveOf(key).texts()) await autosaveOf(key).forget(u.file);
  });

  test('a text kept for one project is offered to it, and never to another project with a file of that name', async () => {
    const [a, b] = [autosaveOf('alpha'), autosaveOf('beta')];
    await a.keep(text(MAP, 'alpha edit'));
    await b.keep(text('data/oob/other.oob.json', 'beta edit'));
    expect((await a.texts()).map((u) => [u.file, u.text])).toEqual([[MAP, 'alpha edit']]);
    expect((await b.texts()).map((u) => u.file)).toEqual(['data/oob/other.oob.json']);
    expect(await a.texts()).toEqual([text(MAP, 'alpha edit')]); // no project field leaks into what recovery sees
  });

  test('the last moment\'s copies (localStorage) are the project\'s too, and the newer copy of a file wins', async () => {
    const [a, b] = [autosaveOf('alpha'), autosaveOf('beta')];
    await a.keep(text(MAP, 'older', 1));
    a.keepNow([text(MAP, 'newer', 2)]);
    b.keepNow([text(MAP, 'beta\'s', 3)]);
    expect((await a.texts()).map((u) => u.text)).toEqual(['newer']);
    expect((await b.texts()).map((u) => u.text)).toEqual(['beta\'s']);
    await a.forget(MAP);
    expect(await a.texts()).toEqual([]);
    expect((await b.texts()).map((u) => u.text)).toEqual(['beta\'s']);
  });

  test('a text kept before projects were told apart is offered to the next project opened, and forgotten with its own', async () => {
    await set(MAP, text(MAP, 'from an older studio'), createStore('sandtable', 'unsaved'));
    storage.set('sandtable-unsaved', JSON.stringify({ 'data/x.json': text('data/x.json', 'older moment') }));
    const a = autosaveOf('alpha');
    expect((await a.texts()).map((u) => u.text).sort()).toEqual(['from an older studio', 'older moment']);
    await a.forget(MAP);
    await a.forget('data/x.json');
    expect(await a.texts()).toEqual([]);
    expect(await autosaveOf('beta').texts()).toEqual([]);
    expect(storage.has('sandtable-unsaved')).toBe(false);
  });

  test('a write the worker makes lands under the project it was asked for', async () => {
    const a = autosaveOf('alpha');
    await a.keepFrom(async () => false, { file: MAP, baseHash: 'h0', at: 1 }, () => 'made on the page');
    await a.keepFrom(async () => true, { file: 'data/y.json', at: 1 }, () => 'never made');
    expect((await a.texts()).map((u) => [u.file, u.text])).toEqual([[MAP, 'made on the page']]);
    expect(await autosaveOf('beta').texts()).toEqual([]);
  });
});

test('an entry that is not one of ours (damaged, or another program\'s) is passed over, and the rest still offered', async () => {
  const db = createStore('sandtable', 'unsaved');
  await set('alpha:data/bad.json', 'not an entry', db);
  await set('alpha:data/worse.json', { file: 'data/worse.json', text: 3, at: 1, project: 'alpha' }, db);
  storage.set('sandtable-unsaved:alpha', JSON.stringify({ x: null, y: { file: 'data/y.json' } }));
  const a = autosaveOf('alpha');
  await a.keep(text(MAP, 'good'));
  expect((await a.texts()).map((u) => u.text)).toEqual(['good']);
  await a.forget(MAP);
  await Promise.all(['data/bad.json', 'data/worse.json'].map((f) => a.forget(f)));
  storage.clear();
});

describe('changedSince: what became of a recovered text\'s file on disk', () => {
  test('the disk still holds what it was edited from: nothing to say', () => {
    expect(changedSince(text(MAP, 'x'), 'h0')).toBeUndefined();
    expect(changedSince({ file: MAP, text: '', deleted: true, baseHash: 'h0', at: 1 }, 'h0')).toBeUndefined();
    expect(changedSince({ file: MAP, text: 'new', at: 1 }, undefined)).toBeUndefined();
  });
  test('the disk changed, the file went, or a new file\'s name is now taken on disk', () => {
    expect(changedSince(text(MAP, 'x'), 'h1')).toBe('the file on disk has changed since');
    expect(changedSince({ file: MAP, text: '', deleted: true, baseHash: 'h0', at: 1 }, 'h1')).toBe('the file on disk has changed since');
    expect(changedSince(text(MAP, 'x'), undefined)).toBe('the file is no longer on disk');
    expect(changedSince({ file: MAP, text: 'new', at: 1 }, 'h1')).toBe('it was a new file then, and a file of that name is on disk now');
  });
});
