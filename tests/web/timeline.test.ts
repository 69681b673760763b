// timeline.test.ts: in WebAssembly, seek equals stepping a fresh session, changes cover every changed look, ways, distances.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Engine, LOOK_LABEL_SHIFT, LOOK_MARK, type MazeSession, METHODS, type Method, StepKind, loadEngine } from 'maze-engine/engine';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

/** Rooms sharing a label, each named by the lowest room of its piece. */
function partition(labels: Int32Array): number[] {
  const first = new Map<number, number>();
  return Array.from(labels, (label, room) => {
    if (!first.has(label)) first.set(label, room);
    return first.get(label)!;
  });
}

function snap(s: MazeSession) {
  return {
    walls: Array.from(s.walls()),
    marks: Array.from(s.marks()),
    pieces: partition(s.pieceLabels()),
    count: s.pieces,
    thread: Array.from(s.thread()),
    route: Array.from(s.route()),
    last: s.last(),
    position: s.position(),
  };
}

/** A fresh session stepped one step at a time through its growth, then its search (from its own ways): snapshots at `ks`. */
function stepped(method: Method, rows: number, cols: number, seed: string, ks: Set<number>) {
  const s = engine.newSession(rows, cols, seed);
  s.grow({ method });
  const out = new Map<number, ReturnType<typeof snap>>();
  const keep = () => {
    if (ks.has(s.position())) out.set(s.position(), snap(s));
  };
  keep();
  while (s.busy) {
    s.step();
    keep();
  }
  s.solve();
  keep(); // the step where the search starts shows its start
  while (s.busy) {
    s.step();
    keep();
  }
  s.dispose();
  return out;
}

describe('the timeline', () => {
  for (const method of METHODS)
    it(`${method}: seek(k) equals k steps on a fresh session, growth and way out`, () => {
      for (const [rows, cols] of [[1, 1], [1, 6], [10, 10], [37, 23]])
        for (const seed of ['1', '2083']) {
          const s = engine.newSession(rows, cols, seed);
          s.grow({ method });
          const grown = s.finish();
          s.solve();
          s.finish();
          const total = s.length();
          const every = Math.max(1, Math.floor(total / 150));
          const ks: number[] = [];
          for (let k = 0; k <= total; k += every) ks.push(k);
          ks.push(total, grown);
          ks.reverse();
          const out = stepped(method, rows, cols, seed, new Set(ks));
          for (const k of ks) {
            s.seek(k);
            expect(snap(s), `${method} ${rows}x${cols} seed ${seed} step ${k}`).toEqual(out.get(k));
          }
          s.dispose();
        }
    });

  it('stepping on after going back gives the same steps', () => {
    for (const method of METHODS) {
      const s = engine.newSession(11, 8, '7');
      s.grow({ method });
      const events = [];
      while (s.busy) events.push(s.step());
      s.solve();
      while (s.busy) events.push(s.step());
      expect(s.length()).toBe(events.length);
      for (const back of [events.length - 2, Math.floor(events.length / 2), 10, 0]) {
        s.seek(back);
        expect(s.position()).toBe(back);
        const again = [];
        while (s.busy || s.position() < s.length()) again.push(s.step());
        expect(again, `${method} from ${back}`).toEqual(events.slice(back));
      }
      s.seek(5);
      s.stepBack();
      expect(s.position()).toBe(4);
      expect(s.last()).toEqual(events[3]);
      s.dispose();
    }
  });
});

describe('changes', () => {
  for (const method of METHODS)
    it(`${method}: every room whose look changed is reported, growing and finding the way out`, () => {
      const s = engine.newSession(9, 12, '2083');
      s.grow({ method });
      expect(s.changes().all).toBe(true);
      let before = s.looks();
      let frames = 0;
      let listed = 0;
      const check = (n: number) => {
        while (s.busy) {
          s.stepWatched(n);
          const c = s.changes();
          const after = s.looks();
          frames++;
          if (!c.all) {
            listed++;
            const reported = new Set(c.rooms);
            for (let room = 0; room < after.length; room++)
              if (after[room] !== before[room]) expect(reported.has(room), `room ${room} at step ${s.position()}`).toBe(true);
          }
          before = after;
        }
      };
      check(1);
      s.solve();
      expect(s.changes().all).toBe(true);
      before = s.looks();
      check(1);
      s.seek(0);
      expect(s.changes().all).toBe(true);
      before = s.looks();
      check(5);
      expect(listed).toBeGreaterThan(frames / 2);
      // Looks of chosen rooms agree with the whole list.
      const all = s.looks();
      expect(Array.from(s.looks(new Int32Array([5, 0, 107])))).toEqual([all[5], all[0], all[107]]);
      expect(Array.from(s.looks([3]))).toEqual([all[3]]);
      s.dispose();
    });

  it('a look is the mark, the wall bits and the piece label', () => {
    const s = engine.newSession(10, 10, '2083');
    s.grow({ method: 'walls' });
    s.stepMany(70);
    const looks = s.looks();
    const marks = s.marks();
    const walls = s.walls();
    const labels = s.pieceLabels();
    for (let room = 0; room < 100; room++) {
      expect(looks[room] & LOOK_MARK).toBe(marks[room]);
      expect((looks[room] >> 4) & 3).toBe(walls[room]);
      expect(looks[room] >>> LOOK_LABEL_SHIFT).toBe(labels[room]);
    }
    s.dispose();
  });
});

