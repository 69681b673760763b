// tables.ts: the engine's tables (generated from the C++ by scripts/write-engine-tables.mjs) as types and constants.
import { TABLES } from './generated/tables.js';
import { sentence } from './convert.js';
import type { RawFacts, RawLayout, RawMethod, RawTiles, RawTileset } from './raw.js';
export type { RobotResult } from './raw.js';

/** The ways to grow a maze, by id, in the order of the engine's table (wasm/engine/tables/methods.cpp). */
export type Method = (typeof TABLES.methods)[number]['name'];
export const METHODS: readonly Method[] = TABLES.methods.map((m) => m.name);
/** Each method's row of the engine's table: id (name), title, pieces, own ways, square only and why, pick. */
export const METHOD_FACTS = TABLES.methods;
/** The lesson's own four methods, first in METHODS. */
export const LESSON_METHODS: readonly Method[] = METHODS.slice(0, 4);
/** The methods that grow square mazes only: on another shape they throw, saying why. */
export const SQUARE_ONLY: readonly Method[] = TABLES.methods.filter((m) => m.squareOnly).map((m) => m.name);
/** The methods that grow weave mazes (shape 'weave'), laying tunnels under rooms. */
export const WEAVES: readonly Method[] = TABLES.methods.filter((m) => m.weaves).map((m) => m.name);
/** The methods the uniformity lab ("Equally often?") compares, in the table's order. */
export const LAB_METHODS: readonly Method[] = TABLES.methods.filter((m) => m.lab).map((m) => m.name);
/** The methods that take a pick (GrowOptions.pick). */
export const TAKES_PICK: readonly Method[] = TABLES.methods.filter((m) => m.takesPick).map((m) => m.name);
/** Each method's one title (the engine's), as the board, the lab and the command name it. */
export const TITLES = Object.fromEntries(TABLES.methods.map((m) => [m.name, m.title])) as Record<Method, string>;
/**
 * The engine's limits: rooms, a seed's digits, the braid and mix's share (percent), random cells, a tile's width,
 * and what a browser can draw or play (the board's side, rooms drawn one by one, Play's rooms, a student's
 * make_maze's rooms, the ten-print board's side), each one number in wasm/engine/base/limits.h.
 */
export const LIMITS = TABLES.limits;
/**
 * Why a method cannot grow a shape, in the engine's sentence (its check_method, asked for every pair when the tables
 * are written), or null when it can.
 */
export function methodProblem(method: Method, shape: Shape): string | null {
  const said = (TABLES.methodProblems as Record<string, Record<string, string>>)[method]?.[shape];
  return said === undefined ? null : sentence(said);
}
/** A seed as the engine reads it: a whole number of at most LIMITS.seedDigits digits, with an optional sign. */
export const SEED_PATTERN = new RegExp(`^[+-]?\\d{1,${LIMITS.seedDigits}}$`);

/** The rules that find a way through a maze, by id, in the order of the engine's table (wasm/engine/solvers/rules.cpp). */
export type Rule = (typeof TABLES.rules)[number]['name'];
export const RULES: readonly Rule[] = TABLES.rules.map((r) => r.name);
/**
 * A rule's row of the engine's table: its id (name) and title; map (sees the maze whole, else only the room it is in),
 * shortest (its way is always a shortest one), loops (finds the way in a maze with loops too, whenever there is one),
 * seeded (its choices drawn from the seed), limited (may give up at its limit of steps), hand (a hand on the wall: out,
 * or round for ever), and what it does, in a sentence.
 */
export type RuleFacts = (typeof TABLES.rules)[number];
/** Each rule's row by its id. */
export const RULE_FACTS = Object.fromEntries(TABLES.rules.map((r) => [r.name, r])) as unknown as Readonly<Record<Rule, RuleFacts>>;

/** Which maze of many to keep (`maze generate --keep`), from the engine's table (wasm/engine/games/choose.cpp). */
export type Keep = (typeof TABLES.keeps)[number];
export const KEEPS: readonly Keep[] = TABLES.keeps;
/** A game's settings (wasm/engine/games/game.h), as `maze generate --keys, --halls, --of, --keep, --ends` takes them. */
export interface GameOptions {
  keys?: number;
  halls?: number;
  of?: number;
  keep?: Keep;
  ends?: 'far' | 'own';
}
/** A game made: its JSON as `maze generate --format json` writes it, each hall's rooms, the doors (in order) and the keys' rooms. */
export interface PlayedGame {
  json: string;
  halls: number[][];
  doors: [number, number][];
  keys: number[];
}

/**
 * How a method of TAKES_PICK picks the room it grows from, out of its list: the newest (the default), a
 * random one, the oldest, or `mix:P`: the newest P times in 100 (P from 0 to 100), else a random one.
 */
export type Pick = 'newest' | 'random' | 'oldest' | `mix:${number}`;
/** What some methods take besides the shape and the stream: the pick (TAKES_PICK), and any method's braid (0 to 100). */
export interface GrowOptions {
  pick?: Pick;
  /** The share of dead ends opened up after the growth, making loops (wasm/engine/steps/braid.h). */
  braid?: number;
}

