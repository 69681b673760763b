// methods.ts: the board's own words for each method (legend, colours, messages, progress); the rest of
// MethodInfo (title, pieces, own ways, square only and why) comes from the engine's table.
import { LESSON_METHODS, METHOD_FACTS, METHODS, type Method, type Pick, StepKind, type StepEvent, SHAPE_FACTS, type Shape, methodProblem } from 'maze-engine/engine';
import { count as n } from '../../common/numbers';
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

/** What the board itself says and shows of a method. */
export interface MethodWords extends Messages {
  legend: LegendLine[];
  colours: Colours;
  /** How far the growing has got, 0 to 1. */
  progress(steps: number, pieces: number, rooms: number, walls: number): number;
}

export interface MethodInfo extends MethodWords {
  method: Method;
  /** The radio's label. */
  title: string;
  legend: LegendLine[];
  colours: Colours;
  /** Rooms of one piece share a colour. */
  colourPieces: boolean;
  /** Picks its own way in and way out (on the left and right sides); otherwise top left to bottom right. */
  ownWays: boolean;
  /** Grows square mazes only (on another shape the engine throws, saying why in a sentence). */
  squareOnly: boolean;
  /** Why it grows squares only, as the end of a sentence (the engine's words); '' for the others. */
  whySquare: string;
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

const WORDS: Record<Method, MethodWords> = {
  walk: {
    legend: [{ swatch: 'thread', words: 'Thread: the open calls of the random walk' }, UNDUG],
    colours: { ...DUG, line: { colour: INK.thread, edge: INK.threadEdge }, head: INK.threadEdge },
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
    legend: [
      { swatch: 'pieces', words: 'Rooms of one piece share a colour (plain while alone)' },
      { swatch: 'refused', words: 'Wall left standing: flashes red' },
    ],
    colours: FLAT,
    progress: (steps, _pieces, _rooms, walls) => steps / Math.max(1, walls), // each inner wall once
    step: (e, at) =>
      e.kind === StepKind.Knock ? `Knocked down the wall between ${at(e.a)} and ${at(e.b)}: two pieces joined into one.` : common(e, at),
    done: (steps, _rooms, openings) => `Done: ${n(steps)} walls looked at, ${n(openings)} knocked down. One piece.`,
  },
  frontier: {
    legend: [{ swatch: 'frontier', words: 'Frontier: rooms beside the tree' }, UNDUG],
    colours: { ...DUG, current: FILL.floor },
    progress: byPieces,
    step: (e, at) =>
      e.kind === StepKind.Knock ? `Frontier room ${at(e.b)} joined the tree through a wall knocked down from ${at(e.a)}.` : common(e, at),
    done: (_steps, rooms, openings) => `Done: the frontier is empty. ${n(rooms)} rooms, ${n(openings)} openings, one piece.`,
  },
  wilson: {
    legend: [{ swatch: 'loose', words: "Wilson's loose walk" }, UNDUG],
    colours: { ...DUG, thread: FILL.loose, current: FILL.loose, line: { colour: INK.loose, edge: INK.looseEdge }, head: INK.looseEdge },
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
  'aldous-broder': {
    legend: [{ swatch: 'loose', words: 'Where the walk is now' }, UNDUG],
    colours: { ...DUG, current: FILL.loose },
    progress: byPieces,
    step: (e, at) => {
      if (e.kind === StepKind.Enter && e.a < 0) return `The walk starts in room ${at(e.b)}.`;
      if (e.kind === StepKind.Enter) return `Walked from ${at(e.a)} into the new room ${at(e.b)}: knocked down the wall between.`;
      if (e.kind === StepKind.Walk) return `Walked from ${at(e.a)} to ${at(e.b)}, a room already in the maze: no wall comes down.`;
      return common(e, at);
    },
    done: (steps, rooms, openings) => `Done: the walk took ${n(steps)} steps to reach all ${n(rooms)} rooms. ${n(openings)} openings, one piece.`,
  },
  'binary-tree': {
    legend: [{ swatch: 'thread', words: 'The room just opened, up or to the right' }, UNDUG],
    colours: DUG,
    progress: byPieces,
    step: (e, at) =>
      e.kind === StepKind.Knock ? `Room ${at(e.a)} opened ${e.b < e.a ? 'up' : 'to the right'} into ${at(e.b)}.` : common(e, at),
    done: (_steps, rooms, openings) => `Done: every room opened up or to the right. ${n(rooms)} rooms, ${n(openings)} openings, one piece.`,
  },
  sidewinder: {
    legend: [{ swatch: 'thread', words: 'The run: rooms joined side by side, waiting to open up' }, UNDUG],
    colours: DUG,
    progress: byPieces,
    step: (e, at) => {
      if (e.kind !== StepKind.Knock) return common(e, at);
      if (e.b < e.a) return `The run closed: its room ${at(e.a)} opened up into ${at(e.b)}.`;
      return `The run goes on: knocked down the wall from ${at(e.a)} to ${at(e.b)}.`;
    },
    done: (_steps, rooms, openings) => `Done: every run opened up. ${n(rooms)} rooms, ${n(openings)} openings, one piece.`,
  },
  'hunt-and-kill': {
    legend: [{ swatch: 'thread', words: 'Where the walk is now' }, UNDUG],
    colours: DUG,
    progress: byPieces,
    step: (e, at) => {
      if (e.kind === StepKind.Knock) return `Stuck, so the hunt found ${at(e.b)} beside the maze, and knocked down its wall to ${at(e.a)}.`;
      if (e.kind === StepKind.Enter && e.a < 0) return `The walk starts in room ${at(e.b)}.`;
      return common(e, at);
    },
    done: (_steps, rooms, openings) => `Done: the hunt found no room left. ${n(rooms)} rooms, ${n(openings)} openings, one piece.`,
  },
  'growing-tree': {
    legend: [{ swatch: 'thread', words: 'The list: rooms that may still grow' }, UNDUG],
    colours: DUG,
    progress: (steps, _pieces, rooms) => steps / (2 * rooms), // every room joins the list once and leaves it once
    step: (e, at) => {
      if (e.kind === StepKind.Enter && e.a < 0) return `Room ${at(e.b)} starts the maze and the list.`;
      if (e.kind === StepKind.Enter) return `Grew from ${at(e.a)} into the new room ${at(e.b)}, which joins the list.`;
      if (e.kind === StepKind.Back) return `No new room beside ${at(e.a)}: it leaves the list.`;
      return common(e, at);
    },
    done: (_steps, rooms, openings) => `Done: the list is empty. ${n(rooms)} rooms, ${n(openings)} openings, one piece.`,
  },
  eller: {
    legend: [{ swatch: 'pieces', words: 'Rooms of one piece share a colour (plain while alone)' }, UNDUG],
    colours: { ...FLAT, plain: FILL.undug },
    progress: byPieces,
    step: (e, at) => {
      if (e.kind !== StepKind.Knock) return common(e, at);
      if (e.b === e.a + 1) return `Joined ${at(e.a)} and ${at(e.b)} in this row: two pieces became one.`;
      return `Opened ${at(e.a)} down into ${at(e.b)}: its piece goes on into the next row.`;
    },
    done: (_steps, rooms, openings) => `Done: the last row joined every piece. ${n(rooms)} rooms, ${n(openings)} openings, one piece.`,
  },
  division: {
    legend: [{ swatch: 'thread', words: 'Beside the wall just built' }],
    colours: FLAT,
    progress: (steps, _pieces, rooms, walls) => steps / Math.max(1, walls - (rooms - 1)), // every inner wall but the openings
    step: (e, at) => (e.kind === StepKind.Build ? `Built the wall between ${at(e.a)} and ${at(e.b)}.` : common(e, at)),
    done: (steps, rooms, openings) => `Done: ${n(steps)} walls built, each line with one gap. ${n(rooms)} rooms, ${n(openings)} openings, one piece.`,
  },
};

/** Every method: the engine's facts joined with the board's words. */
export const METHOD_TABLE = Object.fromEntries(
  METHOD_FACTS.map((m) => [
    m.name,
    { ...WORDS[m.name], method: m.name, title: m.title, colourPieces: m.pieces, ownWays: m.ownWays, squareOnly: m.squareOnly, whySquare: m.whySquare },
  ]),
) as Record<Method, MethodInfo>;

/** Every method of the table, in the engine's order. */
export const METHOD_LIST: readonly MethodInfo[] = METHODS.map((m) => METHOD_TABLE[m]);
/** The methods the board's Method radios offer: all of them, the lesson's four first. */
export const BOARD_METHOD_LIST: readonly MethodInfo[] = METHOD_LIST;
/** The lesson's own four. */
export const LESSON_METHOD_LIST: readonly MethodInfo[] = LESSON_METHODS.map((m) => METHOD_TABLE[m]);

/** The picks (of the methods that take one) as the page may name them; `mix:P` takes the newest P times in 100. */
export const PICK_TITLES: Record<'newest' | 'random' | 'oldest', string> = {
  newest: 'Newest: long corridors, like the random walk',
  random: 'Random: short corridors, like the frontier',
  oldest: 'Oldest: the tree grows out evenly from the first room',
};
export function pickTitle(pick: Pick): string {
  return pick.startsWith('mix:') ? `A mix: the newest ${pick.slice(4)} times in 100, else a random one` : PICK_TITLES[pick as keyof typeof PICK_TITLES];
}
/** Whether a method grows this shape: the engine's check (its table of what each method cannot grow). */
export function growsShape(method: Method, shape: Shape): boolean {
  return methodProblem(method, shape) === null;
}

/** Why a method cannot grow a shape, in the engine's sentence and what to choose instead on the board, or null when it can. */
export function shapeProblem(method: Method, shape: Shape): string | null {
  const said = methodProblem(method, shape);
  if (said === null) return null;
  // The engine names the methods that lay tunnels; any other shape asks for a square.
  return `${said}. ${SHAPE_FACTS[shape].tunnels ? 'Choose one of them, or another shape.' : 'Choose Square under Shape, or another method.'}`;
}
/** The lesson's first method: checked when the page opens. */
export const FIRST_METHOD: Method = LESSON_METHODS[0];
/** The method the `Random walls` button picks and grows (the lesson's second one). */
export const SHORTCUT_METHOD: Method = LESSON_METHODS[1];

/** A method the board's radios offer (a link may name one). */
export function isMethod(name: string): name is Method {
  return BOARD_METHOD_LIST.some((m) => m.method === name);
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
