// answer_picture.ts: a failing test's maze on a small picture, with what was expected drawn on it (and, for a known mistake, what it
// gave, where that is rooms), a legend for those, and it all said beside it in words.
import './help.css';
import type { ChallengeName, TestMaze } from '../test_mazes';
import { bottomRight, deadEnds, farthestPair, fromTopLeft, loopsAndCutOff, wayBetween, type Room } from './marks';

const NS = 'http://www.w3.org/2000/svg';

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number>): SVGElementTagNameMap[K] {
  const node = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  return node;
}

const plural = (n: number, one: string, many: string): string => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** One style on the picture: its rings (rooms or openings), its way through rooms, and its name in the legend. */
interface Layer {
  rings: Room[];
  ringClass: string;
  way: Room[];
  wayClass: string;
  /** Said in the picture's legend; a layer with no name is said only in the words. */
  legend?: string;
}

interface Drawn {
  layers: Layer[];
  shaded: Room[];
  words: string;
}

const EXPECTED = { ringClass: 'mark-expected', wayClass: 'way-expected' };
const GIVEN = { ringClass: 'mark-given', wayClass: 'way-given' };

/** What a known farthest mistake measured, where it is rooms: its two rooms, the way it took (two rooms alone: straight across), and that in words. */
function farthestGiven(picture: string[], mistake: string): { way: Room[]; words: string } | null {
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

/** What to draw for this challenge's right answer; `mistake` adds what that mistake gave, where it is rooms. */
export function drawnFor(name: ChallengeName, test: TestMaze, got: string, mistake = ''): Drawn {
  const gave = got ? `Your function gave back ${got}.` : 'Your function gave back no answer.';
  if (name === 'dead_ends') {
    const ends = deadEnds(test.picture);
    return { layers: [{ ...EXPECTED, rings: ends, way: [] }], shaded: [], words: `The ${plural(ends.length, 'dead end', 'dead ends')} it should count are ringed. ${gave}` };
  }
  if (name === 'farthest') {
    const pair = farthestPair(test.picture);
    const drawn: Drawn = {
      layers: [{ ...EXPECTED, rings: [pair.way[0], pair.way.at(-1)!], way: pair.way, legend: 'the farthest pair' }],
      shaded: [],
      words: `The two rooms farthest apart are ringed, ${plural(pair.steps, 'step', 'steps')} apart, with the way between them. ${gave}`,
    };
    const given = farthestGiven(test.picture, mistake);
    if (given) {
      drawn.layers.push({ ...GIVEN, rings: [given.way[0], given.way.at(-1)!], way: given.way, legend: 'yours' });
      drawn.words += ` ${given.words}`;
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
  return { layers: [{ ...EXPECTED, rings: loops, way: [] }], shaded: cutOff, words };
}

const points = (way: Room[]): string => way.map(([r, c]) => `${c + 0.5},${r + 0.5}`).join(' ');

/** The picture's legend: each named style, drawn small beside its name. */
function legend(layers: Layer[]): HTMLElement | null {
  const named = layers.filter((layer) => layer.legend);
  if (named.length === 0) return null;
  const list = document.createElement('ul');
  list.className = 'answer-legend';
  for (const layer of named) {
    const item = document.createElement('li');
    const swatch = svg('svg', { viewBox: '0 0 3 2', 'aria-hidden': 'true', class: 'answer-swatch' });
    swatch.append(
      svg('polyline', { points: '0.2,1 2.8,1', class: layer.wayClass }),
      svg('circle', { cx: 1.5, cy: 1, r: layer.ringClass === 'mark-given' ? 0.45 : 0.75, class: layer.ringClass }),
    );
    item.append(swatch, layer.legend!);
    list.append(item);
  }
  return list;
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
  // 16 px a square, so a small maze stays small, but never under 12rem, so the rings of a maze of 2 x 2 rooms can be told apart;
  // a big one fits the column.
  picture.style.width = `min(100%, max(${cols * 16}px, 12rem))`;
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
  for (const layer of drawn.layers) {
    if (layer.way.length > 1) picture.append(svg('polyline', { points: points(layer.way), class: layer.wayClass }));
  }
  // Rings last, over every way; yours smaller, so a room ringed twice shows both.
  for (const layer of drawn.layers) {
    const r = layer.ringClass === 'mark-given' ? 0.45 : 0.75;
    for (const [row, c] of layer.rings) picture.append(svg('circle', { cx: c + 0.5, cy: row + 0.5, r, class: layer.ringClass }));
  }
  const caption = document.createElement('figcaption');
  caption.textContent = drawn.words;
  figure.append(picture);
  const key = legend(drawn.layers);
  if (key) figure.append(key);
  figure.append(caption);
  return figure;
}
