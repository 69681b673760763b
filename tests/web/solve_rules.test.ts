// solve_rules.test.ts: the package's ways out (maze.solve({ rule }), maze.solver({ rule })) give what `maze solve --rule
// --format json` prints, byte for byte, for every rule of the engine's table on every shape; stepped to the end, the
// same; and the engine's sentences for what it refuses. Needs build/maze (bash scripts/build-native.sh maze).
import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Maze, type MazeEngine, type MazeSettings, type SolveOptions, type SolveResult, loadMazeEngine } from '../../packages/maze-engine/src/index';
import { RULES, RULE_FACTS, StepKind, loadEngine } from 'maze-engine/engine';
import { MAZE } from './cli';

let engine: MazeEngine;
beforeAll(async () => {
  engine = await loadMazeEngine();
});

/** `maze solve ... --format json` on the maze's JSON: its line (it exits 1 when no way is found). */
function command(maze: Maze, options: SolveOptions): string {
  const args = ['solve', '--format', 'json', '--rule', String(options.rule)];
  for (const name of ['from', 'to', 'seed', 'limit'] as const)
    if (options[name] !== undefined) args.push(`--${name}`, String(options[name]));
  const ran = spawnSync(MAZE, args, { input: JSON.stringify(maze), encoding: 'utf8', maxBuffer: 1 << 26 });
  expect([0, 1], `${args.join(' ')}: ${ran.stderr}`).toContain(ran.status);
  return ran.stdout.trimEnd();
}

/** A maze made, read and disposed of. */
function withMaze<T>(settings: MazeSettings, read: (maze: Maze) => T): T {
  const maze = engine.generate(settings);
  try {
    return read(maze);
  } finally {
    maze.dispose();
  }
}

/** The options a rule takes: a seed for a seeded rule, and a limit for a rule that may give up (small now and then). */
function optionsFor(rule: string, from: number, to: number, seed: number): SolveOptions {
  const facts = RULE_FACTS[rule as keyof typeof RULE_FACTS];
  return {
    rule,
    from,
    to,
    ...(facts.seeded ? { seed } : {}),
    ...(facts.limited ? { limit: seed % 2 === 0 ? 5 + seed : 400 } : {}),
  };
}

/** Stepped to its end one step at a time, with its counts checked as it goes: its result. */
function stepped(maze: Maze, options: SolveOptions): { result: SolveResult; steps: number } {
  const solver = maze.solver(options);
  let calls = 0, steps = 0;
  expect(solver.last).toBeNull();
  while (!solver.done) {
    const more = solver.step();
    calls += 1;
    expect(more).toBe(!solver.done);
    const last = solver.last!;
    expect(Object.keys(StepKind).map((k) => k.toLowerCase())).toContain(last.kind);
    if (last.kind !== 'done') expect(last.room).toBe(last.b >= 0 ? last.b : last.a);
    expect(solver.steps).toBeGreaterThanOrEqual(steps);
    steps = solver.steps;
    if (!solver.done && calls < 100) {
      expect(solver.trail().length).toBeGreaterThan(0);
      expect(solver.visited).toBeLessThanOrEqual(solver.trail().length);
      expect(solver.found).toBe(false);
    }
  }
  expect(solver.step()).toBe(false);
  const result = solver.result!;
  expect([solver.steps, solver.visited, solver.memory, solver.found]).toEqual([result.steps, result.visited, result.memory, result.found]);
  expect(solver.trail()).toEqual(result.trail);
  return { result, steps: calls };
}

// Every shape, perfect and braided (loops: a hand on the wall may go round, the mouse may give up), weave braided too
// (the braid keeps its rule of tunnels, so the command reads its JSON back).
const MAZES: MazeSettings[] = [
  { method: 'walk', rows: 6, cols: 7 },
  { method: 'walls', rows: 6, cols: 7, braid: 100 },
  { method: 'walk', shape: 'hex', rows: 5, cols: 6, braid: 50 },
  { method: 'walls', shape: 'triangle', rows: 5, cols: 8 },
  { method: 'walk', shape: 'circle', rows: 4, cols: 6, braid: 100 },
  { method: 'walls', shape: 'voronoi', rows: 5, cols: 5, braid: 30 },
  { method: 'walk', shape: 'weave', rows: 7, cols: 7 },
  { method: 'walls', shape: 'weave', rows: 7, cols: 7, braid: 100 },
  { method: 'walk', mask: { text: 'ADA' } },
];

/**
 * Where the command cannot give what the package gives, and why (the engine's reasons, not the package's): random
 * cells read from JSON have their rooms' neighbours but not their places (formats/maze_json.cpp), so a rule that
 * steers by where rooms lie (A*'s guess, the hand's and Pledge's turns) goes by other places there, or refuses.
 */
