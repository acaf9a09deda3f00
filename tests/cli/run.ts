import path from 'node:path';
import type { CliMain } from '../../src/cli/io';

/** The project's root: the CLIs run there as `npm run …` runs them. */
export const root = path.resolve(__dirname, '../..');

/** What a command printed and returned, run in-process (no spawned process, no timing). */
export interface CliRun {
  readonly code: number;
  readonly out: string;
  readonly err: string;
  /** stdout's non-empty lines. */
  readonly lines: string[];
}

/** Calls a command's `main` with its arguments in a working folder, capturing both streams. */
export async function runCli(main: CliMain, args: readonly string[], cwd = root): Promise<CliRun> {
  const out: string[] = [];
  let err = '';
  const code = await main(args, { cwd, out: (line) => void out.push(line), err: (text) => void (err += text), errIsTTY: false });
  const text = out.map((l) => l + '\n').join('');
  return { code, out: text, err, lines: text.split('\n').filter(Boolean) };
}
