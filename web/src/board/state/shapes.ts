// shapes.ts: the board's own words for each shape, keyed by the engine's table of shapes (wasm/engine/tables/shapes.cpp),
// as methods.ts keeps each method's: what the shape can do is the table's (SHAPE_FACTS), never asked of its id here.
import { type Shape, SHAPES, SHAPE_TITLES as TITLES } from 'maze-engine/engine';

/** Each shape and its title, in the engine's order: the Shape radios, links, messages. */
export const SHAPE_TITLES: readonly (readonly [Shape, string])[] = SHAPES.map((s) => [s, TITLES[s]] as const);

/** A shape's title by its id. */
export const SHAPE_TITLE = Object.fromEntries(SHAPE_TITLES) as Readonly<Record<Shape, string>>;

/** What the board's picture is called for a screen reader: "A maze of hexagons of 10 by 10 rooms". */
export const SHAPE_WORDS: Readonly<Record<Shape, string>> = {
  square: 'maze', hex: 'maze of hexagons', triangle: 'maze of triangles', circle: 'round maze', voronoi: 'maze of random cells', mask: 'maze in a mask', weave: 'weave maze',
};

/** A line under the Shape radios for each shape. */
export const SHAPE_HINTS: Readonly<Record<Shape, string>> = {
  square: '',
  hex: 'Six neighbours a room: the walk can turn six ways.',
  triangle: 'Three neighbours a room: fewer ways to turn.',
  circle: 'Rows are rings round the middle; Columns are the rooms of the inner ring. Rings further out split their rooms in two when they get too wide.',
  voronoi: 'Each room is the patch of floor nearest to one random point. The seed picks the points.',
  mask: 'A grid with some rooms left out: your name, a drawing or a picture. Make it below.',
  weave: 'A corridor may pass under a room, where that room’s own corridor runs straight across.',
};

/** What a worksheet calls a shape's rooms, "10 × 10 hexagons" (a shape sized in rings is said by its rings). */
export const ROOM_WORDS: Readonly<Record<Shape, string>> = {
  square: 'rooms', hex: 'hexagons', triangle: 'triangles', circle: 'rooms', voronoi: 'random cells', mask: 'places', weave: 'rooms, passing under one another',
};

/** How wide a column of each shape is on paper, in rooms (triangles overlap by half), for the worksheet's mazes a page. */
export const COLUMN_WIDTH: Readonly<Record<Shape, number>> = { square: 1, hex: 1, triangle: 0.5, circle: 1, voronoi: 1, mask: 1, weave: 1 };
