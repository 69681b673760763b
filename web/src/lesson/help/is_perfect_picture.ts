// is_perfect_picture.ts: why a maze is not perfect (the openings that close loops ringed, the rooms cut off shaded), or that it is.
import { EXPECTED, plural, type AnswerPicture } from './drawn';
import { loopsAndCutOff } from './marks';

export const isPerfectPicture: AnswerPicture = (test, gave) => {
  const { loops, cutOff } = loopsAndCutOff(test.picture);
  const said: string[] = [];
  if (loops.length) said.push(`the ${plural(loops.length, 'opening that closes a loop is', 'openings that close loops are')} ringed`);
  if (cutOff.length) said.push(`the ${plural(cutOff.length, 'room', 'rooms')} cut off from the top left room ${cutOff.length === 1 ? 'is' : 'are'} shaded`);
  const words = said.length
    ? `Not perfect: ${said.join(', and ')}. ${gave}`
    : `Perfect: every room is reached from the top left room, and there is no loop. ${gave}`;
  return { layers: [{ ...EXPECTED, rings: loops, way: [] }], shaded: cutOff, words };
};
