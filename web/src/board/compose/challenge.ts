// challenge.ts: "Put this maze on the board" for a failed test: a small board of its own, right under the test, for looking at that one maze: Way out, Tree, Distance and the text.
import { type Board, makeBoard } from './board';

export function mountChallenge(host: HTMLElement): Board {
  return makeBoard(host, { buttons: ['wayOut', 'tree'], timeline: true, settings: [], views: true, text: true });
}