describe('the maze\'s own ways', () => {
  it('frontier picks a way in on the left and a way out on the right, and the way out uses them', () => {
    for (const seed of ['2', '2083', '11']) {
      const s = engine.newSession(10, 10, seed);
      s.grow({ method: 'frontier' });
      s.finish();
      expect(s.last().kind).toBe(StepKind.Ends);
      const ways = s.ways();
      expect(ways).toEqual({ in: s.last().a, out: s.last().b });
      expect(ways.in % 10).toBe(0);
      expect(ways.out % 10).toBe(9);
      s.solve();
      s.finish();
      const route = s.route();
      expect(route[0]).toBe(ways.in);
      expect(route.at(-1)).toBe(ways.out);
      s.dispose();
    }
  });

  it('the lesson\'s methods go from the top left room to the bottom right one', () => {
    for (const method of ['walk', 'walls', 'wilson'] as const) {
      const s = engine.newSession(10, 10, '2083');
      s.grow({ method });
      s.finish();
      expect(s.ways()).toEqual({ in: 0, out: 99 });
      s.dispose();
    }
    expect(engine.methods().map((m) => [m.name, m.pieces, m.ownWays])).toEqual([
      ['walk', false, false], ['walls', true, false], ['frontier', false, true], ['wilson', false, false],
      ['aldous-broder', false, false], ['binary-tree', false, false], ['sidewinder', false, false], ['hunt-and-kill', false, false],
      ['growing-tree', false, false], ['eller', true, false], ['division', false, false],
    ]);
    for (const method of ['aldous-broder', 'binary-tree', 'sidewinder', 'hunt-and-kill', 'growing-tree', 'eller', 'division'] as const) {
      const s = engine.newSession(10, 10, '2083');
      s.grow({ method });
      s.finish();
      expect(s.ways(), method).toEqual({ in: 0, out: 99 });
      s.dispose();
    }
  });
});

describe('distances', () => {
  it('counts steps through the openings in hand-drawn mazes', () => {
    const s = engine.newSession(1, 1, '0');
    s.load(['#######', '#.#...#', '#.#.###', '#.....#', '#####.#', '#.....#', '#######']);
    expect(Array.from(s.distances(0))).toEqual([0, 3, 4, 1, 2, 3, 6, 5, 4]);
    s.load(['#######', '#...#.#', '#.#.###', '#...#.#', '#######']);
    expect(Array.from(s.distances(4))).toEqual([2, 1, -1, 1, 0, -1]);
    s.dispose();
  });
});

describe('bad input', () => {
  it('throws clear messages and keeps working', () => {
    const s = engine.newSession(4, 4, '1');
    s.grow({ method: 'walk' });
    s.stepMany(5);
    expect(() => s.seek(6)).toThrowError('Step 6 is not on the timeline: it goes from 0 to 5');
    expect(() => s.seek(-1)).toThrowError('Step -1 is not on the timeline: it goes from 0 to 5');
    expect(() => s.seek(1.5)).toThrowError('(got 1.5)');
    expect(() => s.looks([16])).toThrowError('Room 16 is not in the maze: rooms go from 0 to 15');
    expect(() => s.looks([0.5])).toThrowError('Rooms must be given as whole numbers');
    expect(() => s.distances(16)).toThrowError('Room 16 is not in the maze: rooms go from 0 to 15');
    expect(() => s.stepWatched(-2)).toThrowError('Steps cannot be below 0 (got -2)');
    s.seek(0);
    expect(() => s.stepBack()).toThrowError('There is no step before step 0');
    expect(s.stepWatched(3)).toBe(3);
    s.dispose();
  });

  it('sessions with checkpoints free everything', () => {
    const heap = engine.heapInUse();
    const live = engine.liveSessions();
    for (let i = 0; i < 300; i++) {
      const s = engine.newSession(30, 30, String(i));
      s.grow({ method: METHODS[i % 4] });
      s.stepWatched(700);
      s.changes();
      s.seek(300);
      s.solve();
      s.finish();
      s.seek(s.length() - 3);
      s.dispose();
    }
    expect(engine.liveSessions()).toBe(live);
    expect(engine.heapInUse()).toBe(heap);
  });
});
