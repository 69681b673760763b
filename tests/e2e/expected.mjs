// What each of the lesson's programs prints when run unchanged, exactly as the lesson quotes it.
export const EXPECTED_OUTPUT = {
  openings: 'Rooms: 9  Openings: 8\n',
  make_maze: 'Rooms: 100  Openings: 99\n',
  maze_frames: '200 pictures\n',
  way_out: 'The way out goes through 47 rooms\n',
  random_walls: '180 walls looked at, 99 knocked down\n',
  count_ways:
    'Random walk: 99 openings every time: True  every room reached: True  ways out: {1}\n' +
    'Random walls: 99 openings every time: True  every room reached: True  ways out: {1}\n',
  spoil: 'Ways out, after one more opening: {2: 64, 1: 36}\n',
  corridors:
    'Random walk: 11.8 dead ends, way out through 46.2 rooms\n' +
    'Random walls: 30.6 dead ends, way out through 25.0 rooms\n',
  count_mazes:
    '3 x 3 rooms: 192 perfect mazes\n' +
    '4 x 4 rooms: 100352 perfect mazes\n' +
    '10 x 10 rooms: 5694319004079097795957215725765328371712000 perfect mazes\n',
  // The challenges' starters print their placeholder answers.
  dead_ends: '0\n',
  is_perfect: 'True\n',
  farthest: '0\n',
};

/** Pictures each program draws with pixels: [kind, width x height of the (first) picture]. */
export const EXPECTED_PICTURES = {
  openings: ['grid', 7, 7],
  make_maze: ['grid', 21, 21],
  maze_frames: ['frames', 21, 21],
  way_out: ['grid', 21, 21],
  random_walls: ['grid', 21, 21],
};
