// cli.ts: runs the native `maze` command, the reference the WebAssembly engine must equal.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const MAZE = fileURLToPath(new URL('../../build/maze', import.meta.url));

export function maze(args: string[], input?: string): string {
  return execFileSync(MAZE, args, { input, encoding: 'utf8', maxBuffer: 1 << 28 });
}

/** The picture lines the CLI prints (without the final newline). */
export function cliPicture(method: string, rows: number, cols: number, seed: string): string[] {
  return maze(['generate', '--method', method, '--rows', String(rows), '--cols', String(cols), '--seed', seed])
    .trimEnd()
    .split('\n');
}
