import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * Where a command reads and writes: its working folder and its two output streams. Tests pass
 * their own and call `main(argv, io)` in-process (no spawned process, no wall-clock dependence);
 * the command line passes the process's.
 */
export interface CliIo {
  readonly cwd: string;
  /** One line of results (stdout); the newline is added. */
  out(line: string): void;
  /** Diagnostics and progress (stderr), written as given. */
  err(text: string): void;
  /** True when stderr is a terminal: progress redraws one line instead of printing several. */
  readonly errIsTTY: boolean;
}

/** A command's entry point: the arguments after the command, and the exit code it ends with. */
export type CliMain = (argv: readonly string[], io: CliIo) => number | Promise<number>;

/** Thrown to end a command with a message and an exit code (1: bad data or a failed game, 2: bad usage). */
export class CliFailure extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

/** Ends the command: `main` prints `tool: message` on stderr and returns the code. */
export function fail(message: string, code: number): never {
  throw new CliFailure(message, code);
}

/** Runs a command body, turning a CliFailure into its message and exit code. */
export async function guarded(tool: string, io: CliIo, body: () => number | Promise<number>): Promise<number> {
  try {
    return await body();
  } catch (e) {
    if (!(e instanceof CliFailure)) throw e;
    io.err(`${tool}: ${e.message}\n`);
    return e.code;
  }
}

/**
 * A command's `main`: the `--` npm passes on is dropped, --help (or -h) prints the usage, and a
 * CliFailure thrown by the body becomes its message and exit code.
 */
export function command(tool: string, usage: string, body: (args: readonly string[], io: CliIo) => number | Promise<number>): CliMain {
  return (argv, io) =>
    guarded(tool, io, () => {
      const args = argv.filter((a) => a !== '--');
      if (args.includes('--help') || args.includes('-h')) {
        io.out(usage);
        return 0;
      }
      return body(args, io);
    });
}

/** The process's own streams. */
export function processIo(): CliIo {
  return {
    cwd: process.cwd(),
    out: (line) => void process.stdout.write(line + '\n'),
    err: (text) => void process.stderr.write(text),
    errIsTTY: !!process.stderr.isTTY,
  };
}

/**
 * Runs `main` when this module is the script node was started with. The exit code is set, never
 * forced with process.exit(): a piped stdout is still being written when the last line is printed,
 * and exiting then would cut it off.
 */
export function runIfEntry(moduleUrl: string, main: CliMain): void {
  const script = process.argv[1];
  if (!script || pathToFileURL(fs.realpathSync(script)).href !== moduleUrl) return;
  void Promise.resolve(main(process.argv.slice(2).filter((a) => a !== '--'), processIo())).then(
    (code) => (process.exitCode = code),
    (e: unknown) => {
      process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exitCode = 1;
    },
  );
}

/** The value after a flag, e.g. --seed s1. */
export function flag(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/** Every value of a flag given more than once, e.g. --variant a.json --variant b.json. */
export function flags(args: readonly string[], name: string): string[] {
  return args.flatMap((a, i) => (a === name && args[i + 1] !== undefined ? [args[i + 1]!] : []));
}

/** `--shard i/n`: the i-th of n equal ranges of a batch's game numbers (1 ≤ i ≤ n); the whole batch when not given. */
export function shardRange(spec: string | undefined, games: number): { from: number; to: number; i: number; n: number } {
  if (spec === undefined) return { from: 0, to: games, i: 1, n: 1 };
  const m = /^(\d+)\/(\d+)$/.exec(spec);
  const i = Number(m?.[1]);
  const n = Number(m?.[2]);
  if (!m || n < 1 || i < 1 || i > n) fail(`--shard must be i/n with 1 ≤ i ≤ n (as in 2/4), not ${spec}`, 2);
  return { from: Math.floor(((i - 1) * games) / n), to: Math.floor((i * games) / n), i, n };
}

/**
 * A progress bar on stderr: redrawn in place on a terminal, else a line at every tenth of the way
 * (and when `final`). `tail` follows the count ("· 12 failed", "· ETA 0:32").
 */
export function progressBar(io: CliIo, done: number, total: number, tail: string, final = done === total): void {
  if (!io.errIsTTY && !final && done % Math.max(1, Math.floor(total / 10)) !== 0) return;
  const width = 30;
  const bar = '#'.repeat(Math.round((done / total) * width)).padEnd(width, '.');
  io.err(`${io.errIsTTY ? '\r' : ''}[${bar}] ${done}/${total} games${tail}${io.errIsTTY && !final ? '' : '\n'}`);
}
