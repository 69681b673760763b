// play_draw.test.ts: the player's layer's sums: where a room's middle is, which rooms of the square are on screen, which trail rooms are corners.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Engine, loadEngine } from 'maze-engine/engine';
import { followPlayer, middleOf, trailCorners, visibleSquare } from '../../web/src/play/draw';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

describe('the player’s layer', () => {
  it('puts the square’s middles where the engine does, and the shapes’ from the layout', () => {
    const s = engine.newSession(3, 4, '1');
    for (let room = 0; room < 12; room++) expect(middleOf(null, 4, room)).toEqual([s.middle(room).x, s.middle(room).y]);
    s.reshape('hex', 3, 4);
    const layout = s.layout();
    for (let room = 0; room < s.rooms; room++) {
      const [x, y] = middleOf(layout, 4, room);
      expect(x).toBeCloseTo(s.middle(room).x, 5);
      expect(y).toBeCloseTo(s.middle(room).y, 5);
    }
    s.dispose();
  });

  it('draws fog on a big square only where the canvas shows it', () => {
    // Rooms 10 px across, the maze moved 205 px left and 95 px up: columns 20 to 60, rows 9 to 39 of 1000.
    expect(visibleSquare({ k: 10, ox: -205, oy: -95, dpr: 1 }, 400, 300, 1000, 1000)).toEqual({ r0: 9, r1: 40, c0: 20, c1: 61 });
    // The whole of a small maze, and nothing past its edges.
    expect(visibleSquare({ k: 30, ox: 5, oy: 5, dpr: 1 }, 400, 400, 10, 10)).toEqual({ r0: 0, r1: 10, c0: 0, c1: 10 });
  });

  it('follows the player: the view moves only when the dot comes near an edge', () => {
    const fit = { k: 10, ox: -200, oy: -100, dpr: 1 };
    // Room (30, 40)'s middle at 205, 205 on a 400 x 300 canvas: well inside, nothing moves.
    expect(followPlayer(fit, 40.5, 30.5, 400, 300, 60)).toEqual(fit);
    // Room (30, 56) at 365: 25 px past the 340 px line, so the maze moves 25 px left.
    expect(followPlayer(fit, 56.5, 30.5, 400, 300, 60)).toEqual({ k: 10, ox: -225, oy: -100, dpr: 1 });
    // Up at row 12 (y 25): 35 px down.
    expect(followPlayer(fit, 40.5, 12.5, 400, 300, 60)).toEqual({ k: 10, ox: -200, oy: -65, dpr: 1 });
    // A margin over half the canvas keeps the dot in the middle.
    expect(followPlayer(fit, 0.5, 0.5, 400, 300, 1000)).toEqual({ k: 10, ox: 195, oy: 145, dpr: 1 });
  });

  it('keeps only the corners of a long trail', () => {
    // 0 1 2 3 along the top, then down 7 11, back up 7: corners at 0, 3, 11 (a turn back), and the end.
    expect(trailCorners(null, 4, [0, 1, 2, 3, 7, 11, 7])).toEqual([0, 3, 11, 7]);
    expect(trailCorners(null, 4, [5])).toEqual([5]);
    expect(trailCorners(null, 4, [])).toEqual([]);
  });
});
