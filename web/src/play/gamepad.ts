// gamepad.ts: a gamepad's d-pad or left stick as moves (the Gamepad API's standard mapping), with a held direction repeating.
import { type Heading, SHAPE_FACTS, type Shape } from 'maze-engine/engine';
import type { Move } from './directions';

/** The standard mapping's d-pad buttons, and the shoulder buttons and triggers that run (as Shift does). */
export const DPAD = { up: 12, down: 13, left: 14, right: 15 } as const;
export const RUN_BUTTONS = [4, 5, 6, 7] as const;
/** A stick pushed less than this far (of 1) counts as let go: sticks rest a little off the middle. */
export const DEAD_ZONE = 0.5;
/** A held direction moves again after this long, then this often (ms). */
export const REPEAT_AFTER_MS = 300;
export const REPEAT_EVERY_MS = 150;

/** The part of a Gamepad read here (the browser's object, or anything shaped like it). */
export interface PadLike {
  connected?: boolean;
  buttons?: ArrayLike<{ pressed?: boolean; value?: number } | undefined>;
  axes?: ArrayLike<number>;
}

/** What the pads say now: a heading held (null: none), and whether a run button is held. */
export interface PadState {
  heading: Heading | null;
  run: boolean;
}

function pressed(pad: PadLike, i: number): boolean {
  const b = pad.buttons && i < pad.buttons.length ? pad.buttons[i] : undefined;
  return b?.pressed === true || (typeof b?.value === 'number' && b.value > 0.5);
}

function axis(pad: PadLike, i: number): number {
  const v = pad.axes && i < pad.axes.length ? pad.axes[i] : 0;
  return typeof v === 'number' && Number.isFinite(v) ? Math.max(-1, Math.min(1, v)) : 0;
}

const COMPASS: readonly Heading[] = ['right', 'down-right', 'down', 'down-left', 'left', 'up-left', 'up', 'up-right'];

/** A shape whose ways are named by the four straight headings only (the square's), none diagonal. */
const straight = (shape: Shape): boolean => !SHAPE_FACTS[shape].ways.some((way) => way.includes('-'));

/** A vector (x right, y down) as one of eight headings, or on the square one of four (the stronger axis). */
export function headingOf(x: number, y: number, shape: Shape): Heading | null {
  if (x === 0 && y === 0) return null;
  if (straight(shape)) return Math.abs(x) >= Math.abs(y) ? (x > 0 ? 'right' : 'left') : y > 0 ? 'down' : 'up';
  const eighth = Math.round(Math.atan2(y, x) / (Math.PI / 4));
  return COMPASS[(eighth + 8) % 8];
}

/**
 * One pad's state: the d-pad first (two of its buttons together make a diagonal, except on the
 * square, where they say nothing until one is let go), else the left stick (axes 0 and 1)
 * outside the dead zone.
 */
export function padState(pad: PadLike, shape: Shape, deadZone = DEAD_ZONE): PadState {
  const run = RUN_BUTTONS.some((i) => pressed(pad, i));
  const dx = (pressed(pad, DPAD.right) ? 1 : 0) - (pressed(pad, DPAD.left) ? 1 : 0);
  const dy = (pressed(pad, DPAD.down) ? 1 : 0) - (pressed(pad, DPAD.up) ? 1 : 0);
  if (dx !== 0 || dy !== 0) {
    if (straight(shape) && dx !== 0 && dy !== 0) return { heading: null, run };
    return { heading: headingOf(dx, dy, shape), run };
  }
  const x = axis(pad, 0), y = axis(pad, 1);
  return { heading: Math.hypot(x, y) < deadZone ? null : headingOf(x, y, shape), run };
}

/** The first connected pad that holds a direction (else the first connected one's run buttons). */
export function readPads(pads: ArrayLike<PadLike | null | undefined> | null | undefined, shape: Shape): PadState {
  let state: PadState = { heading: null, run: false };
  for (let i = 0; pads && i < pads.length; i++) {
    const pad = pads[i];
    if (!pad || pad.connected === false) continue;
    const s = padState(pad, shape);
    if (s.heading) return s;
    state = { heading: null, run: state.run || s.run };
  }
  return state;
}

/**
 * Reads the pads each frame and says when to move: at once when a direction is pressed (or
 * changes), again after REPEAT_AFTER_MS held, then every REPEAT_EVERY_MS.
 */
export class GamepadInput {
  #held: Heading | null = null;
  #next = 0;
  readonly #pads: () => ArrayLike<PadLike | null | undefined> | null | undefined;

  /** `pads` defaults to navigator.getGamepads() (none where the browser has no Gamepad API). */
  constructor(pads?: () => ArrayLike<PadLike | null | undefined> | null | undefined) {
    this.#pads = pads ?? (() => (typeof navigator !== 'undefined' && typeof navigator.getGamepads === 'function' ? navigator.getGamepads() : null));
  }

  /** Call once a frame with the time (ms); a move when one is due, else null. */
  poll(now: number, shape: Shape): Move | null {
    let state: PadState;
    try {
      state = readPads(this.#pads(), shape);
    } catch {
      state = { heading: null, run: false }; // a browser that refuses (no permission, no pads): nothing held
    }
    if (state.heading === null) {
      this.#held = null;
      return null;
    }
    if (state.heading !== this.#held) {
      this.#held = state.heading;
      this.#next = now + REPEAT_AFTER_MS;
      return { heading: state.heading, run: state.run };
    }
    if (now < this.#next) return null;
    this.#next = now + REPEAT_EVERY_MS;
    return { heading: state.heading, run: state.run };
  }
}
