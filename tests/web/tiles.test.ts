// tiles.test.ts: the tile grid and the Tiled map read back equal the maze, in the package and from the command alike.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Maze, type MazeEngine, loadMazeEngine } from '../../packages/maze-engine/src/index';
import { MAZE, maze as cli } from './cli';

let engine: MazeEngine;
const made: Maze[] = [];
beforeAll(async () => {
  engine = await loadMazeEngine();
});
afterAll(() => made.forEach((maze) => maze.dispose()));

function generate(method: string, rows: number, cols: number, seed: number): Maze {
  const maze = engine.generate({ method, rows, cols, seed });
  made.push(maze);
  return maze;
}

function cliArgs(maze: Maze): string[] {
  return ['generate', '--method', maze.method!, '--rows', String(maze.rows), '--cols', String(maze.cols), '--seed', maze.seed!];
}

/** Where picture row or column k starts in tiles: walls on even lines, rooms and openings on odd ones. */
const start = (k: number, corridor: number, wall: number) => Math.ceil(k / 2) * wall + Math.floor(k / 2) * corridor;

/** The picture a tile grid shows, each block read back as one square after checking the whole block agrees. */
function pictureOf(tiles: number[][], rows: number, cols: number, corridor: number, wall: number): string[] {
  const picture: string[] = [];
  for (let r = 0; r <= 2 * rows; r++) {
    let line = '';
    for (let c = 0; c <= 2 * cols; c++) {
      const y0 = start(r, corridor, wall), x0 = start(c, corridor, wall);
      const down = r % 2 ? corridor : wall, across = c % 2 ? corridor : wall;
      const block = tiles.slice(y0, y0 + down).flatMap((row) => row.slice(x0, x0 + across));
      expect(block.length).toBe(down * across);
      expect(new Set(block).size, `block ${r},${c}`).toBe(1);
      line += block[0] === 1 ? '#' : '.';
    }
    picture.push(line);
  }
  return picture;
}

const SIZES: [number, number][] = [[1, 1], [2, 1], [1, 3], [3, 2], [16, 16]];

describe('tiles', () => {
  it('corridor 1 and wall 1 are the picture square for square, as `--format tiles` prints it', () => {
    for (const method of ['walk', 'walls', 'frontier', 'wilson'])
      for (const [rows, cols, seed] of [[10, 10, 2083], [1, 1, 0], [4, 9, 5]]) {
        const maze = generate(method, rows, cols, seed);
        const tiles = maze.tiles();
        expect(tiles.map((row) => row.map((t) => (t ? '#' : '.')).join(''))).toEqual(maze.picture());
        expect(tiles.map((row) => row.join(',') + '\n').join('')).toBe(cli([...cliArgs(maze), '--format', 'tiles']));
      }
  });

  it('wider corridors and walls map back block for block to the picture', () => {
    const maze = generate('wilson', 7, 5, 11);
    for (const [corridor, wall] of SIZES) {
      const tiles = maze.tiles({ corridor, wall });
      expect(tiles.length).toBe(8 * wall + 7 * corridor);
      expect(tiles[0].length).toBe(6 * wall + 5 * corridor);
      expect(pictureOf(tiles, 7, 5, corridor, wall)).toEqual(maze.picture());
      const printed = cli([...cliArgs(maze), '--format', 'tiles', '--corridor', String(corridor), '--wall', String(wall)]);
      expect(printed.trimEnd().split('\n').map((line) => line.split(',').map(Number))).toEqual(tiles);
    }
  });
});

interface TiledLayer {
  type: string;
  id: number;
  name: string;
  [field: string]: unknown;
}

interface TiledObject {
  id: number;
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  properties: { name: string; type: string; value: unknown }[];
}

