// methods.ts: the board's one table of methods (beside wasm/engine/generators.cpp): name, title, legend, messages, colours.
import { METHODS, type Method, StepKind, type StepEvent } from '../../engine/engine';
import { count as n } from './numbers';
import { FILL, INK } from './palette';

/** What a room's mark means on the board, per scene. */
export interface Colours {
  /** Fill of a room the maze has not reached (plain), in the maze (visited), on the thread, and its head. */
  plain: string;
  visited: string;
  thread: string;
  current: string;
  /** The thread drawn as a line through its rooms (null: no line). */
  line: { colour: string; edge: string } | null;
  /** The head of the line, as a dot (null: none). */
  head: string | null;
}

/** One legend line: a swatch (board.css .board-swatch-KIND) and its words. */
export interface LegendLine {
  swatch: string;
  words: string;
}

/** Words for what the board is doing: one step, and the end. */
export interface Messages {
  /** One step's event, with `at(room)` giving "(row, col)". */
  step(e: StepEvent, at: (room: number) => string): string;
  /** Said when the job ends: steps taken, rooms, openings. */
  done(steps: number, rooms: number, openings: number): string;
}

export interface MethodInfo extends Messages {
  method: Method;
  /** The radio's label. */
  title: string;
  legend: LegendLine[];
  colours: Colours;
  /** Rooms of one piece share a colour. */
  colourPieces: boolean;
  /** Picks its own way in and way out (on the left and right sides); otherwise top left to bottom right. */
  ownWays: boolean;
  /** How far the growing has got, 0 to 1. */
  progress(steps: number, pieces: number, rooms: number, walls: number): number;
}


const DUG: Colours = { plain: FILL.undug, visited: FILL.floor, thread: FILL.thread, current: FILL.thread, line: null, head: null };
const FLAT: Colours = { plain: FILL.floor, visited: FILL.floor, thread: FILL.floor, current: FILL.floor, line: null, head: null };

const byPieces = (_steps: number, pieces: number, rooms: number): number => (rooms - pieces) / Math.max(1, rooms - 1);

/** Words every method uses for the events it shares. */
function common(e: StepEvent, at: (room: number) => string): string {
  switch (e.kind) {
    case StepKind.Enter:
      return e.a < 0 ? `Room ${at(e.b)} is the first room of the maze.` : `Knocked down the wall from ${at(e.a)} and went into the new room ${at(e.b)}.`;
    case StepKind.Refuse:
      return `Left the wall between ${at(e.a)} and ${at(e.b)} standing: both rooms are in one piece already.`;
    case StepKind.Ends:
      return `The way in is room ${at(e.a)} on the left side and the way out is room ${at(e.b)} on the right side.`;
    default:
      return 'Nothing more to do.';
  }
}

const UNDUG: LegendLine = { swatch: 'undug', words: 'Not in the maze yet' };

