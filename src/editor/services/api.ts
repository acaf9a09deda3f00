/** The dev server's data API (src/server/dataFilesPlugin.ts), as the studio calls it. */

/** A file on disk with its content hash. */
export interface DiskFile {
  readonly file: string;
  readonly text: string;
  readonly hash: string;
}

/** The outcome of a save: written, refused with a reason, or a conflict with the disk version. */
export type SaveResult = { ok: true; file: DiskFile } | { ok: false; kind: 'conflict'; message: string; disk: DiskFile } | { ok: false; kind: 'refused'; message: string };

/**
 * The project's key, which the server put in the page it served (src/server/requestGuard.ts): what the
 * browser keeps for a project (unsaved texts, the layout) is kept under it. 'project' on a page
 * served without one.
 */
export const PROJECT_KEY = document.querySelector<HTMLMetaElement>('meta[name="sandtable-project"]')?.content || 'project';

/** The name of the project's folder, as the server said it ('' on a page served without one). */
export const PROJECT_FOLDER = document.querySelector<HTMLMetaElement>('meta[name="sandtable-folder"]')?.content ?? '';

/** The write token the server put in the page it served (src/server/requestGuard.ts). */
let token = document.querySelector<HTMLMetaElement>('meta[name="sandtable-token"]')?.content ?? '';

/**
 * A write with the page's token. A server restarted since the page loaded has a new token and
 * refuses the old one (403): the token is read again from a fresh copy of the page, then the write
 * is tried once more, so an edit made while the server was down still saves once it is back.
 */
async function write(url: string, init: RequestInit): Promise<Response> {
  const send = () => fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), 'x-sandtable-token': token } });
  const res = await send();
  if (res.status !== 403) return res;
  const page = await fetch('/', { cache: 'no-store' }).then((r) => r.text()).catch(() => '');
  const fresh = new DOMParser().parseFromString(page, 'text/html').querySelector<HTMLMetaElement>('meta[name="sandtable-token"]')?.content;
  if (!fresh || fresh === token) return res;
  token = fresh;
  return send();
}

/**
 * Every document under data/, each fetched on its own (in parallel): one response holding them all
 * (1.4 MB for the shipped project) was decoded and parsed in a single task at start-up (49 ms traced).
 * A file too large to open comes as listed (no text; its hash says so), and one deleted since the
 * listing is left out.
 */
export async function fetchFiles(): Promise<DiskFile[]> {
  const read = await Promise.all(
    (await listFiles()).map(async (f) => {
      if (f.hash.startsWith('too-large:')) return f;
      const file = await readFile(f.file);
      if (file === 'gone') return undefined;
      if (!('text' in file)) throw new Error(`could not read ${f.file} (${file.status})`);
      return file;
    }),
  );
  return read.filter((f): f is DiskFile => f !== undefined);
}

/** One file as on disk now, 'gone' when it is not there, or the status the server refused it with. */
export async function readFile(file: string): Promise<DiskFile | 'gone' | { status: number }> {
  const res = await fetch(`/api/file?path=${encodeURIComponent(file)}`, { cache: 'no-store' });
  if (res.status === 404) return 'gone';
  return res.ok ? ((await res.json()) as DiskFile) : { status: res.status };
}

/** Every document under data/ with its hash, without its text. */
async function listFiles(): Promise<DiskFile[]> {
  const res = await fetch('/api/files?meta', { cache: 'no-store' });
  if (!res.ok) throw new Error(`could not list data/ (${res.status})`);
  return (await res.json()) as DiskFile[];
}

/** The hash of every document on disk, to notice changes made by someone else. */
export async function fetchHashes(): Promise<Map<string, string>> {
  return new Map((await listFiles()).map((f) => [f.file, f.hash]));
}

/** Writes a file if the disk still holds the version we read (`baseHash`). */
export async function saveFile(file: string, text: string, baseHash: string | undefined): Promise<SaveResult> {
  const res = await write(`/api/file?path=${encodeURIComponent(file)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text, baseHash }),
  });
  const body = (await res.json().catch(() => ({}))) as { message?: string; disk?: DiskFile } & Partial<DiskFile>;
  if (res.ok) return { ok: true, file: body as DiskFile };
  if (res.status === 409 && body.disk) return { ok: false, kind: 'conflict', message: body.message ?? 'changed on disk', disk: body.disk };
  return { ok: false, kind: 'refused', message: body.message ?? `the server refused to save ${file} (${res.status})` };
}

/** Deletes a file if the disk still holds the version we read (`baseHash`): the server moves it into data/.trash/. */
export async function deleteFile(file: string, baseHash: string | undefined): Promise<{ ok: true; trashed?: string } | { ok: false; kind: 'conflict' | 'refused'; message: string }> {
  const res = await write(`/api/file?path=${encodeURIComponent(file)}&baseHash=${encodeURIComponent(baseHash ?? '')}`, { method: 'DELETE' });
  const body = (await res.json().catch(() => ({}))) as { message?: string; trashed?: string };
  if (res.ok) return { ok: true, ...(body.trashed ? { trashed: body.trashed } : {}) };
  return { ok: false, kind: res.status === 409 ? 'conflict' : 'refused', message: body.message ?? `the server refused to delete ${file} (${res.status})` };
}

/** Uploads a background scan (PNG or JPEG) under data/; the server checks the bytes are an image. */
export async function uploadImage(file: string, bytes: ArrayBuffer): Promise<{ ok: true } | { ok: false; message: string }> {
  const res = await write(`/api/image?path=${encodeURIComponent(file)}`, { method: 'PUT', body: bytes });
  if (res.ok) return { ok: true };
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  return { ok: false, message: body.message ?? `the server refused the image (${res.status})` };
}

/** The URL the studio loads a background image from. */
export function imageUrl(file: string): string {
  return `/api/image?path=${encodeURIComponent(file)}`;
}
