// links.ts: keeps the address in step with the board (replaceState, so no history entry a step) and rebuilds the board, finished, from a link opened or typed into the address.
import { loadEngine } from 'maze-engine/engine';
import type { BoardControls } from '../run/controls';
import { DEFAULT_LINK, type BoardLink, LINK_SHAPES, formatLink, isBoardHash, linkOf, parseLink, settingsOf, viewsOf } from '../state/link';
import type { BoardModel } from '../state/model';
import { INSTANT, type Settings } from '../state/settings';
import type { Store } from '../state/store';
import { type BoardViews, NO_VIEWS } from '../state/views';

/** What the link keeper needs of the board. */
export interface LinkedBoard {
  controls: BoardControls;
  model: BoardModel;
  settings: Settings;
  views: Store<BoardViews>;
  say(text: string): void;
}

export class BoardLinks {
  readonly #b: LinkedBoard;
  /** Bumped by every rebuild, so an older one stops when a newer link comes. */
  #generation = 0;
  #building = false;
  #noteTimer = 0;

  constructor(board: LinkedBoard) {
    this.#b = board;
    board.model.subscribe(() => this.#write());
    board.views.subscribe(() => this.#write());
    window.addEventListener('hashchange', () => void this.open(location.hash));
    void this.open(location.hash);
  }

  /** The board as a link, or null when it shows no maze grown from a seed. */
  current(): BoardLink | null {
    const { controls, views } = this.#b;
    const grown = controls.grown;
    return grown ? linkOf(grown, views.value, controls.searched) : null;
  }

  #address(link: BoardLink | null): string {
    return `${location.pathname}${location.search}${link ? `#${formatLink(link)}` : ''}`;
  }

  #write(): void {
    if (this.#building) return;
    const link = this.current();
    const hash = link ? `#${formatLink(link)}` : '';
    // With no maze, a board hash goes; the page's own anchors stay.
    if (location.hash === hash || (!link && !isBoardHash(location.hash))) return;
    history.replaceState(history.state, '', this.#address(link));
  }

  /** Copy link: the board's address to the clipboard, or shown in `note` to copy by hand. */
  async copy(note: HTMLElement): Promise<void> {
    const link = this.current();
    let words: string;
    if (!link && this.#b.controls.grown) words = `Links hold mazes of these shapes so far: ${Object.values(LINK_SHAPES).join(', ')}.`;
    else if (!link) words = 'Grow a maze first: its link says how to make it again.';
    else {
      const url = `${location.origin}${this.#address(link)}`;
      try {
        await navigator.clipboard.writeText(url);
        words = 'Link copied';
      } catch {
        words = `Copy this link: ${url}`;
      }
    }
    note.textContent = words;
    clearTimeout(this.#noteTimer);
    this.#noteTimer = window.setTimeout(() => (note.textContent = ''), words === 'Link copied' ? 2500 : 15_000);
  }

  /** Rebuild the board from a hash: the settings it says, the maze grown to the end at once, then its way out and views. */
  async open(hash: string): Promise<void> {
    const read = parseLink(hash);
    if (read.kind === 'none') return;
    const generation = ++this.#generation;
    const { controls, settings, views } = this.#b;
    this.#building = true;
    const speed = settings.value.speed;
    try {
      settings.replace(settingsOf(read.link ?? DEFAULT_LINK));
      views.set(NO_VIEWS);
      controls.reset();
      if (read.link) await this.#build(read.link, generation);
      // The board starts afresh once the engine is ready: the problem is said after that.
      else await loadEngine().catch(() => undefined);
      if (generation === this.#generation && read.problem) this.#b.say(read.problem);
    } finally {
      if (generation === this.#generation) {
        controls.setSpeed(speed);
        this.#building = false;
        this.#write();
      }
    }
  }

  async #build(link: BoardLink, generation: number): Promise<void> {
    const { controls, views } = this.#b;
    controls.setSpeed(INSTANT);
    await controls.grow(link.method);
    if (!(await this.#finished(generation))) return;
    if (link.route) {
      await controls.wayOut();
      if (!(await this.#finished(generation))) return;
    }
    views.set(viewsOf(link));
  }

  /** Resolves once the job on the board ends: true when it ran to the end, false when something else took over. */
  #finished(generation: number): Promise<boolean> {
    const { model, controls } = this.#b;
    return new Promise((resolve) => {
      let stop = (): void => undefined;
      const check = (): void => {
        const state = controls.state;
        if (generation === this.#generation && state === 'growing') return;
        stop();
        resolve(generation === this.#generation && state === 'done');
      };
      stop = model.subscribe(check);
      check();
    });
  }
}
