// load.ts (the worker's side): how Pyodide loads: from the head start the first Python handed on (the desk), making
// such a start (the desk's first Python), from the start this browser kept (the lesson, after its first visit), or
// as it comes.
import { loadPyodide, type PyodideInterface } from 'pyodide';
import { loadKept } from './head_start';
import { canKeep, digestOf, forgetKept, keep, readKept } from './kept_start';
import type { InitMessage, Start } from './protocol';

export interface Loaded {
  pyodide: PyodideInterface;
  /** For the desk: the start the next Pythons begin from. */
  start: Start | null;
  /** Started from the memory this browser kept. */
  fromKept: boolean;
  /** Keep the new start in this browser (the worker calls it once idle, so it never slows a program): its digest once kept. */
  keep: (() => Promise<string | null>) | null;
}

const env = { HOME: '/home/pyodide' };
// Before any JavaScript is handed to Python: a snapshot may hold none. The harness's modules come along.
const IMPORTS = 'import builtins, json, random, traceback';

function snapshotOf(pyodide: PyodideInterface): Uint8Array<ArrayBuffer> {
  pyodide.runPython(IMPORTS);
  return pyodide.makeMemorySnapshot() as Uint8Array<ArrayBuffer>; // a new array of its own
}

export async function loadPython(indexURL: string, message: Pick<InitMessage, 'start' | 'makeSnapshot' | 'keep'>): Promise<Loaded> {
  const given = message.start;
  if (given) {
    const loaded = await loadKept(indexURL, given, () => loadPyodide({ indexURL, env, _loadSnapshot: given.snapshot }));
    return { pyodide: loaded.value, start: null, fromKept: false, keep: null };
  }
  if (message.makeSnapshot) {
    const loaded = await loadKept(indexURL, null, () => loadPyodide({ indexURL, env, _makeSnapshot: true }));
    return { pyodide: loaded.value, start: { snapshot: snapshotOf(loaded.value), ...loaded.kept }, fromKept: false, keep: null };
  }
  if (message.keep && canKeep()) {
    const memory = message.keep.digest ? await readKept(message.keep.digest) : null;
    if (memory) {
      try {
        // Its random generator as it was kept: the harness seeds it afresh for every run.
        return { pyodide: await loadPyodide({ indexURL, env, _loadSnapshot: memory }), start: null, fromKept: true, keep: null };
      } catch {
        // Memory this Pyodide cannot start from: start as on a first visit, and keep a new one.
        await forgetKept();
      }
    }
    const pyodide = await loadPyodide({ indexURL, env, _makeSnapshot: true });
    const snapshot = snapshotOf(pyodide);
    // No room, or no Cache Storage here, only means the next visit starts slowly.
    const keepIt = async () => {
      const digest = await digestOf(snapshot);
      await keep(snapshot);
      return digest;
    };
    return { pyodide, start: null, fromKept: false, keep: () => keepIt().catch(() => null) };
  }
  return { pyodide: await loadPyodide({ indexURL, env }), start: null, fromKept: false, keep: null };
}
