// announce.ts: every sentence the game says, in one place: to screen readers after each move, and the status at the end.
import { count, plural } from '../common/numbers';
import type { Heading, WayOn } from 'maze-engine/engine';

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Rooms are counted from 1 for the player: room 0 of the engine is "Room 1". */
export function roomLine(room: number, rooms: number): string {
  return `Room ${count(room + 1)} of ${count(rooms)}.`;
}

export function waysLine(ways: readonly WayOn[]): string {
  return ways.length === 0 ? 'No ways on.' : `Ways on: ${ways.map((w) => w.way).join(', ')}.`;
}

/** Where the player stands: the room, "A dead end." in a room with one way on (not the way in), and the ways on. */
export function whereLine(room: number, rooms: number, ways: readonly WayOn[], wayIn: number): string {
  const dead = ways.length === 1 && room !== wayIn ? ' A dead end.' : '';
  return `${roomLine(room, rooms)}${dead} ${waysLine(ways)}`;
}

/** At the start: `You are at the way in. Room 1 of 100. Ways on: right.` */
export function startLine(room: number, rooms: number, ways: readonly WayOn[]): string {
  return `You are at the way in. ${roomLine(room, rooms)} ${waysLine(ways)}`;
}

export const WALL = 'A wall.';
/** A step into a door whose key the player has not picked up. */
export const LOCKED = 'The door is locked. Find its key.';

/** Doors and keys are counted from 1 for the player: key 0 of the engine is "key 1", and it opens door 1. */
export function pickLine(key: number): string {
  return `You pick up key ${count(key + 1)}. It opens door ${count(key + 1)}.`;
}
export function openLine(door: number): string {
  return `Key ${count(door + 1)} opens door ${count(door + 1)}.`;
}
/** At the start of a game with keys: `1 locked door stands on the way out. Find its key.` */
export function keysStartLine(doors: number): string {
  return doors === 1 ? '1 locked door stands on the way out. Find its key.' : `${count(doors)} locked doors stand on the way out. Find their keys.`;
}
export const OUT = 'You are out.';
export const ALREADY_OUT = 'You are out already. Press New maze to play again.';

/** What a move passed in a weave maze, said first: `You went under a corridor.`, `You went over a tunnel.` */
export function passLine(passes: readonly ('under' | 'over')[]): string {
  const words = passes.map((p) => (p === 'under' ? 'under a corridor' : 'over a tunnel'));
  return words.length === 0 ? '' : `You went ${words.join(', then ')}. `;
}

/** A run of more than one room: `Ran 6 rooms. Room 40 of 100. Ways on: up, left.` */
export function ranLine(entered: number, where: string): string {
  return entered > 1 ? `Ran ${count(entered)} rooms. ${where}` : where;
}

// The two ways a heading lies between, for a tie (up on hexagons: up-left or up-right).
const BETWEEN: Readonly<Record<Heading, readonly [Heading, Heading]>> = {
  up: ['up-left', 'up-right'], down: ['down-left', 'down-right'], left: ['up-left', 'down-left'], right: ['up-right', 'down-right'],
  'up-left': ['up', 'left'], 'up-right': ['up', 'right'], 'down-left': ['down', 'left'], 'down-right': ['down', 'right'],
};

/** Two open ways lie equally near the heading: `Up-left or up-right?` (the student picks). */
export function tieLine(heading: Heading | null, ways: readonly WayOn[]): string {
  const names = ways.map((w) => w.way);
  const pair = heading ? BETWEEN[heading] : null;
  if (pair && names.includes(pair[0]) && names.includes(pair[1])) return `${capital(pair[0])} or ${pair[1]}?`;
  return `Two ways lie that way. ${waysLine(ways)}`;
}

/** 12 seconds, 1 minute 5 seconds, less than a second. */
export function timeText(ms: number): string {
  const seconds = Math.round(Math.max(0, ms) / 1000);
  if (seconds < 1) return 'less than a second';
  const minutes = Math.floor(seconds / 60), rest = seconds % 60;
  if (minutes === 0) return plural(seconds, 'second');
  return rest === 0 ? plural(minutes, 'minute') : `${plural(minutes, 'minute')} ${plural(rest, 'second')}`;
}

/**
 * The status at the end: exactly `You got out in N steps. The shortest way takes M.`, then the
 * wrong turns when there were any: `... The shortest way takes 46. You made 3 wrong turns.`
 * (DESIGN.md's contract: nothing else in the status, so the time has a line of its own).
 */
export function endMessage(r: { steps: number; shortest: number; wrongTurns: number }): string {
  const turns = r.wrongTurns > 0 ? ` You made ${plural(r.wrongTurns, 'wrong turn')}.` : '';
  return `You got out in ${plural(r.steps, 'step')}. The shortest way takes ${count(r.shortest)}.${turns}`;
}

/** The time, shown beside the status: `It took you 38 seconds.` */
export function timeLine(r: { ms: number }): string {
  return `It took you ${timeText(r.ms)}.`;
}

/** What a screen reader hears on getting out: `You are out.`, the end message and the time. */
export function outLine(r: { steps: number; shortest: number; wrongTurns: number; ms: number }): string {
  return `${OUT} ${endMessage(r)} ${timeLine(r)}`;
}

/** After Harder or Easier: `Harder: the longest way out of 20 mazes (seeds 2083 to 2102) is seed 2085's, 68 steps. Walk to the way out.` */
export function chooseLine(keep: 'longest' | 'shortest', from: string, of: number, seed: string, steps: number): string {
  const last = (BigInt(from) + BigInt(of - 1)).toString();
  const what = keep === 'longest' ? 'Harder: the longest' : 'Easier: the shortest';
  return `${what} way out of ${count(of)} mazes (seeds ${from} to ${last}) is seed ${seed}’s, ${plural(steps, 'step')}. Walk to the way out.`;
}
