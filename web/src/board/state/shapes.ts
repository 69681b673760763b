// shapes.ts: the shapes the board offers, each with its one title, read from the engine's table (never typed again here).
import type { Shape } from '../../engine/engine';
import { TABLES } from '../../engine/generated/tables';

/** Each shape and its title, in the engine's order (wasm/engine/shapes/shape.cpp): the Shape radios, links, messages. */
export const SHAPE_TITLES: readonly (readonly [Shape, string])[] = TABLES.shapes.map((s) => [s.name, s.title] as const);

/** A shape's title by its id. */
export const SHAPE_TITLE = Object.fromEntries(SHAPE_TITLES) as Readonly<Record<Shape, string>>;
