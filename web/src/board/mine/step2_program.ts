// step2_program.ts: the Step 2 board's Step and Grow a maze: they ask the student's make_maze, watched change by change, and play its changes back with the lesson's verdict.
import { currentProgram } from '../../common/current';
import type { Trace } from '../../python/protocol';
import { type Ask, MINE_ROOMS, type Reply, askMakeMaze } from './mine';
import type { BoardView } from '../draw/view';
import type { Status } from '../panel/status';
import type { BoardControls } from '../run/controls';
import type { BoardModel } from '../state/model';
import type { Settings } from '../state/settings';
import { ReplayDriver, type Recording } from '../run/replay';
import { type ReplayMaze, type Verdict, unreadablePicture } from '../run/replay_maze';
import { count as number, plural } from '../state/numbers';
import { Step2Marks } from './step2_marks';


/** The lesson's words for a picture: pieces, loops, and whether it is a perfect maze. */
export function verdictWords(v: Verdict): string {
  const pieces = v.pieces === 1 ? 'all rooms in one piece' : `${plural(v.pieces, 'piece')} (rooms cut off)`;
  const loops = v.loops === 0 ? 'no loops' : plural(v.loops, 'loop');
  const verdict = v.pieces === 1 && v.loops === 0 ? 'a perfect maze ★' : 'not a perfect maze';
  const unvisited = v.unvisited === 0 ? '' : `, ${plural(v.unvisited, 'room')} not in the maze yet`;
  return `${plural(v.rooms, 'room')}, ${plural(v.openings, 'opening')}${unvisited}: ${pieces}, ${loops}: ${verdict}.`;
}

/** What the marks on the board mean, said once the maze is finished. */
function marksWords(v: Verdict): string {
  const parts: string[] = [];
  if (v.loops > 0)
    parts.push(
      v.loops === 1
        ? 'The opening that closes the loop is marked in red: it joins two rooms that were joined already.'
        : 'The openings that close a loop are marked in red: each joins two rooms that were joined already.',
    );
  if (v.cutOff.length > 0) parts.push(`${plural(v.cutOff.length, 'room')} cannot be reached from the top left room: ringed in red.`);
  return parts.join(' ');
}

/** What the Step 2 board's program needs of its board. */
export interface Step2Board {
  model: BoardModel;
  controls: BoardControls;
  status: Status;
  view: BoardView;
  settings: Settings;
  focusProblem(): void;
}

export class Step2Program {
  readonly #board: Step2Board;
  readonly #replay: ReplayDriver;
  readonly #marks: Step2Marks;
  #ask: Ask | null = null;
  #gen = 0;
  /** Said after the verdict: the seed note, a cut-short recording, a program the board could not watch. */
  #notes: string[] = [];
  #call = '';
  /** The program whose changes are played back. */
  #asked: string | null = null;

