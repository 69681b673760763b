// dead_ends_picture.ts: the dead ends a right answer counts, ringed.
import { EXPECTED, plural, type AnswerPicture } from './drawn';
import { deadEnds } from './marks';

export const deadEndsPicture: AnswerPicture = (test, gave) => {
  const ends = deadEnds(test.picture);
  return { layers: [{ ...EXPECTED, rings: ends, way: [] }], shaded: [], words: `The ${plural(ends.length, 'dead end', 'dead ends')} it should count are ringed. ${gave}` };
};
