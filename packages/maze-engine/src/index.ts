// index.ts: the maze-engine package: the lesson's maze engine (WebAssembly) for games, in the lesson's words.
// Its game API; the engine's typed layer beneath it (engine.ts) is what the page imports.
export { MazeEngine, loadMazeEngine } from './maze_engine.js';
export { Maze, type MazeFacts, type MazeJSON } from './maze.js';
export { Growth, type GrowthEvent, type GrowthEventKind } from './growth.js';
export { Solver, type SolveOptions, type SolveResult, type SolverStep, type SolverStepKind } from './solver.js';
export type { EndlessSettings, MaskSettings, MazeSettings, Seed, SizeSettings, TileSettings } from './settings.js';
export type { EndlessMaze, GameOptions, Keep, Method, MethodFacts, Pick, Rule, RuleFacts, Shape, Tileset } from './engine.js';
