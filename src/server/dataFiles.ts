import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MAX_DOCUMENT_BYTES, parseJson } from '../validation';
import { writeAtomically } from './writeAtomically';

/** A file of the project as the studio sees it: its path under the project, text and content hash. */
export interface DataFile {
  readonly file: string;
  readonly text: string;
  readonly hash: string;
}

/** Why a write was refused. Each carries a message for the designer; nothing is written. */
export type WriteRefusal =
  | { readonly kind: 'outside'; readonly message: string }
  | { readonly kind: 'unparsable'; readonly message: string }
  | { readonly kind: 'tooLarge'; readonly message: string }
  | { readonly kind: 'conflict'; readonly message: string; readonly disk: DataFile }
  /** The file system refused (a name too long, a file where a folder should be, …): `status` is the HTTP status. */
  | { readonly kind: 'fileSystem'; readonly status: number; readonly message: string };

/** The names of write temporaries: this build's `.st-<hex>.tmp`, and earlier builds' `.<name>.<hex>.tmp`. */
const TEMPORARY = /^\.(st-[0-9a-f]{12}|.+\.[0-9a-f]{12})\.tmp$/;

/** The longest file name most file systems take, in bytes. */
const MAX_NAME_BYTES = 255;

/**
 * What a file-system error means for the designer, and the HTTP status that says it: never a
 * crash of the server, always the file and the reason.
 */
export function fileSystemRefusal(file: string, e: unknown): WriteRefusal {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  const say = (status: number, why: string): WriteRefusal => ({ kind: 'fileSystem', status, message: `${file}: ${why}` });
  switch (code) {
    case 'ENAMETOOLONG':
      return say(400, `the name is too long for the file system (at most ${MAX_NAME_BYTES} bytes a name)`);
    case 'ENOTDIR':
    case 'EEXIST':
      return say(409, 'a part of the path is a file, not a folder');
    case 'EISDIR':
      return say(409, 'it is a folder, not a file');
    case 'ENOENT':
      return say(404, 'it does not exist');
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return say(403, 'the file system does not allow it (permissions or a read-only disk)');
    case 'ENOSPC':
    case 'EDQUOT':
      return say(507, 'the disk is full; nothing was written');
    default:
      return say(500, `the file system refused (${code ?? (e instanceof Error ? e.message : String(e))})`);
  }
}

/** Runs a file-system step, turning its error into a refusal. */
function guardFs<T>(file: string, step: () => T): T | { refusal: WriteRefusal } {
  try {
    return step();
  } catch (e) {
    return { refusal: fileSystemRefusal(file, e) };
  }
}

const IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg'];

/** The MIME type of PNG or JPEG bytes, read from their signature (never from the file name). */
export function imageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | undefined {
  if (bytes.length > 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return undefined;
}

/** The content hash the studio echoes back so a write can detect someone else's change. */
export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}

/**
 * Reads and writes the project's JSON files, only under `<root>/data`: a path that escapes it (by
 * .., an absolute path or a symlink) is refused; writes go to a temporary file renamed into place;
 * text that does not parse is never written; a file changed on disk since it was read is a conflict.
 */
export class DataFiles {
  private readonly dataDir: string;

  /**
   * Each file's hash as last read, with the modification time and size it was read at; and, when a
   * listing of hashes has just read it, its text, for the one read that follows (the studio lists the
   * files, then asks for each: the disk was read twice at every start). The text is given once while
   * the file's time and size are the ones read, and dropped at the next listing.
   */
  private readonly hashes = new Map<string, { mtimeMs: number; size: number; hash: string; text?: string }>();

  constructor(root: string) {
    this.dataDir = path.resolve(root, 'data');
  }

