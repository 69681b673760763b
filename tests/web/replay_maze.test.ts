// The Step 2 board's reading of the student's pictures: pieces, loops, openings that close a loop, rooms cut off, and pictures it cannot read.
import { describe, expect, test } from 'vitest';
import { Mark, OPEN_DOWN, OPEN_RIGHT } from 'maze-engine/engine';
import { MARK_SHIFT, markOf } from '../../web/src/board/state/looks';
import { ReplayMaze, Thread, unreadablePicture } from '../../web/src/board/run/replay_maze';
import { cliPicture, maze } from './cli';

const rock = (rows: number, cols: number): string[] => Array.from({ length: 2 * rows + 1 }, () => '#'.repeat(2 * cols + 1));

/** The lesson's spoiled maze: every row a corridor, rows 0 and 1 joined twice (9 pieces, 1 loop). */
const LOOPY = (() => {
  const lines = rock(10, 10).map((l) => l.split(''));
  for (let r = 0; r < 10; r++) for (let c = 0; c < 19; c++) lines[2 * r + 1][c + 1] = '.';
  lines[2][1] = '.';
  lines[2][3] = '.';
  return lines.map((l) => l.join(''));
})();

describe('ReplayMaze: what the lesson asks of a picture', () => {
  test("the seed-2083 walk: 100 rooms, 99 openings, one piece, no loops, as the maze command's check says", () => {
    const picture = cliPicture('walk', 10, 10, '2083');
    const v = new ReplayMaze(10, 10, picture).verdict();
    expect(v).toMatchObject({ rooms: 100, openings: 99, pieces: 1, loops: 0, unvisited: 0, loopOpenings: [], cutOff: [] });
    const check = maze(['check'], `${picture.join('\n')}\n`);
    expect(check).toMatch(/pieces: 1\b/);
    expect(check).toMatch(/loops: 0\b/);
  });

  test('a picture with a loop and rooms cut off: 9 pieces, 1 loop, rows 2 to 9 cut off', () => {
    const v = new ReplayMaze(10, 10, LOOPY).verdict();
    expect(v.pieces).toBe(9);
    expect(v.loops).toBe(1);
    expect(v.openings).toBe(92);
    // Taken in picture order, the last opening of row 1 closes the loop.
    expect(v.loopOpenings).toEqual([[10, 11]]);
    expect(v.cutOff).toEqual(Array.from({ length: 80 }, (_, i) => 20 + i));
    const check = maze(['check'], `${LOOPY.join('\n')}\n`);
    expect(check).toMatch(/pieces: 9\b/);
    expect(check).toMatch(/loops: 1\b/);
  });

  test('changes in the order they were made: the opening made last closes the loop', () => {
    const m = new ReplayMaze(1, 2, null);
    const steps = [
      [1, 1, 46], [1, 3, 46], [1, 2, 46],
    ];
    steps.forEach(([r, c, ch], n) => m.apply(n, r, c, ch, Thread.Same));
    expect(m.picture()).toEqual(['#####', '#...#', '#####']);
    expect(m.verdict()).toMatchObject({ pieces: 1, loops: 0 });
    const square = new ReplayMaze(2, 2, ['#####', '#...#', '#.#.#', '#...#', '#####']);
    expect(square.verdict().loopOpenings).toEqual([[2, 3]]);
    square.apply(0, 1, 2, 35, Thread.Same); // the top opening closed...
    square.apply(1, 1, 2, 46, Thread.Same); // ...and made again, last: now it closes the loop
    expect(square.verdict().loopOpenings).toEqual([[0, 1]]);
  });

  test('a half-built maze: rooms still rock are not in the maze yet, each a piece of its own', () => {
    const lines = rock(2, 2);
    lines[1] = '#...#';
    const m = new ReplayMaze(2, 2, lines);
    expect(m.verdict()).toMatchObject({ rooms: 4, openings: 1, unvisited: 2, pieces: 3, loops: 0, cutOff: [2, 3] });
    const looks = m.looks();
    expect(looks[0]).toBe(OPEN_RIGHT | (Mark.Visited << MARK_SHIFT));
    expect(markOf(looks[2])).toBe(Mark.Plain);
    expect(looks[1] & OPEN_DOWN).toBe(0);
  });

  test('the thread: a call takes its room, and returning gives it back', () => {
    const m = new ReplayMaze(2, 2, rock(2, 2));
    m.apply(0, 1, 1, 46, Thread.Takes);
    m.apply(1, 2, 1, 46, Thread.Same);
    m.apply(2, 3, 1, 46, Thread.Takes);
    expect(m.thread).toEqual([0, 2]);
    expect(markOf(m.looks()[2])).toBe(Mark.Thread);
    m.apply(3, -1, -1, -1, Thread.Returns);
    expect(m.thread).toEqual([0]);
    expect(markOf(m.looks()[2])).toBe(Mark.Visited);
  });
});

describe('unreadablePicture: only what the board truly cannot draw, by row and column', () => {
  test('a good picture, and a half-built one, are readable', () => {
    expect(unreadablePicture(cliPicture('walls', 3, 4, '1'), 3, 4)).toBeNull();
    expect(unreadablePicture(rock(3, 4), 3, 4)).toBeNull();
  });
  test('ragged rows, other characters, an open edge, an open corner post', () => {
    const bad = (edit: (l: string[][]) => void): string | null => {
      const l = rock(2, 2).map((row) => row.split(''));
      edit(l);
      return unreadablePicture(l.map((row) => row.join('')), 2, 2);
    };
    expect(bad((l) => l[3].pop())).toBe('row 3 has 4 squares but row 0 has 5: every row must be as long as the first');
    expect(bad((l) => (l[1][3] = 'o'))).toBe('row 1, column 3 is "o": a maze picture has only # (rock) and . (floor)');
    expect(bad((l) => (l[0][1] = '.'))).toBe('row 0, column 1 is floor, but the edge of the picture must be rock all round');
    expect(bad((l) => (l[2][2] = '.'))).toBe('row 2, column 2 is floor, but it is a corner post (even row, even column): those are always rock');
    expect(unreadablePicture(rock(2, 2).slice(1), 2, 2)).toBe('the picture has 4 rows, but 2 × 2 rooms need 5');
  });
});