export const METHOD_TABLE: Record<Method, MethodInfo> = {
  walk: {
    method: 'walk',
    colourPieces: false,
    title: 'Random walk',
    legend: [{ swatch: 'thread', words: 'Thread: the open calls of the random walk' }, UNDUG],
    colours: { ...DUG, line: { colour: INK.thread, edge: INK.threadEdge }, head: INK.threadEdge },
    ownWays: false,
    progress: (steps, _pieces, rooms) => steps / (2 * rooms), // every room entered once and left once
    step: (e, at) => {
      if (e.kind === StepKind.Enter && e.a < 0) return `Started in the top left room ${at(e.b)}.`;
      if (e.kind === StepKind.Back)
        return e.b < 0 ? 'Stepped back out of the first room: the thread is all wound up.' : `No new room beside ${at(e.a)}: stepped back along the thread to ${at(e.b)}.`;
      return common(e, at);
    },
    done: (_steps, rooms, openings) => `Done: the thread wound all the way back. ${n(rooms)} rooms, ${n(openings)} openings, one piece.`,
  },
  walls: {
    method: 'walls',
    colourPieces: true,
    title: 'Random walls',
    legend: [
      { swatch: 'pieces', words: 'Rooms of one piece share a colour (plain while alone)' },
      { swatch: 'refused', words: 'Wall left standing: flashes red' },
    ],
    colours: FLAT,
    ownWays: false,
    progress: (steps, _pieces, _rooms, walls) => steps / Math.max(1, walls), // each inner wall once
    step: (e, at) =>
      e.kind === StepKind.Knock ? `Knocked down the wall between ${at(e.a)} and ${at(e.b)}: two pieces joined into one.` : common(e, at),
    done: (steps, _rooms, openings) => `Done: ${n(steps)} walls looked at, ${n(openings)} knocked down. One piece.`,
  },
  frontier: {
    method: 'frontier',
    colourPieces: false,
    title: 'Frontier (Prim)',
    legend: [{ swatch: 'frontier', words: 'Frontier: rooms beside the tree' }, UNDUG],
    colours: { ...DUG, current: FILL.floor },
    ownWays: true,
    progress: byPieces,
    step: (e, at) =>
      e.kind === StepKind.Knock ? `Frontier room ${at(e.b)} joined the tree through a wall knocked down from ${at(e.a)}.` : common(e, at),
    done: (_steps, rooms, openings) => `Done: the frontier is empty. ${n(rooms)} rooms, ${n(openings)} openings, one piece.`,
  },
  wilson: {
    method: 'wilson',
    colourPieces: false,
    title: "Wilson's walk",
    legend: [{ swatch: 'loose', words: "Wilson's loose walk" }, UNDUG],
    colours: { ...DUG, thread: FILL.loose, current: FILL.loose, line: { colour: INK.loose, edge: INK.looseEdge }, head: INK.looseEdge },
    ownWays: false,
    progress: byPieces,
    step: (e, at) => {
      switch (e.kind) {
        case StepKind.Knock:
          return `Room ${at(e.a)} of the loose walk joined the maze.`;
        case StepKind.Walk:
          return e.a < 0 ? `A loose walk starts at ${at(e.b)}.` : `The loose walk wandered from ${at(e.a)} to ${at(e.b)}.`;
        case StepKind.Erase:
          return `The loose walk ran into itself at ${at(e.b)}: its loop is wiped out.`;
        default:
          return common(e, at);
      }
    },
    done: (_steps, rooms, openings) => `Done: every room joined the maze. ${n(rooms)} rooms, ${n(openings)} openings, one piece.`,
  },
};

/** The methods in the order the radios show them. */
export const METHOD_LIST: readonly MethodInfo[] = METHODS.map((m) => METHOD_TABLE[m]);
/** The lesson's first method: checked when the page opens. */
export const FIRST_METHOD: Method = METHODS[0];
/** The method the `Random walls` button picks and grows (the lesson's second one). */
export const SHORTCUT_METHOD: Method = METHODS[1];

export function isMethod(name: string): name is Method {
  return (METHODS as readonly string[]).includes(name);
}

/** The way-out search: not a method, but it has its own look and words. */
export const SEARCH: Messages & { colours: Colours; legend: LegendLine[] } = {
  colours: { plain: FILL.floor, visited: FILL.searched, thread: FILL.queue, current: FILL.queue, line: null, head: null },
  legend: [
    { swatch: 'route', words: 'Way out' },
    { swatch: 'searched', words: 'Rooms searched, and (ringed) still to look at' },
  ],
  step: (e, at) => {
    switch (e.kind) {
      case StepKind.Visit:
        return `Looked around room ${at(e.a)}.`;
      case StepKind.Found:
        return `Reached the way out ${at(e.b)}.`;
      default:
        return 'The search looked everywhere it could reach.';
    }
  },
  done: () => '',
};

/** A board with nothing at work: all walls standing (blank) or a finished maze (still). */
export const RESTING: Colours = FLAT;
