// methods.test.ts: the board's method table: one entry for each method the engine has, with the titles, words and colours the page shows.
import { describe, expect, it } from 'vitest';
import { LESSON_METHODS, METHODS, SQUARE_ONLY, StepKind } from 'maze-engine/engine';
import { BOARD_METHOD_LIST, FIRST_METHOD, METHOD_LIST, METHOD_TABLE, SEARCH, SHORTCUT_METHOD, growsShape, isMethod, pickTitle, shapeProblem } from '../../web/src/board/state/methods';
import { coloursOf, methodOf, progressOf } from '../../web/src/board/state/looks';
import { FILL } from '../../web/src/board/state/palette';

const at = (room: number): string => `(${Math.floor(room / 10)}, ${room % 10})`;

describe('the method table', () => {
  it('has every method of the engine, in the engine\'s order, each under its own name', () => {
    expect(METHOD_LIST.map((m) => m.method)).toEqual([...METHODS]);
    for (const m of METHODS) expect(METHOD_TABLE[m].method).toBe(m);
    expect(METHOD_LIST.map((m) => m.title)).toEqual([
      'Random walk', 'Random walls', 'Frontier', 'Wilson', 'Aldous–Broder', 'Binary tree', 'Sidewinder',
      'Hunt and kill', 'Growing tree', 'Eller', 'Recursive division',
    ]);
    // The board's radios offer every method, the lesson's four first.
    expect(BOARD_METHOD_LIST.map((m) => m.method)).toEqual([...METHODS]);
    expect(METHODS.slice(0, 4)).toEqual([...LESSON_METHODS]);
    expect(shapeProblem('eller', 'hex')).toBe('Eller grows square mazes only, not hex ones: it makes the maze one row at a time. Choose Square under Shape, or another method.');
    expect(shapeProblem('eller', 'square')).toBeNull();
    expect(shapeProblem('aldous-broder', 'voronoi')).toBeNull();
    // Weave: only the methods that lay tunnels (the engine's table) grow it; a mask takes any method that fits any shape.
    expect(shapeProblem('frontier', 'weave')).toBe('Frontier cannot grow weave mazes: only Random walk and Random walls lay tunnels under rooms. Choose one of them, or another shape.');
    expect(shapeProblem('walk', 'weave')).toBeNull();
    expect(shapeProblem('walls', 'weave')).toBeNull();
    expect(shapeProblem('wilson', 'mask')).toBeNull();
    expect(shapeProblem('eller', 'mask')).toBe('Eller grows square mazes only, not mask ones: it makes the maze one row at a time. Choose Square under Shape, or another method.');
    expect(METHOD_LIST.filter((m) => m.squareOnly).map((m) => m.method)).toEqual([...SQUARE_ONLY]);
    expect(growsShape('eller', 'hex')).toBe(false);
    expect(growsShape('eller', 'square')).toBe(true);
    expect(growsShape('hunt-and-kill', 'circle')).toBe(true);
    expect(pickTitle('mix:30')).toBe('A mix: the newest 30 times in 100, else a random one');
    expect(pickTitle('newest')).toBe('Newest: long corridors, like the random walk');
  });

  it('starts with the random walk and has Random walls as the shortcut', () => {
    expect(METHOD_TABLE[FIRST_METHOD].title).toBe('Random walk');
    expect(METHOD_TABLE[SHORTCUT_METHOD].title).toBe('Random walls');
    expect(isMethod('wilson')).toBe(true);
    expect(isMethod('search')).toBe(false);
  });

  it('says each step as the lesson does', () => {
    const walk = METHOD_TABLE.walk;
    expect(walk.step({ kind: StepKind.Enter, a: -1, b: 0 }, at)).toBe('Started in the top left room (0, 0).');
    expect(walk.step({ kind: StepKind.Enter, a: 0, b: 10 }, at)).toBe('Knocked down the wall from (0, 0) and went into the new room (1, 0).');
    expect(walk.step({ kind: StepKind.Back, a: 10, b: 0 }, at)).toBe('No new room beside (1, 0): stepped back along the thread to (0, 0).');
    expect(walk.step({ kind: StepKind.Back, a: 0, b: -1 }, at)).toBe('Stepped back out of the first room: the thread is all wound up.');
    const walls = METHOD_TABLE.walls;
    expect(walls.step({ kind: StepKind.Knock, a: 3, b: 4 }, at)).toBe('Knocked down the wall between (0, 3) and (0, 4): two pieces joined into one.');
    expect(walls.step({ kind: StepKind.Refuse, a: 3, b: 13 }, at)).toBe('Left the wall between (0, 3) and (1, 3) standing: both rooms are in one piece already.');
    expect(walls.done(180, 100, 99)).toBe('Done: 180 walls looked at, 99 knocked down. One piece.');
    const frontier = METHOD_TABLE.frontier;
    expect(frontier.step({ kind: StepKind.Enter, a: -1, b: 55 }, at)).toBe('Room (5, 5) is the first room of the maze.');
    expect(frontier.step({ kind: StepKind.Knock, a: 55, b: 56 }, at)).toBe('Frontier room (5, 6) joined the tree through a wall knocked down from (5, 5).');
    expect(frontier.step({ kind: StepKind.Ends, a: 30, b: 79 }, at)).toBe(
      'The way in is room (3, 0) on the left side and the way out is room (7, 9) on the right side.',
    );
    const wilson = METHOD_TABLE.wilson;
    expect(wilson.step({ kind: StepKind.Walk, a: -1, b: 0 }, at)).toBe('A loose walk starts at (0, 0).');
    expect(wilson.step({ kind: StepKind.Walk, a: 0, b: 1 }, at)).toBe('The loose walk wandered from (0, 0) to (0, 1).');
    expect(wilson.step({ kind: StepKind.Erase, a: 2, b: 1 }, at)).toBe('The loose walk ran into itself at (0, 1): its loop is wiped out.');
    expect(wilson.step({ kind: StepKind.Knock, a: 1, b: 2 }, at)).toBe('Room (0, 1) of the loose walk joined the maze.');
    expect(wilson.done(0, 100, 99)).toBe('Done: every room joined the maze. 100 rooms, 99 openings, one piece.');
    const more = (m: keyof typeof METHOD_TABLE, kind: number, a: number, b: number) => METHOD_TABLE[m].step({ kind: kind as 0, a, b }, at);
    expect(more('aldous-broder', StepKind.Walk, 11, 12)).toBe('Walked from (1, 1) to (1, 2), a room already in the maze: no wall comes down.');
    expect(more('binary-tree', StepKind.Knock, 11, 1)).toBe('Room (1, 1) opened up into (0, 1).');
    expect(more('binary-tree', StepKind.Knock, 11, 12)).toBe('Room (1, 1) opened to the right into (1, 2).');
    expect(more('sidewinder', StepKind.Knock, 14, 4)).toBe('The run closed: its room (1, 4) opened up into (0, 4).');
    expect(more('hunt-and-kill', StepKind.Knock, 3, 13)).toBe('Stuck, so the hunt found (1, 3) beside the maze, and knocked down its wall to (0, 3).');
    expect(more('growing-tree', StepKind.Back, 7, -1)).toBe('No new room beside (0, 7): it leaves the list.');
    expect(more('eller', StepKind.Knock, 21, 31)).toBe('Opened (2, 1) down into (3, 1): its piece goes on into the next row.');
    expect(more('division', StepKind.Build, 21, 22)).toBe('Built the wall between (2, 1) and (2, 2).');
    expect(METHOD_TABLE.division.done(81, 100, 99)).toBe('Done: 81 walls built, each line with one gap. 100 rooms, 99 openings, one piece.');
    expect(SEARCH.step({ kind: StepKind.Visit, a: 12, b: -1 }, at)).toBe('Looked around room (1, 2).');
    expect(SEARCH.step({ kind: StepKind.Found, a: 98, b: 99 }, at)).toBe('Reached the way out (9, 9).');
  });

  it('gives each scene its colours: rooms not dug yet are grey while the walks grow, white for random walls', () => {
    expect(coloursOf('walk').plain).toBe(FILL.undug);
    expect(coloursOf('walls').plain).toBe(FILL.floor);
    expect(coloursOf('wilson').thread).toBe(FILL.loose);
    expect(coloursOf('search').visited).toBe(FILL.searched);
    expect(coloursOf('blank').plain).toBe(FILL.floor);
    expect(METHOD_TABLE.walk.colours.line).not.toBeNull();
    expect(METHOD_TABLE.walls.colours.line).toBeNull();
    expect(methodOf('search')).toBeNull();
    expect(methodOf('frontier')?.ownWays).toBe(true);
    expect(METHOD_LIST.filter((m) => m.ownWays).map((m) => m.method)).toEqual(['frontier']);
    expect(METHOD_LIST.filter((m) => m.colourPieces).map((m) => m.method)).toEqual(['walls', 'eller']);
  });

  it('has a legend line for each method', () => {
    for (const m of METHOD_LIST) expect(m.legend.length).toBeGreaterThan(0);
    expect(METHOD_TABLE.walls.legend.map((l) => l.swatch)).toEqual(['pieces', 'refused']);
  });

  it('measures progress from what every machine reports', () => {
    const grow = (method: (typeof METHODS)[number]) => ({ kind: 'grow' as const, method });
    expect(progressOf(grow('walk'), true, 100, 0, 100, 180)).toBe(0.5);
    expect(progressOf(grow('walls'), true, 90, 0, 100, 180)).toBe(0.5);
    expect(progressOf(grow('frontier'), true, 0, 67, 100, 180)).toBeCloseTo(33 / 99);
    expect(progressOf({ kind: 'search' }, true, 25, 1, 100, 180)).toBe(0.25);
    expect(progressOf(grow('wilson'), false, 5, 1, 100, 180)).toBe(1);
    expect(progressOf(null, false, 0, 100, 100, 180)).toBe(0);
    expect(progressOf(grow('division'), true, 27, 1, 100, 180)).toBeCloseTo(1 / 3);
    expect(progressOf(grow('growing-tree'), true, 50, 1, 100, 180)).toBe(0.25);
    expect(progressOf(grow('eller'), true, 33, 67, 100, 180)).toBeCloseTo(33 / 99);
  });
});
