// answer_picture.ts: a failing test's maze on a small picture, with what was expected drawn on it and said beside it in words.
import './help.css';
import type { ChallengeName, TestMaze } from '../test_mazes';
import { deadEnds, farthestPair, fromTopLeft, loopsAndCutOff, type Room } from './marks';

const NS = 'http://www.w3.org/2000/svg';

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number>): SVGElementTagNameMap[K] {
  const node = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  return node;
}

const plural = (n: number, one: string, many: string): string => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

interface Drawn {
  /** Rooms or squares to ring, by colour class. */
  dots: { at: Room[]; className: string }[];
  ways: { at: Room[]; className: string }[];
  shaded: Room[];
  words: string;
}

/** What to draw for this challenge's right answer; `mistake` adds what that mistake looked at. */
export function drawnFor(name: ChallengeName, test: TestMaze, got: string, mistake = ''): Drawn {
  const gave = got ? `Your function gave back ${got}.` : 'Your function gave back no answer.';
  if (name === 'dead_ends') {
    const ends = deadEnds(test.picture);
    return { dots: [{ at: ends, className: 'mark-expected' }], ways: [], shaded: [], words: `The ${plural(ends.length, 'dead end', 'dead ends')} it should count are ringed. ${gave}` };
  }
  if (name === 'farthest') {
    const pair = farthestPair(test.picture);
    const drawn: Drawn = {
      dots: [{ at: [pair.way[0], pair.way.at(-1)!], className: 'mark-expected' }],
      ways: [{ at: pair.way, className: 'way-expected' }],
      shaded: [],
      words: `The two rooms farthest apart are ringed, ${plural(pair.steps, 'step', 'steps')} apart, with the way between them. ${gave}`,
    };
    if (mistake === 'from-top-left') {
      const mine = fromTopLeft(test.picture);
      drawn.ways.push({ at: mine.way, className: 'way-given' });
      drawn.words += ` The dashed way is the farthest from the top left room: ${plural(mine.steps, 'step', 'steps')}.`;
    }
    return drawn;
  }
  const { loops, cutOff } = loopsAndCutOff(test.picture);
  const said: string[] = [];
  if (loops.length) said.push(`the ${plural(loops.length, 'opening that closes a loop is', 'openings that close loops are')} ringed`);
  if (cutOff.length) said.push(`the ${plural(cutOff.length, 'room', 'rooms')} cut off from the top left room ${cutOff.length === 1 ? 'is' : 'are'} shaded`);
  const words = said.length
    ? `Not perfect: ${said.join(', and ')}. ${gave}`
    : `Perfect: every room is reached from the top left room, and there is no loop. ${gave}`;
  return { dots: [{ at: loops, className: 'mark-expected' }], ways: [], shaded: cutOff, words };
}

/** The picture and its words, in one figure. */
export function answerPicture(name: ChallengeName, test: TestMaze, got: string, mistake = ''): HTMLElement {
  const drawn = drawnFor(name, test, got, mistake);
  const rows = test.picture.length;
  const cols = test.picture[0].length;
  const figure = document.createElement('figure');
  figure.className = 'answer-picture';
  // The words under it say what is drawn; the picture itself is not read out square by square.
  const picture = svg('svg', { viewBox: `0 0 ${cols} ${rows}`, 'aria-hidden': 'true' });
  // 16 px a square, so a small maze stays small; a big one fits the column.
  picture.style.width = `min(100%, ${cols * 16}px)`;
  picture.append(svg('rect', { x: 0, y: 0, width: cols, height: rows, class: 'answer-floor' }));
  // Walls edge to edge, with no seams between their squares.
  const walls = svg('g', { 'shape-rendering': 'crispEdges' });
  picture.append(walls);
  test.picture.forEach((line, r) => {
    [...line].forEach((square, c) => {
      if (square === '#') walls.append(svg('rect', { x: c, y: r, width: 1, height: 1, class: 'answer-wall' }));
    });
  });
  for (const [r, c] of drawn.shaded) picture.append(svg('rect', { x: c, y: r, width: 1, height: 1, class: 'answer-cut-off' }));
  for (const way of drawn.ways) {
    const points = way.at.map(([r, c]) => `${c + 0.5},${r + 0.5}`).join(' ');
    picture.append(svg('polyline', { points, class: way.className }));
  }
  for (const dots of drawn.dots) {
    for (const [r, c] of dots.at) picture.append(svg('circle', { cx: c + 0.5, cy: r + 0.5, r: 0.75, class: dots.className }));
  }
  const caption = document.createElement('figcaption');
  caption.textContent = drawn.words;
  figure.append(picture, caption);
  return figure;
}
