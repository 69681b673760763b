// games.ts: the student's own games, per method: a table (games, median time, median steps over the shortest way) and a bar chart of the same, redrawn after every game.
import { type GameRecord, type MethodSummary, loadGames, summarise } from '../../play/record';
import { timeText } from '../../play/announce';
import { el } from '../panel/dom';
import { METHOD_TABLE } from '../state/methods';
import { count } from '../../common/numbers';

const SVG = 'http://www.w3.org/2000/svg';
/** Games of a method worth comparing: the lesson asks for three of each first. */
export const GAMES_FIRST = 3;

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number>, text?: string): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

const ratio = (x: number): string => `${x.toFixed(2)} ×`;

/** One bar a method: how many times longer than the shortest way the student's walks were (the median). */
function chart(rows: MethodSummary[]): SVGSVGElement {
  const W = 480, BAR = 26, GAP = 12, LEFT = 130, RIGHT = 60;
  const H = rows.length * (BAR + GAP) + GAP;
  const top = Math.max(2, ...rows.map((r) => r.medianOverShortest));
  const words = rows.map((r) => `${METHOD_TABLE[r.method].title}: ${ratio(r.medianOverShortest)} the shortest way`).join('; ');
  const out = svg('svg', { class: 'board-games-chart', viewBox: `0 0 ${W} ${H}`, role: 'img', 'aria-label': `Steps over the shortest way, median of your games. ${words}.` });
  rows.forEach((r, i) => {
    const y = GAP + i * (BAR + GAP);
    const w = ((W - LEFT - RIGHT) * r.medianOverShortest) / top;
    out.append(
      svg('text', { x: LEFT - 8, y: y + BAR * 0.68, 'text-anchor': 'end', class: 'board-games-label' }, METHOD_TABLE[r.method].title),
      svg('rect', { x: LEFT, y, width: Math.max(2, w), height: BAR, rx: 3, class: `board-games-bar board-games-${r.method}` }),
      svg('text', { x: LEFT + w + 6, y: y + BAR * 0.68, class: 'board-games-label' }, ratio(r.medianOverShortest)),
    );
  });
  // A line at 1 ×: a walk straight down the shortest way.
  const one = LEFT + (W - LEFT - RIGHT) / top;
  out.append(svg('line', { x1: one, x2: one, y1: 4, y2: H - 4, class: 'board-games-one' }));
  return out;
}

export class GamesTable {
  readonly root = el('div', { class: 'board-games', 'aria-live': 'polite' });
  /** Which games count: the default, every game played on this page. */
  constructor(readonly keep: (r: GameRecord) => boolean = () => true) {
    this.show();
    // Another tab or window played too, or a progress file brought games.
    window.addEventListener('storage', () => this.show());
    window.addEventListener('progress:replaced', () => this.show());
  }

  show(): void {
    const games = loadGames().filter(this.keep);
    const rows = summarise(games);
    if (rows.length === 0) {
      this.root.replaceChildren(el('p', { class: 'board-games-none', text: `No games yet. Play ${GAMES_FIRST} mazes of each method, then look here.` }));
      return;
    }
    const table = el(
      'table',
      { class: 'figures board-games-table' },
      el('caption', { text: 'Your games, by method' }),
      el('thead', {}, el('tr', {}, ...['Method', 'Games', 'Median time', 'Median steps over the shortest way'].map((t) => el('th', { scope: 'col', text: t })))),
      el(
        'tbody',
        {},
        ...rows.map((r) =>
          el('tr', {}, el('th', { scope: 'row', text: METHOD_TABLE[r.method].title }), el('td', { text: count(r.games) }), el('td', { text: timeText(r.medianMs) }), el('td', { text: ratio(r.medianOverShortest) })),
        ),
      ),
    );
    const few = rows.filter((r) => r.games < GAMES_FIRST).map((r) => METHOD_TABLE[r.method].title);
    const more = few.length ? el('p', { class: 'board-games-more', text: `Play ${few.join(' and ')} a few more times: ${GAMES_FIRST} games of each say more than one.` }) : null;
    this.root.replaceChildren(table, chart(rows), ...(more ? [more] : []));
  }
}
