// shapes.ts: the shapes the board offers, in the engine's order (its table, wasm/engine/shapes/shape.cpp), each with its title.
import { type Shape, SHAPES } from 'maze-engine/engine';

/**
 * Each shape's title, as the engine's table writes it. The package exports the shapes' ids only
 * (SHAPES), so the titles are written here once, for every id of the engine's: a shape the
 * engine adds is a type error here until it has its title.
 */
const TITLES: Readonly<Record<Shape, string>> = {
  square: 'Square',
  hex: 'Hexagons',
  triangle: 'Triangles',
  circle: 'Circle',
  voronoi: 'Random cells',
  mask: 'Mask',
  weave: 'Weave',
};

/** Each shape and its title, in the engine's order: the Shape radios, links, messages. */
export const SHAPE_TITLES: readonly (readonly [Shape, string])[] = SHAPES.map((s) => [s, TITLES[s]] as const);

/** A shape's title by its id. */
export const SHAPE_TITLE = Object.fromEntries(SHAPE_TITLES) as Readonly<Record<Shape, string>>;
