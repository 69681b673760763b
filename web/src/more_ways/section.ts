// section.ts: "Every method side by side": 100 mazes of each method from seed 1 (dead ends, rooms on the way out, as `maze stats` counts them) and each method's 3 x 3 uniformity verdict from the lab's worker.
import { METHODS, type Method, engineModule, loadEngine } from 'maze-engine/engine';
import type { FromLab, ToLab } from '../lab/messages';
import type { LabResult } from '../lab/tally';
import { METHOD_TABLE } from '../board/state/methods';
import { el } from '../common/dom';
import { count } from '../common/numbers';
import { whenElementNear } from '../when';
import './more_ways.css';

/** As the lesson's program: 100 mazes of 10 x 10 of each method, one after another from seed 1. */
export const TABLE_MAZES = 100;
export const TABLE_SIDE = 10;
export const TABLE_SEED = '1';
/** The lab's 3 x 3 mazes for the verdict. */
export const LAB_MAZES = 10_000;

/** The lab's verdict in a few words. */
export function verdictWords(r: Pick<LabResult, 'seen' | 'kinds' | 'p'>): string {
  if (r.seen < r.kinds) return `No: only ${count(r.seen)} of the ${count(r.kinds)} ever came up`;
  return r.p < 0.01 ? `No: all came up, but not equally often (p = ${r.p.toFixed(2)})` : `Yes, as far as ${count(LAB_MAZES)} mazes can tell (p = ${r.p.toFixed(2)})`;
}

class MoreWaysTable {
  readonly #button = el('button', { class: 'primary' }, 'Grow them all');
  readonly #status = el('p', { class: 'more-ways-status' });
  readonly #body = el('tbody');
  readonly #cells = new Map<Method, { ends: HTMLElement; way: HTMLElement; fair: HTMLElement }>();
  /** The verdicts, kept back until the student guesses in "Equally often?" further down. */
  readonly #verdicts = new Map<Method, string>();
  #verdictsShown = false;
  #busy = false;

  constructor(root: HTMLElement, afterGuess: (show: () => void) => void) {
    this.#status.setAttribute('aria-live', 'polite');
    const table = el('table', { class: 'figures more-ways-table' });
    const caption = el('caption', {}, `${TABLE_MAZES} mazes of ${TABLE_SIDE} × ${TABLE_SIDE} rooms of each method, from seed ${TABLE_SEED}`);
    const head = el('thead');
    const row = el('tr');
    for (const t of ['Method', 'Dead ends', 'Rooms on the way out', 'Every 3 × 3 maze equally often?']) {
      const th = el('th', {}, t);
      th.scope = 'col';
      row.append(th);
    }
    head.append(row);
    for (const method of METHODS) {
      const tr = el('tr');
      const th = el('th', {}, METHOD_TABLE[method].title);
      th.scope = 'row';
      const cells = { ends: el('td', {}, '?'), way: el('td', {}, '?'), fair: el('td', {}, '?') };
      tr.dataset.method = method;
      tr.append(th, cells.ends, cells.way, cells.fair);
      this.#body.append(tr);
      this.#cells.set(method, cells);
    }
    table.append(caption, head, this.#body);
    root.append(this.#button, this.#status, table);
    this.#status.textContent = 'Press Grow them all.';
    this.#button.addEventListener('click', () => void this.#fill());
    afterGuess(() => {
      this.#verdictsShown = true;
      for (const [method, words] of this.#verdicts) this.#cells.get(method)!.fair.textContent = words;
    });
  }

  /** A method's verdict: shown once the student has guessed; until then, where to guess. */
  #verdict(method: Method, words: string): void {
    this.#verdicts.set(method, words);
    const cell = this.#cells.get(method)!.fair;
    if (this.#verdictsShown) cell.textContent = words;
    else cell.replaceChildren('Guess first, in ', el('a', { href: '#equally-often' }, 'Equally often?'));
  }

  async #fill(): Promise<void> {
    if (this.#busy) return;
    this.#busy = true;
    this.#button.disabled = true;
    const begun = performance.now();
    try {
      const verdicts = this.#countVerdicts();
      const engine = await loadEngine();
      const session = engine.newSession(TABLE_SIDE, TABLE_SIDE, TABLE_SEED);
      try {
        // One stream for every method in turn, as `maze stats --method M1,M2,... --seed 1` makes them.
        for (const method of METHODS) {
          this.#status.textContent = `Growing ${TABLE_MAZES} mazes with ${METHOD_TABLE[method].title}…`;
          let ends = 0;
          let way = 0;
          for (let i = 0; i < TABLE_MAZES; i++) {
            session.grow({ method });
            session.finish();
            ends += session.facts().deadEnds;
            way += session.shortestRoute(0, session.rooms - 1).length;
          }
          const cells = this.#cells.get(method)!;
          cells.ends.textContent = (ends / TABLE_MAZES).toFixed(1);
          cells.way.textContent = (way / TABLE_MAZES).toFixed(1);
          // A frame between methods: the page stays free, and the table fills as it goes.
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
      } finally {
        session.dispose();
      }
      this.#status.textContent = `Counting ${count(LAB_MAZES)} mazes of 3 × 3 with each method…`;
      await verdicts;
      this.#status.textContent = `Done in ${((performance.now() - begun) / 1000).toFixed(1)} s. Which method would you pick for a game, and why?`;
    } catch (error) {
      this.#status.textContent = `The table could not be filled: ${error instanceof Error ? error.message : String(error)}`;
    } finally {
      this.#busy = false;
      this.#button.disabled = false;
    }
  }

  /** Each method's 3 x 3 verdict, counted by the lab's own worker. */
  #countVerdicts(): Promise<void> {
    return new Promise((resolve, reject) => {
      const worker = new Worker(new URL('../lab/lab_worker.ts', import.meta.url), { type: 'module', name: 'method-table-lab' });
      const done = (error?: Error): void => {
        worker.terminate();
        if (error) reject(error);
        else resolve();
      };
      worker.onmessage = (event: MessageEvent<FromLab>) => {
        const m = event.data;
        if (m.type === 'result') this.#verdict(m.result.method, verdictWords(m.result));
        else if (m.type === 'finished') done();
        else if (m.type === 'error') done(new Error(m.message));
      };
      worker.onerror = (event) => {
        event.preventDefault();
        done(new Error(event.message || 'the lab stopped'));
      };
      engineModule().then(
        (module) => {
          worker.postMessage({ type: 'engine', module } satisfies ToLab);
          worker.postMessage({ type: 'run', run: 1, methods: [...METHODS], mazes: LAB_MAZES, seed: TABLE_SEED } satisfies ToLab);
        },
        (error: Error) => done(error),
      );
    });
  }
}

/**
 * The table, and a small board for each method (each made when it comes near the view).
 * `afterGuess(show)`: calls `show` once the student has guessed in "Equally often?" (the table's verdicts wait for it).
 */
export function mountMoreWays(mountBoard: (root: HTMLElement, method: Method) => void, afterGuess: (show: () => void) => void): void {
  const root = document.getElementById('more-ways-table-root');
  if (root) new MoreWaysTable(root, afterGuess);
  for (const host of document.querySelectorAll<HTMLElement>('.method-board-root[data-method]')) {
    const method = host.dataset.method as Method;
    if (!METHODS.includes(method)) continue;
    whenElementNear(host, () => mountBoard(host, method), '100% 0px');
  }
}