describe('the Tiled map', () => {
  it("is Tiled's JSON map format and reads back equal to the maze, its ways as objects", () => {
    for (const [method, seed] of [['walk', 2083], ['frontier', 3]] as const)
      for (const [corridor, wall] of SIZES) {
        const maze = generate(method, 6, 8, seed);
        const text = maze.tiled({ corridor, wall });
        const map = JSON.parse(text);
        const tiles = maze.tiles({ corridor, wall });
        const [width, height] = [tiles[0].length, tiles.length];
        expect(map).toMatchObject({
          type: 'map', orientation: 'orthogonal', renderorder: 'right-down', infinite: false,
          width, height, tilewidth: 16, tileheight: 16, nextlayerid: 3, nextobjectid: 3,
        });
        expect(map.version).toMatch(/^1\.\d+$/);
        expect(map.tiledversion).toMatch(/^1\.\d+\.\d+$/);
        const [layer, ways] = map.layers as TiledLayer[];
        expect(map.layers).toHaveLength(2);
        expect(layer).toMatchObject({ type: 'tilelayer', id: 1, name: 'maze', width, height, x: 0, y: 0, opacity: 1, visible: true });
        const data = layer.data as number[];
        expect(data).toHaveLength(width * height);
        // gid 1 is the tileset's first tile (floor), gid 2 its second (wall).
        const decoded = Array.from({ length: height }, (_, y) => data.slice(y * width, (y + 1) * width).map((gid) => gid - 1));
        expect(decoded).toEqual(tiles);
        expect(ways).toMatchObject({ type: 'objectgroup', id: 2, name: 'ways', x: 0, y: 0, opacity: 1, visible: true });
        const objects = ways.objects as TiledObject[];
        expect(objects.map((o) => [o.id, o.name])).toEqual([[1, 'way in'], [2, 'way out']]);
        for (const [object, room] of [[objects[0], maze.wayIn], [objects[1], maze.wayOut]] as const) {
          const row = Math.floor(room / maze.cols), col = room % maze.cols;
          const x = start(2 * col + 1, corridor, wall), y = start(2 * row + 1, corridor, wall);
          expect(object).toMatchObject({ x: x * 16, y: y * 16, width: corridor * 16, height: corridor * 16 });
          expect(object.properties).toEqual([{ name: 'room', type: 'int', value: room }]);
          expect(tiles[y][x]).toBe(0);
        }
        expect(map.tilesets).toHaveLength(1);
        const tileset = map.tilesets[0];
        expect(tileset).toMatchObject({
          firstgid: 1, tilecount: 2, columns: 2, tilewidth: 16, tileheight: 16,
          image: engine.tileset().name, imagewidth: 32, imageheight: 16, margin: 0, spacing: 0,
        });
        expect(tileset.tiles.map((t: { id: number; properties: unknown }) => [t.id, t.properties])).toEqual([
          [0, [{ name: 'wall', type: 'bool', value: false }]],
          [1, [{ name: 'wall', type: 'bool', value: true }]],
        ]);
        expect(map.properties).toEqual([
          { name: 'rows', type: 'int', value: 6 }, { name: 'cols', type: 'int', value: 8 },
          { name: 'corridor', type: 'int', value: corridor }, { name: 'wall', type: 'int', value: wall },
        ]);
        const args = [...cliArgs(maze), '--format', 'tiled', '--corridor', String(corridor), '--wall', String(wall)];
        expect(text).toBe(cli(args));
      }
  });

  it('its tileset picture is a PNG of a floor tile and a wall tile, as `maze tileset` writes it', () => {
    const { name, png } = engine.tileset();
    expect(name).toBe('maze-tiles.png');
    const bytes = Buffer.from(png);
    expect(bytes.equals(execFileSync(MAZE, ['tileset']))).toBe(true);
    expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    const chunks = new Map<string, Buffer>();
    for (let at = 8; at < bytes.length; ) {
      const length = bytes.readUInt32BE(at);
      const type = bytes.subarray(at + 4, at + 8).toString('latin1');
      const data = bytes.subarray(at + 8, at + 8 + length);
      expect(bytes.readUInt32BE(at + 8 + length), `${type}'s CRC`).toBe(crc32(bytes.subarray(at + 4, at + 8 + length)));
      chunks.set(type, data);
      at += 12 + length;
    }
    expect([...chunks.keys()]).toEqual(['IHDR', 'IDAT', 'IEND']);
    const header = chunks.get('IHDR')!;
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([32, 16, 8, 2]);
    const pixels = inflateSync(chunks.get('IDAT')!);
    expect(pixels.length).toBe(16 * (1 + 32 * 3));
    const colour = (x: number, y: number) => pixels.subarray(y * 97 + 1 + x * 3, y * 97 + 4 + x * 3).toString('hex');
    for (let y = 0; y < 16; y++)
      for (let x = 0; x < 32; x++) expect(colour(x, y)).toBe(x < 16 ? colour(0, 0) : colour(16, 0));
    expect(colour(0, 0)).not.toBe(colour(16, 0));
  });

  // Tiled itself (Debian's, installed by scripts/setup.sh): never skipped.
  const tiled = spawnSync('sh', ['-c', 'command -v tiled'], { encoding: 'utf8' }).stdout.trim() || 'tiled';
  it('Tiled itself opens it: its own export has the same tiles and ways', () => {
    const folder = mkdtempSync(join(tmpdir(), 'maze-tiled-'));
    try {
      const maze = generate('walk', 10, 10, 2083);
      writeFileSync(join(folder, 'maze.tmj'), maze.tiled({ corridor: 2 }));
      writeFileSync(join(folder, 'maze-tiles.png'), engine.tileset().png);
      execFileSync(tiled, ['--export-map', 'json', join(folder, 'maze.tmj'), join(folder, 'again.tmj')], {
        env: { ...process.env, QT_QPA_PLATFORM: 'offscreen' },
        stdio: 'ignore',
      });
      const again = JSON.parse(readFileSync(join(folder, 'again.tmj'), 'utf8'));
      const ours = JSON.parse(maze.tiled({ corridor: 2 }));
      expect(again.layers[0].data).toEqual(ours.layers[0].data);
      expect([again.width, again.height]).toEqual([31, 31]);
      expect(again.layers[1].objects.map((o: TiledObject) => [o.name, o.x, o.y])).toEqual([['way in', 16, 16], ['way out', 448, 448]]);
      expect(again.tilesets[0].image).toBe('maze-tiles.png');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
