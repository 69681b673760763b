// repaint.ts: what the pixel painter has still to paint: the model's rooms, and the rooms changed since it last painted (kept here, by the view, not in the model).
import type { Scene, Ways } from '../state/looks';
import type { BoardModel, Change } from '../state/model';

/** What pixels.ts reads: the model's maze and the rooms to paint again. */
export interface PixelSource {
  readonly rows: number;
  readonly cols: number;
  readonly looks: Uint16Array;
  readonly scene: Scene;
  /** Paint every room. */
  dirtyAll: boolean;
  takeDirty(): { all: boolean; lists: Int32Array[] };
}

export class Repaints implements PixelSource {
  readonly #model: BoardModel;
  dirtyAll = true;
  #lists: Int32Array[] = [];
  #count = 0;

  constructor(model: BoardModel) {
    this.#model = model;
    model.subscribe((m, change) => this.#add(m, change));
  }

  get rows(): number {
    return this.#model.rows;
  }
  get cols(): number {
    return this.#model.cols;
  }
  get looks(): Uint16Array {
    return this.#model.looks;
  }
  get scene(): Scene {
    return this.#model.scene;
  }
  /** Where the Distance view starts and ends. */
  get ways(): Ways {
    return this.#model.ways;
  }

  #add(m: BoardModel, change: Change): void {
    if (this.dirtyAll) return;
    if (change.rooms === null || this.#count + change.rooms.length > m.looks.length / 4) {
      this.all(); // painting all is cheaper then
      return;
    }
    if (change.rooms.length === 0) return;
    this.#lists.push(change.rooms);
    this.#count += change.rooms.length;
  }

  /** Paint everything next time (a new size, a zoom). */
  all(): void {
    this.dirtyAll = true;
    this.#lists = [];
    this.#count = 0;
  }

  takeDirty(): { all: boolean; lists: Int32Array[] } {
    const out = { all: this.dirtyAll, lists: this.#lists };
    this.dirtyAll = false;
    this.#lists = [];
    this.#count = 0;
    return out;
  }
}
