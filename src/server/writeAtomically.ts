import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes through a temporary file renamed into place: atomic on one file system, so readers see the
 * old file or the new, never half. The temporary name is short, so a name near the file system's
 * limit still has room for it. Used by the file API and by the CLIs' --out.
 */
export function writeAtomically(full: string, data: string | Buffer): void {
  fs.mkdirSync(path.dirname(full), { recursive: true });
  const tmp = path.join(path.dirname(full), `.st-${randomBytes(6).toString('hex')}.tmp`);
  try {
    fs.writeFileSync(tmp, data);
    fs.renameSync(tmp, full);
  } finally {
    if (fs.existsSync(tmp)) fs.rmSync(tmp);
  }
}
