// walker.ts: the Inside view's player: the way they face, turning, stepping forward and back through the game (so the engine says what is a wall), and what a screen reader hears: what is ahead, to the left and to the right.
import { type Heading, SHAPE_FACTS, type Shape } from 'maze-engine/engine';
import { count } from '../../common/numbers';
import type { Game, Outcome } from '../game';

/** The square's headings clockwise on the screen: a right turn is one on, a left turn one back. */
export const FACINGS: readonly Heading[] = ['up', 'right', 'down', 'left'];
/** Each facing as a screen vector (x to the right, y down). */
export const FACING_VECTORS: readonly (readonly [number, number])[] = [[0, -1], [1, 0], [0, 1], [-1, 0]];

/** The help line in Inside, for keys and for fingers. */
export const INSIDE_KEY_HELP = 'Inside: ← and → (or A and D) turn you; ↑ and ↓ (or W and S) step forward and back. Esc stops.';
export const INSIDE_TOUCH_HELP = 'Inside: swipe left or right to turn, up to step forward, down to step back, or press the pad’s buttons. Stop playing gives the board back.';
/** The pad's buttons in Inside: up steps forward, down steps back, left and right turn. */
export const INSIDE_PAD: Readonly<Partial<Record<Heading, string>>> = { up: 'Forward', down: 'Back', left: 'Turn left', right: 'Turn right' };

/** Why a shape has no Inside view, or null: the rays walk a square grid. */
export function insideProblem(shape: Shape): string | null {
  return SHAPE_FACTS[shape].inside ? null : 'Inside needs a square maze: the rays walk a grid of squares.';
}

/** What a turn or a step did: the game's outcome for a step (null for a turn), and the words heard. */
export interface WalkerMove {
  outcome: Outcome | null;
  text: string;
}

export class Walker {
  readonly game: Game;
  /** An index into FACINGS. */
  facing: number;

  /** Facing the first way on from the way in, so the first look is down a corridor. */
  constructor(game: Game) {
    this.game = game;
    const first = game.waysOn()[0]?.way;
    this.facing = Math.max(0, FACINGS.indexOf(first ?? 'up'));
  }

  get heading(): Heading {
    return FACINGS[this.facing];
  }
  /** The heading to one side: +1 right, -1 left, 2 behind. */
  headingTo(turns: number): Heading {
    return FACINGS[(this.facing + turns + 4) % 4];
  }

  /** ← (-1) or → (+1): the player turns a quarter, on the spot. */
  turn(by: -1 | 1): WalkerMove {
    this.facing = (this.facing + by + 4) % 4;
    return { outcome: null, text: this.look() };
  }

  /** ↑ (forward) or ↓ (back, still facing the same way): a step through the game, refused where it refuses. */
  step(forward: boolean): WalkerMove {
    const outcome = this.game.go(forward ? this.heading : this.headingTo(2));
    if (outcome.kind !== 'moved' || outcome.out) return { outcome, text: outcome.text };
    return { outcome, text: `${outcome.text} ${this.look()}` };
  }

  /** What the player sees: `Facing right. Ahead: 3 rooms, then a wall. Left: a wall. Right: a way on.` */
  look(): string {
    const side = (turns: number): string => (this.#open(this.game.player, this.headingTo(turns)) >= 0 ? 'a way on' : 'a wall');
    return `Facing ${this.heading}. Ahead: ${this.#ahead()}. Left: ${side(-1)}. Right: ${side(1)}.`;
  }

  /** The room through an opening from `room` that way, or -1 for a wall. */
  #open(room: number, heading: Heading): number {
    return this.game.session.waysOn(room).find((w) => w.way === heading)?.room ?? -1;
  }

  /** Straight ahead down the corridor, as far as the view goes: the rooms, then what ends it (a wall, a locked door), or a key or the way out on it. */
  #ahead(): string {
    const { game } = this;
    const locks = game.locks;
    let room = game.player;
    for (let n = 1; n <= 48; n++) {
      const next = this.#open(room, this.heading);
      if (next < 0) return n === 1 ? 'a wall' : `${count(n - 1)} ${n === 2 ? 'room' : 'rooms'}, then a wall`;
      const door = locks ? locks.doorBetween(room, next) : -1;
      if (door >= 0 && locks!.shut(door)) {
        const which = `door ${count(door + 1)}, ${locks!.held[door] ? 'its key in your hand' : 'locked'}`;
        return n === 1 ? which : `${count(n - 1)} ${n === 2 ? 'room' : 'rooms'}, then ${which}`;
      }
      const away = `${count(n)} ${n === 1 ? 'room' : 'rooms'} ahead`;
      if (next === game.ways.out) return `the way out, ${away}`;
      const key = locks ? locks.keyIn(next) : -1;
      if (key >= 0) return `key ${count(key + 1)}, ${away}`;
      room = next;
    }
    return 'a long way on';
  }
}
