// model.test.ts: the board model tells every subscriber what changed (the rooms, or all of them), and stops telling one that left.
import { describe, expect, it } from 'vitest';
import { BoardModel, type Change } from '../../web/src/board/state/model';
import { type Frame, lessonWays } from '../../web/src/board/state/looks';
import { Repaints } from '../../web/src/board/draw/repaint';

function frame(more: Partial<Frame>): Frame {
  return {
    rows: 10, cols: 10, shape: 'square', layout: null, scene: 'walls', full: null, rooms: null, looks: null, thread: null, route: null, refused: [],
    last: null, pieces: 100, steps: 0, length: 0, ways: lessonWays(100), busy: true, progress: 0, seed: '7', found: null,
    ...more,
  };
}

describe('the board model', () => {
  it('tells subscribers which rooms changed, in order, after taking the change', () => {
    const model = new BoardModel();
    const heard: { rooms: number[] | null; pieces: number; look: number }[] = [];
    model.subscribe((m, change: Change) => heard.push({ rooms: change.rooms && [...change.rooms], pieces: m.pieces, look: m.looks[3] }));
    model.apply(frame({ full: new Uint8Array(100) }));
    model.apply(frame({ rooms: Int32Array.of(3, 4), looks: Uint16Array.of(2, 0), pieces: 99, steps: 1, length: 1, refused: [] }));
    model.apply(frame({ rooms: Int32Array.of(), looks: Uint16Array.of(), pieces: 99, steps: 2, length: 2, refused: [5, 6] }));
    expect(heard).toEqual([
      { rooms: null, pieces: 100, look: 0 },
      { rooms: [3, 4], pieces: 99, look: 2 },
      { rooms: [], pieces: 99, look: 2 },
    ]);
    expect(model.refused).toEqual([5, 6]);
    expect(model.steps).toBe(2);
    expect(model.length).toBe(2);
  });

  it('says every room changed for a new scene, a new size or a blank board', () => {
    const model = new BoardModel();
    const heard: (number[] | null)[] = [];
    model.subscribe((_m, change) => heard.push(change.rooms && [...change.rooms]));
    model.apply(frame({ scene: 'walls', full: new Uint8Array(100) }));
    model.apply(frame({ scene: 'search', rooms: Int32Array.of(1), looks: Uint16Array.of(4) }));
    model.apply(frame({ scene: 'search', rows: 2, cols: 3, rooms: Int32Array.of(0), looks: Uint16Array.of(1) }));
    model.blank(4, 5);
    expect(heard).toEqual([null, null, null, null]);
    expect(model.rooms).toBe(20);
    expect(model.pieces).toBe(20);
    expect(model.ways).toEqual({ in: 0, out: 19, own: false });
  });

  it('stops telling a subscriber that left, and counts versions', () => {
    const model = new BoardModel();
    let a = 0;
    let b = 0;
    const leave = model.subscribe(() => a++);
    model.subscribe(() => b++);
    model.blank(3, 3);
    leave();
    model.blank(3, 3);
    expect([a, b]).toEqual([1, 2]);
    expect(model.version).toBe(2);
  });

  it('keeps no view\'s lists: the pixel view collects its own rooms to paint from the notifications', () => {
    const model = new BoardModel();
    const repaints = new Repaints(model);
    expect(repaints.takeDirty()).toEqual({ all: true, lists: [] });
    model.apply(frame({ full: new Uint8Array(100) }));
    expect(repaints.takeDirty().all).toBe(true);
    model.apply(frame({ rooms: Int32Array.of(7), looks: Uint16Array.of(1) }));
    model.apply(frame({ rooms: Int32Array.of(8, 9), looks: Uint16Array.of(1, 1) }));
    expect(repaints.takeDirty()).toEqual({ all: false, lists: [Int32Array.of(7), Int32Array.of(8, 9)] });
    // More than a quarter of the rooms: painting all of them is cheaper.
    model.apply(frame({ rooms: Int32Array.from({ length: 30 }, (_, i) => i), looks: new Uint16Array(30) }));
    expect(repaints.takeDirty()).toEqual({ all: true, lists: [] });
    expect(Object.keys(model)).not.toContain('dirty');
  });
});
