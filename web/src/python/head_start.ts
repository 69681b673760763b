// head_start.ts (the worker's side): Pyodide loaded from what the first Python fetched and compiled, or, in that first
// Python, what it fetches and compiles kept to hand on. Only while Python loads, before any program runs: then
// fetch and WebAssembly are as they were.
import { PYODIDE_FILES } from './runtime_files';
import type { Start } from './protocol';

type Kept = Omit<Start, 'snapshot'>;

/** Run `load` with Pyodide's files and its compiled WebAssembly served from `given`; gives what was fetched and compiled. */
export async function loadKept<T>(indexURL: string, given: Kept | null, load: () => Promise<T>): Promise<{ value: T; kept: Kept }> {
  const files: Record<string, ArrayBuffer> = { ...given?.files };
  let module = given?.module ?? null;
  const ours = new WeakSet<Response>(); // the responses for pyodide.asm.wasm: only that module is swapped or kept
  const { fetch: realFetch } = globalThis;
  const { instantiateStreaming } = WebAssembly;

  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const name = url.startsWith(indexURL) ? url.slice(indexURL.length) : '';
    if (!Object.hasOwn(PYODIDE_FILES, name)) return realFetch(input, init);
    const have = files[name];
    const response = have ? new Response(have, { headers: { 'Content-Type': PYODIDE_FILES[name] } }) : await realFetch(input, init);
    if (!have && response.ok) files[name] = await response.clone().arrayBuffer();
    if (name === 'pyodide.asm.wasm') ours.add(response);
    return response;
  };
  WebAssembly.instantiateStreaming = async (source, imports) => {
    const response = await source;
    if (!ours.has(response)) return instantiateStreaming(response, imports);
    if (module) return { module, instance: await WebAssembly.instantiate(module, imports) };
    const made = await instantiateStreaming(response, imports);
    module = made.module;
    return made;
  };
  try {
    const value = await load();
    return { value, kept: { files, module } };
  } finally {
    globalThis.fetch = realFetch;
    WebAssembly.instantiateStreaming = instantiateStreaming;
  }
}
