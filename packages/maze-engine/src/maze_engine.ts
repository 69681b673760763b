// maze_engine.ts: the engine as a game meets it: make mazes, grow them step by step, count them.
import {
  type EndlessMaze,
  type Engine,
  type MazeSession,
  type Method,
  type MethodFacts,
  RULES,
  RULE_FACTS,
  type RuleFacts,
  SHAPES,
  SHAPE_FACTS,
  type Shape,
  type Tileset,
  loadEngine,
} from './engine.js';
import { Growth } from './growth.js';
import { Maze } from './maze.js';
import {
  type CheckedSettings,
  type EndlessSettings,
  type MaskSettings,
  type MazeSettings,
  type SizeSettings,
  maskOf,
  mazeSettings,
  seedText,
  settingsOf,
  shapeOf,
} from './settings.js';

export class MazeEngine {
  readonly #engine: Engine;
  /** The methods, from the engine's own table, in its order: name (as `maze generate --method` takes it), title, and more. */
  readonly methods: readonly MethodFacts[];
  /** The shapes a maze can take. */
  readonly shapes: readonly Shape[] = SHAPES;
  /** The rules that find a way (maze.solve({ rule })), from the engine's own table, in its order: name, title, what each sees and promises. */
  readonly rules: readonly RuleFacts[] = Object.freeze(RULES.map((r) => Object.freeze({ ...RULE_FACTS[r] })));

  /** Made by loadMazeEngine(). */
  constructor(engine: Engine) {
    this.#engine = engine;
    this.methods = Object.freeze(engine.methods().map((m) => Object.freeze({ ...m })));
  }

  /** A finished maze, exactly as `maze generate` makes it for the same settings and seed. */
  generate(settings?: MazeSettings): Maze {
    const s = mazeSettings(settings, this.methods);
    // A choice (`of`): the seed kept, then that maze made as that seed alone makes it.
    const seed = s.game?.of === undefined ? s.seed : this.#engine.chooseSeed({ ...s, method: s.method as Method }, s.game);
    const session = this.#started({ ...s, seed });
    try {
      session.finish();
      const game = s.game && session.playGame({ ...s, method: s.method as Method }, s.game);
      return new Maze(session, { method: s.method, seed: session.seed }, game);
    } catch (e) {
      session.dispose();
      throw e;
    }
  }

  /** A maze to grow one step at a time (see Growth); its finished maze is the one generate() gives. */
  grow(settings?: MazeSettings): Growth {
    const s = mazeSettings(settings, this.methods);
    if (s.game) throw new Error('ends, keys, halls, of and keep are for engine.generate(): a growth is the maze alone');
    const session = this.#started(s);
    return new Growth(session, { method: s.method, seed: session.seed });
  }

  /** A square maze read from the lesson's picture (a list of strings, or text with one row a line). */
  fromPicture(picture: string[] | string): Maze {
    const session = this.#engine.newSession(1, 1, '0');
    try {
      session.load(picture);
    } catch (e) {
      session.dispose();
      throw e;
    }
    return new Maze(session, { method: null, seed: null });
  }

  /** The exact number of different perfect mazes a shape of this size holds, in decimal (10 x 10: 43 digits). */
  count(settings: SizeSettings | MaskSettings): string {
    const s = settingsOf(settings, ['shape', 'rows', 'cols', 'seed', 'mask'], "{ shape: 'square', rows: 10, cols: 10 }");
    if (s.mask !== undefined) return this.#engine.countMask(maskOf(s.mask));
    const shape = shapeOf(s.shape);
    const rows = s.rows as number, cols = s.cols as number, seed = seedText(s.seed);
    if (SHAPE_FACTS[shape].walls && seed === '') return this.#engine.countPerfectMazes(rows, cols);
    return this.#engine.countMazes(shape, rows, cols, seed);
  }

  /**
   * The endless maze, one row of rooms at a time: an iterable of the picture's lines, the top border first,
   * then two lines a row of rooms, for ever unless `rows` is given, in memory for one row only.
   * Its first 2K - 1 lines are the same with or without `rows` (K of them). It frees itself when
   * the loop over it ends or breaks; else call its dispose().
   */
  endless(settings: EndlessSettings): EndlessMaze {
    const s = settingsOf(settings, ['cols', 'seed', 'rows'], '{ cols: 40, seed: 1 }');
    return this.#engine.endless({ cols: s.cols as number, seed: seedText(s.seed), rows: s.rows as number | undefined });
  }

  /** The picture of the two tiles (floor, wall) a Tiled map from maze.tiled() looks for beside itself, and its file name. */
  tileset(): Tileset {
    return this.#engine.tileset();
  }

  /** Mazes and growths not yet disposed: a game can check it frees what it makes. */
  live(): number {
    return this.#engine.liveSessions();
  }

  // A session on the settings' shape and seed, its growth started.
  #started(s: CheckedSettings): MazeSession {
    const square = SHAPE_FACTS[s.shape].walls;  // a session of rows x cols is one
    const session = this.#engine.newSession(square ? s.rows : 1, square ? s.cols : 1, s.seed);
    try {
      if (s.mask) session.reshapeMask(s.mask);
      else if (!square) session.reshape(s.shape, s.rows, s.cols);
      session.grow({ method: s.method as Method, pick: s.pick, braid: s.braid });
    } catch (e) {
      session.dispose();
      throw e;
    }
    return session;
  }
}

let loading: Promise<MazeEngine> | null = null;

/** Loads the engine (its .wasm file beside this module) once; later calls share it. */
export function loadMazeEngine(): Promise<MazeEngine> {
  loading ??= loadEngine().then(
    (engine) => new MazeEngine(engine),
    (e: unknown) => {
      loading = null; // a later call tries again
      throw e;
    },
  );
  return loading;
}
