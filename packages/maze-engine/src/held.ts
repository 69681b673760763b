// held.ts: what holds memory inside the engine (a maze, a growth): its session, freed by dispose() or `using`.
import { type MazeSession, disposeSymbol } from './engine.js';

export class Held {
  #session: MazeSession | null;
  readonly #gone: string;

  /** `gone`: the error's message once the session is freed or handed on. */
  constructor(session: MazeSession, gone: string) {
    this.#session = session;
    this.#gone = gone;
  }

  protected get session(): MazeSession {
    if (!this.#session) throw new Error(this.#gone);
    return this.#session;
  }
  /** Hands the session on (a growth's to its finished maze): this one holds nothing after. */
  protected handOver(): MazeSession {
    const session = this.session;
    this.#session = null;
    return session;
  }
  get disposed(): boolean {
    return this.#session === null;
  }
  /** Frees the memory inside the engine; safe to call twice. */
  dispose(): void {
    this.#session?.dispose();
    this.#session = null;
  }
}
(Held.prototype as unknown as Record<symbol, () => void>)[disposeSymbol] = Held.prototype.dispose;