  /**
   * Removes the temporary files a write left behind when the server was killed between writing and
   * renaming (the file itself is then still the old version, whole). Returns the files removed.
   */
  removeStaleTemporaries(): string[] {
    if (!fs.existsSync(this.dataDir)) return [];
    const removed: string[] = [];
    const walk = (dir: string): void => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, e.name);
        if (e.isDirectory() && !e.name.startsWith('.')) walk(full);
        else if (e.isFile() && TEMPORARY.test(e.name)) {
          fs.rmSync(full, { force: true });
          removed.push(this.name(full));
        }
      }
    };
    walk(this.dataDir);
    return removed;
  }

  /** Every .json file under data/, with text and hash (`meta`: hashes only, text left empty). */
  list(meta = false): DataFile[] {
    // What the last listing read is for the reads that followed it, not for later ones.
    for (const known of this.hashes.values()) delete known.text;
    if (!fs.existsSync(this.dataDir)) return [];
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        if (e.name.startsWith('.')) return [];
        const full = path.join(dir, e.name);
        return e.isDirectory() ? walk(full) : e.isFile() && e.name.endsWith('.json') ? [full] : [];
      });
    const seen = new Set<string>();
    const listed = walk(this.dataDir)
      .sort()
      .flatMap((full) => {
        const stat = fs.statSync(full);
        const file = this.name(full);
        seen.add(full);
        if (stat.size > MAX_DOCUMENT_BYTES) return [{ file, text: '', hash: `too-large:${stat.size}` }];
        if (meta) {
          // The studio asks every two seconds: hash again only what changed since it last asked.
          const known = this.hashes.get(full);
          if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return [{ file, text: '', hash: known.hash }];
        }
        const f = this.readResolved(full, file);
        this.hashes.set(full, { mtimeMs: stat.mtimeMs, size: stat.size, hash: f.hash, ...(meta ? { text: f.text } : {}) });
        return [meta ? { file: f.file, text: '', hash: f.hash } : f];
      });
    for (const full of this.hashes.keys()) if (!seen.has(full)) this.hashes.delete(full);
    return listed;
  }

  /** The text a listing just read of a file, when the file is still as it was read (then forgotten). */
  private takeJustRead(full: string, file: string): DataFile | undefined {
    const kept = this.hashes.get(full);
    const text = kept?.text;
    if (!kept || text === undefined) return undefined;
    delete kept.text;
    const stat = fs.statSync(full);
    return stat.mtimeMs === kept.mtimeMs && stat.size === kept.size ? { file, text, hash: kept.hash } : undefined;
  }

  /** One file, or a refusal when the path is outside data/ or missing. */
  read(file: string): DataFile | { refused: string; status?: number } {
    const full = this.resolve(file);
    if (typeof full !== 'string') return { refused: full.message };
    if (!fs.existsSync(full)) return { refused: `${file} does not exist` };
    const r = guardFs(file, () => this.takeJustRead(full, this.name(full)) ?? this.readResolved(full, this.name(full)));
    return 'refusal' in r ? { refused: r.refusal.message, status: 'status' in r.refusal ? r.refusal.status : 400 } : r;
  }

  /** Writes text atomically, or says why not. `baseHash` is the hash the studio last read (absent: a new file). */
  write(file: string, text: string, baseHash: string | undefined): { ok: true; file: DataFile } | { ok: false; refusal: WriteRefusal } {
    const full = this.resolve(file);
    if (typeof full !== 'string') return { ok: false, refusal: full };
    if (Buffer.byteLength(text) > MAX_DOCUMENT_BYTES) return { ok: false, refusal: { kind: 'tooLarge', message: `${file} would be over ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB; not written` } };
    const parsed = parseJson(text);
    if (!parsed.ok) return { ok: false, refusal: { kind: 'unparsable', message: `${file} was not written: its text does not parse (${parsed.problems[0]!.message})` } };
    const named = this.checkName(file, full);
    if (named) return { ok: false, refusal: named };
    if (fs.existsSync(full)) {
      const disk = guardFs(file, () => this.readResolved(full, this.name(full)));
      if ('refusal' in disk) return { ok: false, refusal: disk.refusal };
      if (disk.hash !== baseHash && disk.text !== text) {
        return { ok: false, refusal: { kind: 'conflict', message: `${file} changed on disk since it was opened; choose which version to keep`, disk } };
      }
    }
    const written = guardFs(file, () => writeAtomically(full, text));
    if (written && 'refusal' in written) return { ok: false, refusal: written.refusal };
    return { ok: true, file: { file: this.name(full), text, hash: hashText(text) } };
  }

  /**
   * Deletes a document the studio deleted, if the disk still holds the version it read (`baseHash`;
   * another's change is a conflict, never lost). The file is moved, not erased: into data/.trash/
   * under its own path with the time (hidden names are never listed as documents), where a designer
   * can take it back. A file already gone is no error: the studio wanted it gone.
   */
  remove(file: string, baseHash: string | undefined, now = new Date()): { ok: true; trashed?: string } | { ok: false; refusal: WriteRefusal } {
    const full = this.resolve(file);
    if (typeof full !== 'string') return { ok: false, refusal: full };
    if (!fs.existsSync(full)) return { ok: true };
    const disk = guardFs(file, () => this.readResolved(full, this.name(full)));
    if ('refusal' in disk) return { ok: false, refusal: disk.refusal };
    if (disk.hash !== baseHash) return { ok: false, refusal: { kind: 'conflict', message: `${file} changed on disk since it was opened; it was not deleted`, disk } };
    const stamp = now.toISOString().replace(/[:.]/g, '-');
    const trash = path.join(this.dataDir, '.trash', `${path.relative(this.dataDir, full).replace(/\.json$/i, '')}.${stamp}.json`);
    const moved = guardFs(file, () => {
      fs.mkdirSync(path.dirname(trash), { recursive: true });
      fs.renameSync(full, trash);
    });
    if (moved && 'refusal' in moved) return { ok: false, refusal: moved.refusal };
    return { ok: true, trashed: this.name(trash) };
  }

  /** Writes an image (a background scan) under data/, refusing anything that is not a PNG or JPEG. */
  writeImage(file: string, bytes: Buffer): { ok: true; file: string } | { ok: false; refusal: WriteRefusal } {
    const full = this.resolve(file, IMAGE_EXTENSIONS);
    if (typeof full !== 'string') return { ok: false, refusal: full };
    if (imageType(bytes) === undefined) return { ok: false, refusal: { kind: 'unparsable', message: `${file} was not written: it is not a PNG or JPEG image` } };
    const named = this.checkName(file, full);
    if (named) return { ok: false, refusal: named };
    const written = guardFs(file, () => writeAtomically(full, bytes));
    if (written && 'refusal' in written) return { ok: false, refusal: written.refusal };
    return { ok: true, file: this.name(full) };
  }

  /** Reads an image under data/ with its MIME type. */
  readImage(file: string): { bytes: Buffer; type: string } | { refused: string } {
    const full = this.resolve(file, IMAGE_EXTENSIONS);
    if (typeof full !== 'string') return { refused: full.message };
    if (!fs.existsSync(full)) return { refused: `${file} does not exist` };
    const read = guardFs(file, () => fs.readFileSync(full));
    if ('refusal' in read) return { refused: read.refusal.message };
    const bytes = read;
    const type = imageType(bytes);
    return type ? { bytes, type } : { refused: `${file} is not a PNG or JPEG image` };
  }

  /** A name the file system cannot hold, refused before anything is written. */
  private checkName(file: string, full: string): WriteRefusal | undefined {
    const long = path.relative(this.dataDir, full).split(path.sep).find((part) => Buffer.byteLength(part) > MAX_NAME_BYTES);
    if (long) return fileSystemRefusal(file, Object.assign(new Error('name too long'), { code: 'ENAMETOOLONG' }));
    return undefined;
  }

  private readResolved(full: string, file: string): DataFile {
    const text = fs.readFileSync(full, 'utf8');
    return { file, text, hash: hashText(text) };
  }

  private name(full: string): string {
    return path.relative(path.dirname(this.dataDir), full).split(path.sep).join('/');
  }

  /** The absolute path of a project file, or a refusal when it would leave data/. */
  private resolve(file: string, extensions: readonly string[] = ['.json']): string | WriteRefusal {
    const outside = (why: string): WriteRefusal => ({ kind: 'outside', message: `${file}: ${why}; Sandtable reads and writes only JSON files under data/` });
    if (typeof file !== 'string' || file === '' || file.includes('\0')) return outside('not a file path');
    if (path.isAbsolute(file) || /^[A-Za-z]:/.test(file)) return outside('an absolute path');
    const full = path.resolve(this.dataDir, '..', file);
    if (!full.startsWith(this.dataDir + path.sep)) return outside('outside data/');
    if (!extensions.some((e) => full.toLowerCase().endsWith(e))) return outside(`not a ${extensions.join(' or ')} file`);
    // Hidden names are never documents: the studio lists none, so a file saved there would vanish from it.
    if (path.relative(this.dataDir, full).split(path.sep).some((part) => part.startsWith('.'))) return outside('a hidden file or folder (its name starts with a dot)');
    // A symlink inside data/ must not lead out of it.
    let probe = full;
    while (!fs.existsSync(probe)) probe = path.dirname(probe);
    const real = fs.realpathSync(probe);
    const realData = fs.existsSync(this.dataDir) ? fs.realpathSync(this.dataDir) : this.dataDir;
    if (real !== realData && !real.startsWith(realData + path.sep)) return outside('it leads outside data/ through a link');
    return full;
  }
}
