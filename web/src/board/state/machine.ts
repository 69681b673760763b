// machine.ts: the board's controls as a state machine: its states, what each action does from each, and what the Pause button says.

/** asking: the student's make_maze is running in Python; the board stays usable, and any other action drops the question. */
export type State = 'idle' | 'stepping' | 'growing' | 'paused' | 'done' | 'asking';
export type Action =
  | 'step' // one step of the job at hand (or the first of a new maze)
  | 'grow' // run a maze to the end
  | 'search' // start the way-out search
  | 'pause'
  | 'resume'
  | 'seek' // move along the timeline (Step back, the slider)
  | 'finished' // the job came to its end
  | 'reset' // a fresh board: all walls standing
  | 'load' // a picture put on the board
  | 'fail' // something went wrong
  | 'ask' // the student's make_maze is asked for a maze
  | 'cancel'; // the question was dropped

export const STATE_NAMES: readonly State[] = ['idle', 'stepping', 'growing', 'paused', 'done', 'asking'];
export const ACTION_NAMES: readonly Action[] = ['step', 'grow', 'search', 'pause', 'resume', 'seek', 'finished', 'reset', 'load', 'fail', 'ask', 'cancel'];

// Every state can start afresh in the same ways.
const ANY = { grow: 'growing', search: 'growing', reset: 'idle', load: 'idle', fail: 'idle', ask: 'asking' } as const;

/** From each state, where each action leads; an action missing from a row does nothing there. */
export const STATES: Record<State, Partial<Record<Action, State>>> = {
  idle: { ...ANY, step: 'stepping' },
  stepping: { ...ANY, step: 'stepping', resume: 'growing', seek: 'stepping', finished: 'done' },
  growing: { ...ANY, step: 'paused', pause: 'paused', seek: 'stepping', finished: 'done' },
  paused: { ...ANY, step: 'paused', resume: 'growing', seek: 'stepping', finished: 'done' },
  done: { ...ANY, step: 'stepping', seek: 'stepping' },
  asking: { ...ANY, step: 'stepping', cancel: 'idle', ask: undefined },
};

/** Where `action` leads from `state`, or null when it does nothing there. */
export function next(state: State, action: Action): State | null {
  return STATES[state][action] ?? null;
}

/** The Pause button: shown while a maze grows (Pause) and after it was paused (Resume); hidden otherwise. */
export function pauseButton(state: State): { label: 'Pause' | 'Resume'; shown: boolean } {
  return { label: state === 'paused' ? 'Resume' : 'Pause', shown: state === 'growing' || state === 'paused' };
}

/** A small holder of the state, telling a listener about every move (the controls redraw their buttons). */
export class Machine {
  #state: State = 'idle';
  readonly #moved: (from: State, to: State) => void;

  constructor(moved: (from: State, to: State) => void) {
    this.#moved = moved;
  }

  get state(): State {
    return this.#state;
  }

  /** Do `action`; false (and no change) when it does nothing in this state. */
  go(action: Action): boolean {
    const to = next(this.#state, action);
    if (to === null) return false;
    const from = this.#state;
    this.#state = to;
    this.#moved(from, to);
    return true;
  }
}
