import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MAX_DOCUMENT_BYTES, parseJson } from '../validation';

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
  | { readonly kind: 'conflict'; readonly message: string; readonly disk: DataFile };

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

  constructor(root: string) {
    this.dataDir = path.resolve(root, 'data');
  }

  /** Every .json file under data/, with text and hash (`meta`: hashes only, text left empty). */
  list(meta = false): DataFile[] {
    if (!fs.existsSync(this.dataDir)) return [];
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        if (e.name.startsWith('.')) return [];
        const full = path.join(dir, e.name);
        return e.isDirectory() ? walk(full) : e.isFile() && e.name.endsWith('.json') ? [full] : [];
      });
    return walk(this.dataDir)
      .sort()
      .flatMap((full) => {
        const size = fs.statSync(full).size;
        const file = this.name(full);
        if (size > MAX_DOCUMENT_BYTES) return [{ file, text: '', hash: `too-large:${size}` }];
        const f = this.readResolved(full, file);
        return [meta ? { file: f.file, text: '', hash: f.hash } : f];
      });
  }

  /** One file, or a refusal when the path is outside data/ or missing. */
  read(file: string): DataFile | { refused: string } {
    const full = this.resolve(file);
    if (typeof full !== 'string') return { refused: full.message };
    if (!fs.existsSync(full)) return { refused: `${file} does not exist` };
    return this.readResolved(full, this.name(full));
  }

  /** Writes text atomically, or says why not. `baseHash` is the hash the studio last read (absent: a new file). */
  write(file: string, text: string, baseHash: string | undefined): { ok: true; file: DataFile } | { ok: false; refusal: WriteRefusal } {
    const full = this.resolve(file);
    if (typeof full !== 'string') return { ok: false, refusal: full };
    if (Buffer.byteLength(text) > MAX_DOCUMENT_BYTES) return { ok: false, refusal: { kind: 'tooLarge', message: `${file} would be over ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB; not written` } };
    const parsed = parseJson(text);
    if (!parsed.ok) return { ok: false, refusal: { kind: 'unparsable', message: `${file} was not written: its text does not parse (${parsed.problems[0]!.message})` } };
    if (fs.existsSync(full)) {
      const disk = this.readResolved(full, this.name(full));
      if (disk.hash !== baseHash && disk.text !== text) {
        return { ok: false, refusal: { kind: 'conflict', message: `${file} changed on disk since it was opened; choose which version to keep`, disk } };
      }
    }
    fs.mkdirSync(path.dirname(full), { recursive: true });
    const tmp = path.join(path.dirname(full), `.${path.basename(full)}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      fs.writeFileSync(tmp, text);
      fs.renameSync(tmp, full); // atomic on one filesystem: readers see the old file or the new, never half
    } finally {
      if (fs.existsSync(tmp)) fs.rmSync(tmp);
    }
    return { ok: true, file: { file: this.name(full), text, hash: hashText(text) } };
  }

  /** Writes an image (a background scan) under data/, refusing anything that is not a PNG or JPEG. */
  writeImage(file: string, bytes: Buffer): { ok: true; file: string } | { ok: false; refusal: WriteRefusal } {
    const full = this.resolve(file, IMAGE_EXTENSIONS);
    if (typeof full !== 'string') return { ok: false, refusal: full };
    if (imageType(bytes) === undefined) return { ok: false, refusal: { kind: 'unparsable', message: `${file} was not written: it is not a PNG or JPEG image` } };
    fs.mkdirSync(path.dirname(full), { recursive: true });
    const tmp = path.join(path.dirname(full), `.${path.basename(full)}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      fs.writeFileSync(tmp, bytes);
      fs.renameSync(tmp, full);
    } finally {
      if (fs.existsSync(tmp)) fs.rmSync(tmp);
    }
    return { ok: true, file: this.name(full) };
  }

  /** Reads an image under data/ with its MIME type. */
  readImage(file: string): { bytes: Buffer; type: string } | { refused: string } {
    const full = this.resolve(file, IMAGE_EXTENSIONS);
    if (typeof full !== 'string') return { refused: full.message };
    if (!fs.existsSync(full)) return { refused: `${file} does not exist` };
    const bytes = fs.readFileSync(full);
    const type = imageType(bytes);
    return type ? { bytes, type } : { refused: `${file} is not a PNG or JPEG image` };
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
    // A symlink inside data/ must not lead out of it.
    let probe = full;
    while (!fs.existsSync(probe)) probe = path.dirname(probe);
    const real = fs.realpathSync(probe);
    const realData = fs.existsSync(this.dataDir) ? fs.realpathSync(this.dataDir) : this.dataDir;
    if (real !== realData && !real.startsWith(realData + path.sep)) return outside('it leads outside data/ through a link');
    return full;
  }
}