  constructor(board: Step2Board) {
    this.#board = board;
    this.#marks = new Step2Marks(board.view);
    const c = board.controls;
    this.#replay = new ReplayDriver({
      frame: (f) => board.model.apply(f),
      error: (m) => board.status.say(m),
    });
    this.#replay.onFrame = (maze, verdict, finished) => this.#framed(maze, verdict, finished);
    board.model.subscribe(() => {
      // Any other maze on the board (a fresh one after Rows or Columns changed) has no marks.
      if (c.driver !== this.#replay) this.#marks.set(0, 0, [], []);
    });
  }

  /** The board's state moved: any other action drops a question still on its way. */
  moved(state: string): void {
    if (state !== 'asking') this.#drop();
  }

  /** A playback is under way, of the program as it still is in the editor: Step and Grow carry it on. */
  #replaying(): boolean {
    const s = this.#board.controls.state;
    const same = this.#asked === currentProgram('make_maze');
    return same && this.#board.controls.driver === this.#replay && (s === 'stepping' || s === 'paused' || s === 'growing');
  }

  step(): Promise<void> | void {
    if (this.#replaying()) return this.#board.controls.step();
    return this.#start(false);
  }

  grow(): Promise<void> | void {
    if (this.#replaying()) return this.#board.controls.grow();
    return this.#start(true);
  }

  #drop(): void {
    this.#gen++;
    this.#ask?.stop();
    this.#ask = null;
  }

  async #start(play: boolean): Promise<void> {
    const { controls, settings, status } = this.#board;
    if (controls.state === 'asking') return; // one question at a time
    const size = settings.ready();
    if (!size) {
      status.say('Fix the box with the message under it first (in Maze settings).');
      this.#board.focusProblem();
      return;
    }
    const { rows, cols } = size;
    if (rows * cols > MINE_ROOMS) {
      status.say(`Python would be too slow for your make_maze with ${number(rows * cols)} rooms here: it works on this board up to ${number(MINE_ROOMS)} rooms. Try 10 × 10.`);
      return;
    }
    controls.beginAsking();
    this.#asked = currentProgram('make_maze');
    const gen = ++this.#gen;
    const live = (): boolean => this.#gen === gen;
    status.say('Running your make_maze…');
    const ask = askMakeMaze(rows, cols, (words) => live() && status.say(words), true);
    this.#ask = ask;
    const reply = await ask.done;
    if (live()) this.#answered(reply, rows, cols, play);
  }

  #answered(reply: Reply, rows: number, cols: number, play: boolean): void {
    const { controls, status, model } = this.#board;
    const kept = model.scene !== 'blank';
    if (reply.kind === 'stopped') {
      controls.machine.go('cancel');
      status.say('make_maze was stopped.');
      return;
    }
    if (reply.kind === 'problem') {
      controls.machine.go('fail');
      status.say('', reply.report, kept);
      return;
    }
    const bad = unreadablePicture(reply.picture, rows, cols);
    if (bad) {
      controls.machine.go('fail');
      const advice =
        'In a maze picture # is rock and . is floor. The outside edge is all rock, and every corner post (even row, even column) is rock. ' +
        'A room (odd row, odd column) that is still # is drawn as not in the maze yet.';
      status.say('', { title: `The board cannot read make_maze's picture: ${bad}.`, advice, code: '', python: '', gave: '' }, kept);
      return;
    }
    this.#call = `make_maze(${rows}, ${cols})`;
    this.#notes = [];
    const recording = this.#recording(reply.trace, reply.picture, rows, cols);
    if (reply.trace?.cut)
      this.#notes.push(`Your make_maze made more than ${number(reply.trace.limit)} changes: the board recorded the first ${number(reply.trace.limit)} one by one, and then jumps to the finished maze.`);
    if (reply.seed !== null)
      this.#notes.push(`Your program's random.seed(${reply.seed}) runs again just before each call, so Grow a maze gives this same maze every time. Take that line out for a new maze each time.`);
    controls.startOn(this.#replay, play);
    this.#replay.record(recording);
    if (play) this.#replay.play();
    else this.#replay.step();
  }

  /** The changes to play back: the program's own, then any the board did not see, so it ends on the very picture make_maze gave back. */
  #recording(trace: Trace | null, picture: string[], rows: number, cols: number): Recording {
    if (!trace || !trace.found || !trace.start) {
      this.#notes.push(
        'The board could not watch your make_maze at work, so it shows only its finished maze. It watches a grid that is a list of lists, ' +
          `${2 * rows + 1} rows of ${2 * cols + 1} squares, changed one square at a time (grid[r][c] = ".").`,
      );
      return { rows, cols, start: picture, steps: new Int32Array(0) };
    }
    const steps = trace.steps.slice();
    // Squares that differ at the end were changed where the board could not see: they come last.
    const end = new Map<number, number>();
    const wide = 2 * cols + 1;
    trace.start.forEach((line, r) => { for (let c = 0; c < line.length; c++) end.set(r * wide + c, line.charCodeAt(c)); });
    for (let i = 0; i + 3 < steps.length; i += 4) if (steps[i + 2] >= 0) end.set(steps[i] * wide + steps[i + 1], steps[i + 2]);
    picture.forEach((line, r) => {
      for (let c = 0; c < line.length; c++) if (end.get(r * wide + c) !== line.charCodeAt(c)) steps.push(r, c, line.charCodeAt(c), 0);
    });
    return { rows, cols, start: trace.start, steps: Int32Array.from(steps) };
  }

  #framed(maze: ReplayMaze, verdict: Verdict, finished: boolean): void {
    const { status, controls } = this.#board;
    // Loops are marked as soon as they are made; rooms cut off only once the program has finished.
    this.#marks.set(maze.rows, maze.cols, verdict.loopOpenings, finished ? verdict.cutOff : []);
    if (finished) {
      const more = [marksWords(verdict), ...this.#notes].filter((w) => w).join(' ');
      status.say(`Your ${this.#call}: ${verdictWords(verdict)}`, more || null);
    } else if (controls.describing) {
      const loops = verdict.loops === 0 ? 'no loops' : plural(verdict.loops, 'loop');
      status.say(`Change ${number(this.#replay.position)} of ${number(this.#replay.length)}: ${plural(verdict.pieces, 'piece')}, ${loops}.`);
    } else status.say('');
  }
}
