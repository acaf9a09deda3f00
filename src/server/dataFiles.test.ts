import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { DataFiles, hashText } from './dataFiles';

let root: string;
let files: DataFiles;
const MAP = 'data/maps/m.json';
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sandtable-files-'));
  write(MAP, '{"kind": "map"}\n');
  write('package.json', '{"secret": true}\n');
  files = new DataFiles(root);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('DataFiles', () => {
  test('lists and reads the JSON files under data/ with their hashes', () => {
    expect(files.list()).toEqual([{ file: MAP, text: '{"kind": "map"}\n', hash: hashText('{"kind": "map"}\n') }]);
    expect(files.read(MAP)).toMatchObject({ file: MAP });
  });

  test('writes through a temporary file renamed into place, leaving no temporary behind', () => {
    const base = (files.read(MAP) as { hash: string }).hash;
    const r = files.write(MAP, '{"kind": "map", "id": "x"}\n', base);
    expect(r.ok).toBe(true);
    expect(fs.readFileSync(path.join(root, MAP), 'utf8')).toBe('{"kind": "map", "id": "x"}\n');
    expect(fs.readdirSync(path.join(root, 'data/maps'))).toEqual(['m.json']);
  });

  test('deletes a file by moving it into data/.trash/ under its path and the time, never listed; another\'s change since is a conflict, nothing moved', () => {
    const base = (files.read(MAP) as { hash: string }).hash;
    write(MAP, '{"kind": "map", "id": "theirs"}\n');
    const stale = files.remove(MAP, base);
    expect(stale.ok).toBe(false);
    expect(!stale.ok && stale.refusal.kind).toBe('conflict');
    expect(fs.existsSync(path.join(root, MAP))).toBe(true);
    const now = (files.read(MAP) as { hash: string }).hash;
    const r = files.remove(MAP, now, new Date('2026-11-27T06:00:00.000Z'));
    expect(r).toEqual({ ok: true, trashed: 'data/.trash/maps/m.2026-11-27T06-00-00-000Z.json' });
    expect(fs.existsSync(path.join(root, MAP))).toBe(false);
    expect(fs.readFileSync(path.join(root, 'data/.trash/maps/m.2026-11-27T06-00-00-000Z.json'), 'utf8')).toBe('{"kind": "map", "id": "theirs"}\n');
    expect(files.list()).toEqual([]);
    // Gone already: no error. Outside data/: refused, as a write is.
    expect(files.remove(MAP, now)).toEqual({ ok: true });
    const outside = files.remove('../package.json', undefined);
    expect(!outside.ok && outside.refusal.kind).toBe('outside');
    expect(fs.existsSync(path.join(root, 'package.json'))).toBe(true);
  });

  test.each([
    ['../package.json', /outside data\//],
    ['data/../package.json', /outside data\//],
    ['/etc/passwd', /absolute path/],
    ['data/maps/m.txt', /not a \.json file/],
    ['package.json', /outside data\//],
    ['', /not a file path/],
  ])('refuses the path %s, writing nothing', (file, message) => {
    const r = files.write(file, '{}', undefined);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.refusal.kind).toBe('outside');
      expect(r.refusal.message).toMatch(message);
    }
    expect(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).toBe('{"secret": true}\n');
  });

  test('refuses a path that leaves data/ through a symlink', () => {
    fs.mkdirSync(path.join(root, 'elsewhere'));
    fs.symlinkSync(path.join(root, 'elsewhere'), path.join(root, 'data/link'));
    const r = files.write('data/link/x.json', '{}', undefined);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.refusal.message).toMatch(/through a link/);
    expect(fs.readdirSync(path.join(root, 'elsewhere'))).toEqual([]);
  });

  test('never writes text that does not parse', () => {
    const r = files.write(MAP, '{"kind": "map",', hashText('{"kind": "map"}\n'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.refusal).toMatchObject({ kind: 'unparsable', message: expect.stringMatching(/does not parse/) });
    expect(fs.readFileSync(path.join(root, MAP), 'utf8')).toBe('{"kind": "map"}\n');
  });

  test('a file changed on disk since it was read is a conflict, with the disk version to choose from', () => {
    const base = hashText('{"kind": "map"}\n');
    write(MAP, '{"kind": "map", "by": "someone else"}\n');
    const r = files.write(MAP, '{"kind": "map", "by": "me"}\n', base);
    expect(r.ok).toBe(false);
    if (!r.ok && r.refusal.kind === 'conflict') expect(r.refusal.disk.text).toBe('{"kind": "map", "by": "someone else"}\n');
    else throw new Error('expected a conflict');
    // Choosing mine: write again against the disk version's hash.
    expect(files.write(MAP, '{"kind": "map", "by": "me"}\n', r.refusal.disk.hash).ok).toBe(true);
  });

  test('creates new files under data/', () => {
    expect(files.write('data/scenarios/new.json', '{"kind": "scenario"}\n', undefined).ok).toBe(true);
    expect(fs.existsSync(path.join(root, 'data/scenarios/new.json'))).toBe(true);
  });
});

describe('background images', () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  test('a PNG is written under data/ and read back with its type', () => {
    expect(files.writeImage('data/backgrounds/east.png', png)).toEqual({ ok: true, file: 'data/backgrounds/east.png' });
    expect(files.readImage('data/backgrounds/east.png')).toMatchObject({ type: 'image/png' });
  });
  test('a file that is not an image is refused, whatever its name', () => {
    const r = files.writeImage('data/backgrounds/east.png', Buffer.from('this is a text file, not a scan'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.refusal.message).toMatch(/not a PNG or JPEG image/);
    expect(fs.existsSync(path.join(root, 'data/backgrounds/east.png'))).toBe(false);
  });
  test('images too stay under data/', () => {
    const r = files.writeImage('../scan.png', png);
    expect(r.ok).toBe(false);
  });
});

describe('hidden files and temporaries', () => {
  test('a hidden file or folder is never written: the studio lists none, so it would vanish', () => {
    for (const f of ['data/.hidden.json', 'data/.git/x.json', 'data/maps/.m.json']) {
      const r = files.write(f, '{}', undefined);
      expect(r.ok).toBe(false);
      expect(!r.ok && r.refusal.message).toMatch(/a hidden file or folder/);
    }
  });

  test('temporaries left by a save that was cut off are removed; documents and other dot-files are not', () => {
    write('data/maps/.st-0123456789ab.tmp', '{"half');
    write('data/maps/.m.json.0123456789ab.tmp', '{"half');
    write('data/maps/.keep', '');
    expect(files.removeStaleTemporaries().sort()).toEqual(['data/maps/.m.json.0123456789ab.tmp', 'data/maps/.st-0123456789ab.tmp']);
    expect(fs.readdirSync(path.join(root, 'data/maps')).sort()).toEqual(['.keep', 'm.json']);
  });
});

describe('the hashes the studio polls for', () => {
  test('a file is read and hashed again only when its modification time or size changed', () => {
    const full = path.join(root, MAP);
    expect(files.list(true)[0]!.hash).toBe(hashText('{"kind": "map"}\n'));
    const reads = vi.spyOn(fs, 'readFileSync');
    try {
      expect(files.list(true)[0]!.hash).toBe(hashText('{"kind": "map"}\n'));
      expect(reads).not.toHaveBeenCalled();
      // Someone else's edit changes the time and size: it is read at the next poll.
      fs.writeFileSync(full, '{"kind": "map", "id": "theirs"}\n');
      const later = fs.statSync(full).mtimeMs / 1000 + 5;
      fs.utimesSync(full, later, later);
      expect(files.list(true)[0]!.hash).toBe(hashText('{"kind": "map", "id": "theirs"}\n'));
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  });

  test('the studio lists, then reads each file: the disk is read once, unless the file changed in between', () => {
    const full = path.join(root, MAP);
    const reads = vi.spyOn(fs, 'readFileSync');
    try {
      const [listed] = files.list(true);
      expect(reads).toHaveBeenCalledTimes(1);
      expect(files.read(MAP)).toEqual({ file: MAP, text: '{"kind": "map"}\n', hash: listed!.hash });
      expect(reads).toHaveBeenCalledTimes(1);
      // Given once: a second read goes to the disk.
      expect(files.read(MAP)).toMatchObject({ text: '{"kind": "map"}\n' });
      expect(reads).toHaveBeenCalledTimes(2);
      // Changed between the listing and the read: the read is of the disk as it is now.
      const later = fs.statSync(full).mtimeMs / 1000 + 5;
      fs.utimesSync(full, later, later);
      files.list(true);
      fs.writeFileSync(full, '{"kind": "map", "id": "theirs"}\n');
      expect(files.read(MAP)).toMatchObject({ text: '{"kind": "map", "id": "theirs"}\n' });
    } finally {
      reads.mockRestore();
    }
  });
});