const STEERS_BY_PLACES = ['a-star', 'right-hand', 'left-hand', 'pledge'];
function commandDiffers(rule: string, settings: MazeSettings): boolean {
  const shape = settings.shape ?? 'square';
  return (shape === 'voronoi' && STEERS_BY_PLACES.includes(rule));
}

/** The rules whose row says yes to a fact, as a sentence lists them: "a, b or c". */
function named(fact: 'seeded' | 'limited'): string {
  const names = RULES.filter((r) => RULE_FACTS[r][fact]);
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

describe("the package's ways out", () => {
  it("names the rules from the engine's own table, the one the command names in its message", () => {
    expect(engine.rules.map((r) => r.name)).toEqual(RULES);
    const said = spawnSync(MAZE, ['solve', '--rule', 'nope'], { input: '#####\n#...#\n#####\n', encoding: 'utf8' }).stderr;
    expect(said).toContain(`use ${RULES.slice(0, -1).join(', ')} or ${RULES.at(-1)}`);
    for (const r of engine.rules) expect(r).toEqual(RULE_FACTS[r.name]);
    expect(engine.rules[0]).toMatchObject({ name: 'bfs', map: true, shortest: true });
  });

  it('every rule, on every shape, from room to room: maze.solve() is the command\'s JSON line, and stepping ends there', () => {
    let compared = 0, ended = { found: 0, not: 0 };
    for (const settings of MAZES)
      for (const seed of [1, 2, 3])
        withMaze({ ...settings, seed }, (maze) => {
          const pairs = [[maze.wayIn, maze.wayOut], [maze.rooms - 1, 0], [seed % maze.rooms, (seed * 17) % maze.rooms], [seed, seed]];
          for (const rule of RULES)
            for (const [from, to] of pairs) {
              const options = optionsFor(rule, from, to, seed);
              const result = maze.solve(options);
              expect(stepped(maze, options).result, `stepped ${JSON.stringify(options)}`).toEqual(result);
              if (commandDiffers(rule, settings)) continue;
              const line = command(maze, options);
              expect(JSON.stringify(result), `${JSON.stringify(settings)} seed ${seed} ${JSON.stringify(options)}`).toBe(line);
              compared += 1;
              ended = result.found ? { ...ended, found: ended.found + 1 } : { ...ended, not: ended.not + 1 };
            }
        });
    const differs = MAZES.reduce((n, m) => n + RULES.filter((r) => commandDiffers(r, m)).length, 0);
    expect(compared).toBe((MAZES.length * RULES.length - differs) * 3 * 4);
    // Some runs found no way (a hand round an island, a mouse at its limit): those are compared too.
    expect(ended.not).toBeGreaterThan(10);
  });

  it('the rooms left out are the way in and the way out, as the command reads them from a game\'s JSON', () => {
    withMaze({ method: 'walk', rows: 8, cols: 8, seed: 2083, ends: 'far' }, (maze) => {
      expect(JSON.parse(JSON.stringify(maze))).toMatchObject({ in: maze.wayIn, out: maze.wayOut });
      for (const rule of RULES) {
        const options = { rule, ...(RULE_FACTS[rule].seeded ? { seed: 7 } : {}) };
        expect(JSON.stringify(maze.solve(options))).toBe(command(maze, options));
      }
    });
    withMaze({ method: 'walk', rows: 10, cols: 10, seed: 2083 }, (maze) => {
      const result = maze.solve({});
      expect(result).toMatchObject({ rule: 'bfs', from: 0, to: 99, found: true });
      expect(result.route).toEqual(maze.solve());  // solve() with no options: the way out, as before
      expect(maze.solve().length).toBe(47);
      expect(JSON.stringify(maze.solve({ rule: 'tremaux', seed: 1 }))).toBe(command(maze, { rule: 'tremaux', seed: 1 }));
    });
  });

  it("a game's locked doors: every rule goes through them as the command does, from the game's JSON", () => {
    let fetched = 0;
    for (const [settings, seeds] of [
      [{ method: 'walk', rows: 10, cols: 10, keys: 2 }, [2083, 5, 6]],
      [{ method: 'walls', shape: 'hex', rows: 7, cols: 7, keys: 3 }, [1, 2]],
      [{ method: 'walk', rows: 9, cols: 9, keys: 1, halls: 2 }, [3]],
    ] as [MazeSettings, number[]][])
      for (const seed of seeds)
        withMaze({ ...settings, seed }, (maze) => {
          expect(maze.keys.length).toBe(settings.keys);
          for (const rule of RULES)
            for (const [from, to] of [[maze.wayIn, maze.wayOut], [maze.wayOut, maze.wayIn]]) {
              const options = optionsFor(rule, from, to, seed);
              const result = maze.solve(options);
              expect(stepped(maze, options).result, `stepped ${JSON.stringify(options)}`).toEqual(result);
              if (commandDiffers(rule, settings)) continue;
              expect(JSON.stringify(result), `${JSON.stringify(settings)} seed ${seed} ${rule}`).toBe(command(maze, options));
              if (rule === 'bfs' && from === maze.wayIn) {
                // The way fetches each key before its door, and is longer than the way through locked doors.
                expect(result.found).toBe(true);
                maze.doors.forEach(([a, b], i) => {
                  const door = result.route.findIndex((room, k) => (room === a && result.route[k + 1] === b) || (room === b && result.route[k + 1] === a));
                  expect(result.route.indexOf(maze.keys[i])).toBeLessThan(door);
                });
                expect(result.route.length).toBeGreaterThan(maze.solve().length);
                fetched += 1;
              }
            }
        });
    expect(fetched).toBe(6);
  });

  it('a seeded rule left without a seed picks one, says it, and gives the same again from it, stepped too', () => {
    withMaze({ method: 'walls', rows: 8, cols: 8, seed: 4, braid: 100 }, (maze) => {
      for (const rule of RULES.filter((r) => RULE_FACTS[r].seeded)) {
        const first = maze.solve({ rule });
        expect(first.seed).toMatch(/^\d+$/);
        expect(maze.solve({ rule, seed: first.seed })).toEqual(first);
        expect(JSON.stringify(first)).toBe(command(maze, { rule, seed: first.seed }));
        const fresh = maze.solver({ rule });
        while (fresh.step());
        const again = fresh.result!;
        expect(maze.solve({ rule, seed: again.seed })).toEqual(again);
        expect(maze.solve({ rule, seed: BigInt(again.seed!) })).toEqual(again);
      }
    });
  });

  it('a solver steps one event at a time, the mouse into the rooms of its trail, and frees itself at its end', () => {
    withMaze({ method: 'walk', rows: 10, cols: 10, seed: 2083 }, (maze) => {
      const mouse = maze.solver({ rule: 'tremaux', seed: 1 });
      const events = [...mouse];
      expect(events.at(-1)).toMatchObject({ kind: 'found', a: 0, b: 99, room: 99 });
      expect(events.slice(0, -1).map((e) => e.kind)).toEqual(events.slice(0, -1).map(() => 'enter'));
      expect(events.map((e) => e.room)).toEqual(mouse.result!.trail.slice(1));
      expect(mouse.steps).toBe(events.length);
      const bfs = maze.solver();
      const looked = [...bfs];
      expect(looked.slice(0, -1).every((e) => e.kind === 'visit')).toBe(true);
      expect(looked.map((e) => e.room)).toEqual(bfs.result!.trail);
      expect(bfs.result).toEqual(maze.solve({}));
      const robot = maze.solver({ rule: 'right-hand', from: 5 });
      const walk = [...robot];
      expect(walk.slice(0, -1).every((e) => e.kind === 'walk')).toBe(true);
      expect([5, ...walk.map((e) => e.room)]).toEqual(robot.result!.trail);
      // Stopped before its end: dispose() frees it; its counts are gone with it.
      const stopped = maze.solver({ rule: 'dfs' });
      stopped.step();
      expect(stopped.steps).toBe(1);
      stopped.dispose();
      stopped.dispose();
      expect(() => stopped.steps).toThrow('This solver was disposed before its end');
      expect(() => stopped.step()).toThrow('This solver was disposed before its end');
    });
  });

  it('stepMany(n) takes the very steps step() takes, n at a time, the room of each in order, and ends where they end', () => {
    let compared = 0;
    for (const settings of MAZES.slice(0, 5))
      withMaze({ ...settings, seed: 4 }, (maze) => {
        for (const rule of RULES) {
          const options = optionsFor(rule, maze.wayIn, maze.wayOut, 4);
          const one = maze.solver(options);
          const rooms: number[] = [];
          for (const step of one) rooms.push(step.room);
          const many = maze.solver(options);
          const got: number[] = [];
          for (let n = 1; !many.done; n = (n % 7) + 1) got.push(...many.stepMany(n));
          expect(got, `${JSON.stringify(settings)} ${rule}`).toEqual(rooms);
          expect(many.last).toEqual(one.last);
          expect(many.result).toEqual(one.result);
          expect(many.stepMany(5)).toEqual(new Int32Array(0));
          compared += 1;
        }
      });
    expect(compared).toBe(5 * RULES.length);
    withMaze({ method: 'walk', rows: 5, cols: 5, seed: 1 }, (maze) => {
      const solver = maze.solver();
      for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => solver.stepMany(bad)).toThrow(`Take at least 1 step at a time (got ${bad})`);
      expect(solver.stepMany(Infinity).length).toBe(solver.result!.steps);
    });
  });

  it("a maze's openings are its JSON's, and each room's neighbours the rooms its openings join it to, on every shape, a game's and a 1000 x 1000 one", () => {
    for (const settings of [...MAZES, { method: 'walk', rows: 10, cols: 10, keys: 2, seed: 5 } as MazeSettings])
      withMaze({ seed: 3, ...settings }, (maze) => {
        const { openings } = maze.toJSON();
        expect(maze.openings).toEqual(openings);
        const joined: number[][] = Array.from({ length: maze.rooms }, () => []);
        for (const [a, b] of openings) joined[a].push(b), joined[b].push(a);
        for (let room = 0; room < maze.rooms; room++) expect(maze.neighbours(room), `room ${room}`).toEqual(joined[room].sort((x, y) => x - y));
      });
    withMaze({ method: 'walk', rows: 1000, cols: 1000, seed: 1 }, (maze) => {
      const openings = maze.openings;
      expect(openings.length).toBe(999_999); // a perfect maze: one opening fewer than its rooms
      expect(openings.every(([a, b], i) => a < b && (i === 0 || a > openings[i - 1][0] || (a === openings[i - 1][0] && b > openings[i - 1][1])))).toBe(true);
    });
  });

  // (Not refused ones: a binding that throws leaves its text arguments behind, as every binding taking text does today.)
  it('solvers run to their end, stopped midway or never stepped leave the heap where it was', async () => {
    const heapInUse = (await loadEngine()).heapInUse.bind(await loadEngine());
    withMaze({ method: 'walls', rows: 12, cols: 12, seed: 9, braid: 50 }, (maze) => {
      const run = (i: number) => {
        const rule = RULES[i % RULES.length];
        const options = { rule, ...(RULE_FACTS[rule].seeded ? { seed: i } : {}) };
        const solver = maze.solver(options);
        if (i % 3 === 0) while (solver.step());
        else if (i % 3 === 1) (solver.step(), solver.trail(), solver.dispose());
        else expect(solver.done).toBe(false);
        maze.solve(options);
        solver.dispose();
      };
      for (let i = 0; i < 50; i++) run(i);
      const heap = heapInUse();
      for (let i = 0; i < 2000; i++) run(i);
      expect(heapInUse()).toBe(heap);
    });
  });

  it("refuses as the engine does, in its sentences", () => {
    withMaze({ method: 'walk', rows: 4, cols: 4, seed: 3 }, (maze) => {
      const said = (args: string[]) => {
        const ran = spawnSync(MAZE, ['solve', '--format', 'json', ...args], { input: JSON.stringify(maze), encoding: 'utf8' });
        expect(ran.status).toBe(2);
        const message = ran.stderr.trim().replace(/^maze: /, '');
        return message.charAt(0).toUpperCase() + message.slice(1);
      };
      for (const make of [(o: SolveOptions) => maze.solve(o), (o: SolveOptions) => maze.solver(o)]) {
        expect(() => make({ rule: 'nope' })).toThrow(said(['--rule', 'nope']));
        expect(() => make({ rule: 'toString', seed: 1 })).toThrow(said(['--rule', 'toString']));
        expect(() => make({ rule: 'tremaux', seed: 'abc' })).toThrow(said(['--rule', 'tremaux', '--seed', 'abc']));
        expect(() => make({ rule: 'random-mouse', seed: '1.5' })).toThrow(said(['--rule', 'random-mouse', '--seed', '1.5']));
        expect(() => make({ rule: 'a-star', from: 16 })).toThrow('Room 16 is not in the maze: rooms go from 0 to 15');
        expect(() => make({ rule: 'right-hand', to: -1 })).toThrow('Room -1 is not in the maze: rooms go from 0 to 15');
        expect(() => make({ rule: 'random-mouse', limit: 0 })).toThrow('The limit must be at least 1 step (got 0)');
        expect(() => make({ rule: 'bfs', from: 1.5 })).toThrow('The room to go from must be a whole number (got 1.5)');
        expect(() => make({ rule: 'bfs', seed: 1 })).toThrow(`A seed is for the rules that choose at random (${named('seeded')}), not bfs`);
        expect(() => make({ rule: 'tremaux', limit: 9 })).toThrow(`A limit is for the rules that may give up (${named('limited')}), not tremaux`);
        expect(() => make({ rule: 'bfs', rooms: 3 } as SolveOptions)).toThrow('Unknown setting "rooms": use rule, from, to, seed or limit');
      }
    });
  });
});
