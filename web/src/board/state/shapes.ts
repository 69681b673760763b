// shapes.ts: the shapes the board offers, in the engine's order (its table, wasm/engine/shapes/shape.cpp), each with its title.
import { type Shape, SHAPES, SHAPE_TITLES as TITLES } from 'maze-engine/engine';

/** Each shape and its title, in the engine's order: the Shape radios, links, messages. */
export const SHAPE_TITLES: readonly (readonly [Shape, string])[] = SHAPES.map((s) => [s, TITLES[s]] as const);

/** A shape's title by its id. */
export const SHAPE_TITLE = Object.fromEntries(SHAPE_TITLES) as Readonly<Record<Shape, string>>;
