// robot.ts: the robot on the board: its colours, legend and words, and the sentence that puts it beside the way out.
import { type RobotResult, StepKind } from 'maze-engine/engine';
import type { Colours, LegendLine, Messages } from './methods';
import { plural } from '../../common/numbers';
import { FILL } from './palette';

/** The robot's trail: vermillion, clearly not the blue way out. */
export const ROBOT_INK = { line: '#d55e00', edge: '#6b2f00' } as const;

/** The robot (a hand on the wall): rooms it has walked through, its trail as a line, itself as a dot at the end. */
export const ROBOT: Messages & { colours: Colours; legend: LegendLine[] } = {
  colours: { plain: FILL.floor, visited: '#fbe3d0', thread: '#fbe3d0', current: '#fbe3d0', line: { colour: ROBOT_INK.line, edge: ROBOT_INK.edge }, head: '#6b2f00' },
  legend: [{ swatch: 'robot', words: "The robot's trail (a hand on the right wall)" }],
  step: (e, at) => {
    switch (e.kind) {
      case StepKind.Walk:
        return `The robot walked from ${at(e.a)} to ${at(e.b)}.`;
      case StepKind.Found:
        return `The robot reached the way out ${at(e.b)}.`;
      default:
        return '';
    }
  },
  done: () => '',
};

/**
 * The sentence under the board: the robot beside the way out, both in steps (a way through 47 rooms
 * takes 46 steps), e.g. "The way out takes 46 steps. The robot walked 112 steps." `wayOut`: the
 * rooms on the way out, 0 when there is none.
 */
export function robotWords(robot: RobotResult | null, wayOut: number | null): string {
  if (!robot) return '';
  const way = wayOut === null ? '' : wayOut > 0 ? `The way out takes ${plural(wayOut - 1, 'step')}. ` : 'There is no way out. ';
  if (robot.walking) return `${way}The robot has walked ${plural(robot.steps, 'step')} so far.`;
  if (robot.wentRound)
    return `${way}The robot went round in a loop: it never gets out. It came back to the same room facing the same way after ${plural(robot.steps, 'step')}, so it would do the same again for ever.`;
  return `${way}The robot walked ${plural(robot.steps, 'step')}.`;
}