/**
 * The shapes a maze can take (see wasm/engine/shapes/shape.h). A circle has Rows rings and Columns rooms in its inner ring.
 * 'voronoi' is "Random cells": Rows x Columns random points, drawn from the seeded stream before the method starts
 * (wasm/engine/shapes/random_cells.h), so each growth has cells of its own: read layout() again after grow().
 */
export type Shape = (typeof TABLES.shapes)[number]['name'];
export const SHAPES: readonly Shape[] = TABLES.shapes.map((s) => s.name);
/** Each shape's one title (the engine's), as the board's Shape radios and the command name it. */
export const SHAPE_TITLES = Object.fromEntries(TABLES.shapes.map((s) => [s.name, s.title])) as Record<Shape, string>;
/**
 * A shape's row of the engine's table (wasm/engine/tables/shapes.cpp): its id (name) and title; walls (drawn as the
 * square's grid of walls, with no layout), lesson (the lesson's own: the text view, the questions, the learner's
 * make_maze), picture (the text picture of # and .), tiles, inside (the Inside view), what its size gives (sized:
 * 'grid' rows x cols, 'rings' rows rings, or 'drawing' a mask's own rooms), fromSeed (its rooms drawn from the seed),
 * tunnels (weave), maxRooms, and ways: the headings its ways are named by (wasm/engine/play/heading.h).
 */
export type ShapeFacts = (typeof TABLES.shapes)[number];
/** Each shape's row by its id: ask it a fact, never compare a shape's id to a word. */
export const SHAPE_FACTS = Object.fromEntries(TABLES.shapes.map((s) => [s.name, s])) as unknown as Readonly<Record<Shape, ShapeFacts>>;
/** The table's first shape, a maze's shape when none is said (the lesson's square). */
export const FIRST_SHAPE: Shape = SHAPES[0];
/** A shape's yes-or-no facts. */
export type ShapeFact = 'walls' | 'lesson' | 'picture' | 'tiles' | 'inside' | 'fromSeed' | 'tunnels';
/** The shapes whose rows say yes to a fact, in the table's order. */
export const shapesWith = (fact: ShapeFact): Shape[] => SHAPES.filter((s) => SHAPE_FACTS[s][fact]);
/** The shape whose rooms are a drawing's (a mask's): the shape a mask makes. */
export const MASK_SHAPE: Shape = SHAPES.find((s) => SHAPE_FACTS[s].sized === 'drawing')!;

/** Random cells can have at most this many rooms (1000 x 1000). */
export const MAX_CELLS = LIMITS.cells;

/** Where a maze's rooms and walls sit, in the shape's units; see wasm/engine/shapes/layout.h. */
export type Layout = RawLayout;

/** What one step did: the engine's kinds by name (wasm/engine/steps/step.h says what each means). */
export const StepKind = TABLES.stepKind;
export type StepKind = (typeof StepKind)[keyof typeof StepKind];

/** Generic marks a view colours rooms by. */
export const Mark = { Plain: 0, Visited: 1, Thread: 2, Frontier: 3, Route: 4, Current: 5 } as const;
export type Mark = (typeof Mark)[keyof typeof Mark];

/** Wall bits of a room in `walls()`: open to the room below, open to the room on the right. */
export const OPEN_DOWN = 1;
export const OPEN_RIGHT = 2;

/**
 * A screen direction a player goes in, and the names the ways on from a room are given
 * (see wasm/engine/play/heading.h): the lesson's four, then the diagonals.
 */
export type Heading = 'up' | 'down' | 'left' | 'right' | 'up-left' | 'up-right' | 'down-left' | 'down-right';
export const HEADINGS: readonly Heading[] = ['up', 'down', 'left', 'right', 'up-left', 'up-right', 'down-left', 'down-right'];

/** Where a direction leads: the room (-1: none), and whether none because two open ways are equally near. */
export interface Toward {
  room: number;
  tie: boolean;
}

/** An open way from a room: the room it leads to and its name. */
export interface WayOn {
  room: number;
  way: Heading;
}

export interface StepEvent {
  kind: StepKind;
  a: number;
  b: number;
}

export type Facts = RawFacts;

/** A method's facts from the engine's table: whether it shows pieces, whether it picks its own ways. */
export type MethodFacts = RawMethod;

/** The maze's own way in and way out (rooms). */
export interface Ways {
  in: number;
  out: number;
}

/** Rooms whose look changed since the last call; `all`: read every room again. */
export interface Changes {
  all: boolean;
  rooms: Int32Array;
}

/** A room's look from `looks()`: its Mark in bits 0-3, its opening bits in 4-7 (square: 4-5), its piece label from bit 8. */
export const LOOK_MARK = 0xf;
export const LOOK_OPEN_DOWN = OPEN_DOWN << 4;
export const LOOK_OPEN_RIGHT = OPEN_RIGHT << 4;
export const LOOK_LABEL_SHIFT = 8;

export const MAX_ROOMS = LIMITS.rooms;
/** The widest corridor or wall of a tile map, in tiles (kMaxTileWidth in wasm/engine/formats/tiles.h). */
export const MAX_TILE_WIDTH = LIMITS.tileWidth;

/** A square maze as tiles: width x height of them, row by row, 1 wall and 0 floor. */
export type Tiles = RawTiles;
/** The Tiled map's tileset picture (a PNG) and the file name the map gives it. */
export type Tileset = RawTileset;
