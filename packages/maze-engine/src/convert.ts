// convert.ts: what the typed layer does to a value on its way in and out: JavaScript's types to the
// engine's, and the engine's messages as sentences. The engine checks everything else, once
// (ranges, names, seeds, limits), with one message each.

// Symbol.dispose where the runtime lacks it, so `using` works everywhere.
export const disposeSymbol: symbol =
  (Symbol as unknown as { dispose?: symbol }).dispose ??
  ((Symbol as unknown as { dispose: symbol }).dispose = Symbol('Symbol.dispose'));

/** A whole number as the engine takes it (a number with a fraction, or no number, cannot be converted). */
export function whole(what: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new Error(`${what} must be a whole number (got ${String(value)})`);
  return value;
}

/** Text as the engine takes it. */
export function text(what: string, value: unknown): string {
  if (typeof value !== 'string') throw new Error(`${what} must be written as text, like "2083" (got ${typeof value})`);
  return value;
}

/** A maze picture: a list of strings or the text itself. */
export function pictureText(picture: string[] | string): string {
  if (typeof picture === 'string') return picture;
  if (!Array.isArray(picture) || picture.some((line) => typeof line !== 'string')) throw new Error('A maze picture must be a list of strings');
  return picture.join('\n');
}

export function lines(text: string): string[] {
  return text.split('\n');
}

// The engine's own messages start in lower case (they follow "maze: " on the command line).
export function sentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** Calls the engine; its errors come back as sentences. */
export function call<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    throw e instanceof Error ? new Error(sentence(e.message)) : new Error(`The maze engine failed: ${String(e)}`);
  }
}
