import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes through a temporary file renamed into place: atomic on one file system, so readers see the
 * old file or the new, never half. The temporary name is short, so a name near the file system's
 * limit still has room for it. The temporary is flushed to the disk before the rename, so a power cut
 * after the rename cannot leave the new name on an empty file. Used by the file API and by the CLIs' --out.
 */
export function writeAtomically(full: string, data: string | Buffer): void {
  fs.mkdirSync(path.dirname(full), { recursive: true });
  const tmp = path.join(path.dirname(full), `.st-${randomBytes(6).toString('hex')}.tmp`);
  try {
    const fd = fs.openSync(tmp, 'wx');
    try {
      fs.writeFileSync(fd, data);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, full);
  } finally {
    if (fs.existsSync(tmp)) fs.rmSync(tmp);
  }
}
