// main.mjs: the lesson's seed-2083 maze from the maze-engine package: its picture, its way out, its tiles.
import { loadMazeEngine } from 'maze-engine';

const engine = await loadMazeEngine();
// random.seed(2083), then the lesson's make_maze on 10 x 10 rooms: the maze the lesson prints.
const maze = engine.generate({ method: 'walk', rows: 10, cols: 10, seed: 2083 });
try {
  console.log(maze.picture().join('\n'));
  console.log(`The way out goes through ${maze.solve().length} rooms`);
  const tiles = maze.tiles({ corridor: 2, wall: 1 });
  console.log(`Tiles (1 wall, 0 floor), corridors 2 tiles wide, walls 1: ${tiles[0].length} x ${tiles.length}`);
  for (const row of tiles) console.log(row.join(''));
} finally {
  maze.dispose(); // the maze's memory lives inside the engine
}
