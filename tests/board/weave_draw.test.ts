// weave_draw.test.ts: a weave maze's crossings, from a 3 x 3 layout made by hand as the engine lays a weave out: tunnels found, and the exact lines of a crossing.
import { describe, expect, it } from 'vitest';
import type { Layout } from 'maze-engine/engine';
import { crossings, hasTunnels, tunnelsOf } from '../../web/src/board/draw/weave';

/**
 * A weave's layout for rows x cols, as wasm/engine/shapes/shape.h lays it out: the square's rooms,
 * walls room by room (below: bit 0, right: 1, two below: 2, two right: 3); a wall to a room two
 * away stands on no line, so its line runs from middle to middle.
 */
function weaveLayout(rows: number, cols: number): Layout {
  const outline: number[] = [], start: number[] = [0], middle: number[] = [], wallRooms: number[] = [], wallBit: number[] = [], wallLine: number[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      outline.push(c, r, c + 1, r, c + 1, r + 1, c, r + 1);
      start.push(outline.length / 2);
      middle.push(c + 0.5, r + 0.5);
    }
  const wall = (a: number, b: number, bit: number, line: number[]): void => void (wallRooms.push(a, b), wallBit.push(bit), wallLine.push(...line));
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const room = r * cols + c;
      if (r + 1 < rows) wall(room, room + cols, 0, [c, r + 1, c + 1, r + 1]);
      if (c + 1 < cols) wall(room, room + 1, 1, [c + 1, r, c + 1, r + 1]);
      if (r + 2 < rows) wall(room, room + 2 * cols, 2, [c + 0.5, r + 0.5, c + 0.5, r + 2.5]);
      if (c + 2 < cols) wall(room, room + 2, 3, [c + 0.5, r + 0.5, c + 2.5, r + 0.5]);
    }
  return {
    width: cols, height: rows, centreX: cols / 2, centreY: rows / 2,
    outline: new Float32Array(outline), outlineStart: new Int32Array(start), middle: new Float32Array(middle),
    wallRooms: new Int32Array(wallRooms), wallBit: new Uint8Array(wallBit), wallOwner: new Uint8Array(wallBit.length),
    wallLine: new Float32Array(wallLine), wallArc: new Uint8Array(wallBit.length), edgeLine: new Float32Array(0), edgeArc: new Uint8Array(0), ringStart: new Int32Array(0),
  };
}

/** The walls of a layout by their rooms: "a-b". */
const names = (layout: Layout, ws: number[]): string[] => ws.map((w) => `${layout.wallRooms[2 * w]}-${layout.wallRooms[2 * w + 1]}`);

describe('a weave maze\'s crossings', () => {
  const layout = weaveLayout(3, 3);

  it('finds each tunnel and the room it runs under, and nothing else', () => {
    const { under } = tunnelsOf(layout);
    const tunnels = [...under.keys()].filter((w) => under[w] >= 0);
    expect(names(layout, tunnels).map((n, i) => `${n} under ${under[tunnels[i]]}`)).toEqual([
      '0-6 under 3', '0-2 under 1', '1-7 under 4', '2-8 under 5', '3-5 under 4', '6-8 under 7',
    ]);
    expect(hasTunnels(layout)).toBe(true);
  });

  it('draws no tunnel as a wall, and no crossing while every wall stands', () => {
    const got = crossings(layout, new Uint16Array(9));
    expect(names(layout, [...got.hidden.keys()].filter((w) => got.hidden[w]))).toEqual(['0-6', '0-2', '1-7', '2-8', '3-5', '6-8']);
    expect(got.lines).toEqual([]);
    expect(got.open).toEqual([]);
  });

  it('draws a tunnel from the top middle room to the bottom one under the middle, whose corridor runs left to right', () => {
    const looks = new Uint16Array(9);
    looks[1] |= 1 << 2; // 1 to 7, two below
    looks[3] |= 1 << 1; // 3 to 4
    looks[4] |= 1 << 1; // 4 to 5
    const got = crossings(layout, looks);
    // Hidden: every tunnel, and the middle room's walls to the tunnel's ends (1-4 and 4-7).
    expect(names(layout, [...got.hidden.keys()].filter((w) => got.hidden[w]))).toEqual(['0-6', '0-2', '1-4', '1-7', '2-8', '3-5', '4-7', '6-8']);
    expect(got.open.map((t) => [t.a, t.b, t.under])).toEqual([[1, 7, 4]]);
    const lines = [];
    for (let i = 0; i < got.lines.length; i += 4) lines.push(got.lines.slice(i, i + 4).join(' '));
    expect(lines).toEqual([
      // The top and bottom edges' end pieces: the tunnel enters between them.
      '1 1 1.25 1', '1.75 1 2 1', '1 2 1.25 2', '1.75 2 2 2',
      // The upper corridor's sides, unbroken from left to right.
      '1 1.25 2 1.25', '1 1.75 2 1.75',
      // The tunnel's sides: stubs from the edge to the upper corridor, broken there.
      '1.25 1 1.25 1.25', '1.25 1.75 1.25 2', '1.75 1 1.75 1.25', '1.75 1.75 1.75 2',
      // The left and right edges' corner pieces beside the upper corridor.
      '1 1 1 1.25', '1 1.75 1 2', '2 1 2 1.25', '2 1.75 2 2',
    ]);
  });

  it('draws a tunnel left to right under a corridor that runs up and down', () => {
    const looks = new Uint16Array(9);
    looks[3] |= 1 << 3; // 3 to 5, two right
    looks[1] |= 1 << 0; // 1 to 4
    looks[4] |= 1 << 0; // 4 to 7
    const got = crossings(layout, looks);
    expect(got.open.map((t) => [t.a, t.b, t.under])).toEqual([[3, 5, 4]]);
    expect(names(layout, [...got.hidden.keys()].filter((w) => got.hidden[w]))).toEqual(['0-6', '0-2', '1-7', '2-8', '3-4', '3-5', '4-5', '6-8']);
    // The upper corridor's sides run top to bottom, whole.
    const lines = [];
    for (let i = 0; i < got.lines.length; i += 4) lines.push(got.lines.slice(i, i + 4).join(' '));
    expect(lines).toContain('1.25 1 1.25 2');
    expect(lines).toContain('1.75 1 1.75 2');
    expect(lines).not.toContain('1 1.25 2 1.25');
    expect(lines.length).toBe(14);
  });

  it('finds no tunnels in a plain square layout', () => {
    const square = weaveLayout(3, 3);
    const keep = [...square.wallBit.keys()].filter((w) => square.wallBit[w] < 2);
    const plain = { ...square, wallRooms: new Int32Array(keep.flatMap((w) => [square.wallRooms[2 * w], square.wallRooms[2 * w + 1]])), wallBit: new Uint8Array(keep.map((w) => square.wallBit[w])), wallOwner: new Uint8Array(keep.length) };
    expect(hasTunnels(plain)).toBe(false);
  });
});
