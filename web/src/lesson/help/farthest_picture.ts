// farthest_picture.ts: the two rooms farthest apart and the way between them, and what a known mistake measured instead.
import { EXPECTED, GIVEN, plural, type AnswerPicture, type Drawn } from './drawn';
import { bottomRight, farthestPair, fromTopLeft, wayBetween, type Room } from './marks';

/** What a known mistake measured, where it is rooms: its two rooms, the way it took (two rooms alone: straight across), and that in words. */
function given(picture: string[], mistake: string): { way: Room[]; words: string } | null {
  const corner = bottomRight(picture);
  if (mistake === 'from-top-left') {
    const { way, steps } = fromTopLeft(picture);
    return { way, words: `Yours, dashed: the top left room and the room farthest from it, ${plural(steps, 'step', 'steps')} apart.` };
  }
  if (mistake === 'way-out') {
    const { way, steps } = wayBetween(picture, [1, 1], corner);
    if (way.length === 0) return null;
    return { way, words: `Yours, dashed: the top left room and the bottom right one, ${plural(steps, 'step', 'steps')} apart.` };
  }
  if (mistake === 'corners') {
    return { way: [[1, 1], corner], words: 'Yours, dashed: the top left and bottom right rooms, measured straight across as if there were no walls.' };
  }
  return null;
}

export const farthestPicture: AnswerPicture = (test, gave, mistake) => {
  const pair = farthestPair(test.picture);
  const drawn: Drawn = {
    layers: [{ ...EXPECTED, rings: [pair.way[0], pair.way.at(-1)!], way: pair.way, legend: 'the farthest pair' }],
    shaded: [],
    words: `The two rooms farthest apart are ringed, ${plural(pair.steps, 'step', 'steps')} apart, with the way between them. ${gave}`,
  };
  const yours = given(test.picture, mistake);
  if (yours) {
    drawn.layers.push({ ...GIVEN, rings: [yours.way[0], yours.way.at(-1)!], way: yours.way, legend: 'yours' });
    drawn.words += ` ${yours.words}`;
  }
  return drawn;
};
