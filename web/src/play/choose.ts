// choose.ts: Harder and Easier: of the mazes of 20 seeds in a row, the one whose way out is the longest (or the shortest); the engine chooses (Engine.chooseSeed, as `maze generate --of 20 --keep longest`).

/** Harder keeps the longest way out, Easier the shortest. */
export type Keep = 'longest' | 'shortest';
/** Harder and Easier choose from this many mazes. */
export const CHOOSE_OF = 20;
