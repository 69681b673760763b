// chart.ts: the uniformity lab's pictures: a method's sorted bar chart with the expected height, a maze drawn small, the table.
import type { LabResult } from './tally';

const SVG = 'http://www.w3.org/2000/svg';
const W = 600, H = 220, LEFT = 56, RIGHT = 12, TOP = 14, BOTTOM = 34;

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number>, text?: string): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

export const number = (n: number): string => n.toLocaleString('en');

/** The mazes' numbers (their place in picture order, from 1), most often made first; ties keep picture order. */
export function ranked(counts: readonly number[]): number[] {
  return counts.map((_, i) => i).sort((a, b) => counts[b] - counts[a] || a - b);
}

/** A gap of the ticks on the count axis: 1, 2 or 5 times a power of ten, about four ticks. */
function tickGap(top: number): number {
  const rough = Math.max(1, top / 4);
  const power = 10 ** Math.floor(Math.log10(rough));
  return [1, 2, 5, 10].map((m) => m * power).find((g) => g >= rough) ?? 10 * power;
}

/** One bar a maze, tallest first, and a dashed line at the height each would have if all came up equally often. */
export function barChart(result: LabResult, title: string): SVGSVGElement {
  const expected = result.mazes / result.kinds;
  const order = ranked(result.counts);
  const most = result.counts[order[0]], least = result.counts[order[order.length - 1]];
  const gap = tickGap(Math.max(most, expected));
  const top = Math.ceil(Math.max(most, expected) / gap) * gap || 1;
  const x = (i: number): number => LEFT + ((W - LEFT - RIGHT) * i) / order.length;
  const y = (count: number): number => TOP + (H - TOP - BOTTOM) * (1 - count / top);
  const chart = svg('svg', { class: 'lab-chart', viewBox: `0 0 ${W} ${H}`, role: 'img' });
  chart.setAttribute(
    'aria-label',
    `${title}: the ${result.kinds} mazes sorted by how often they came up, from ${number(most)} times down to ${number(least)}; ` +
      `if all came up equally often each would come up about ${number(Math.round(expected))} times. The table below has the figures.`,
  );
  const parts: SVGElement[] = [];
  for (let tick = 0; tick <= top; tick += gap) {
    parts.push(svg('line', { class: 'lab-grid', x1: LEFT, x2: W - RIGHT, y1: y(tick), y2: y(tick) }));
    parts.push(svg('text', { class: 'lab-tick', x: LEFT - 6, y: y(tick) + 4, 'text-anchor': 'end' }, number(tick)));
  }
  const bars = order
    .map((kind, i) => {
      const h = y(0) - y(result.counts[kind]);
      return h > 0 ? `M${x(i).toFixed(2)} ${y(0).toFixed(2)}h${(x(1) - x(0)).toFixed(2)}v${(-h).toFixed(2)}h${(x(0) - x(1)).toFixed(2)}z` : '';
    })
    .join('');
  parts.push(svg('path', { class: 'lab-bars', d: bars }));
  parts.push(svg('line', { class: 'lab-expected', x1: LEFT, x2: W - RIGHT, y1: y(expected), y2: y(expected) }));
  parts.push(svg('text', { class: 'lab-expected-label', x: W - RIGHT - 4, y: y(expected) - 5, 'text-anchor': 'end' }, `equally often: ${number(Math.round(expected))}`));
  parts.push(svg('text', { class: 'lab-axis', x: (LEFT + W - RIGHT) / 2, y: H - 8, 'text-anchor': 'middle' }, `The ${result.kinds} mazes, most common first`));
  chart.replaceChildren(...parts);
  return chart;
}

/** A maze's lesson picture drawn small: rock dark, floor light. */
export function mazePicture(key: string, label: string): SVGSVGElement {
  const rows = key.split('\n');
  const picture = svg('svg', { class: 'lab-maze', viewBox: `0 0 ${rows[0].length} ${rows.length}`, role: 'img' });
  picture.setAttribute('aria-label', label);
  let rock = '';
  rows.forEach((row, r) => [...row].forEach((square, c) => (rock += square === '#' ? `M${c} ${r}h1v1h-1z` : '')));
  picture.append(svg('rect', { class: 'lab-floor', width: rows[0].length, height: rows.length }), svg('path', { class: 'lab-rock', d: rock }));
  return picture;
}

/** The chart's figures as a table: every maze by its number in picture order, most common first. */
export function countsTable(result: LabResult, title: string): HTMLTableElement {
  const table = document.createElement('table');
  table.className = 'lab-table';
  table.createCaption().textContent = `${title}: times each maze came up in ${number(result.mazes)} mazes`;
  const head = table.createTHead().insertRow();
  for (const name of ['Place', 'Maze number', 'Times']) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = name;
    head.append(th);
  }
  const body = table.createTBody();
  ranked(result.counts).forEach((kind, i) => {
    const tr = body.insertRow();
    const th = document.createElement('th');
    th.scope = 'row';
    th.textContent = String(i + 1);
    tr.append(th);
    tr.insertCell().textContent = String(kind + 1);
    tr.insertCell().textContent = number(result.counts[kind]);
  });
  return table;
}
