// legend.ts: what the colours mean: only the marks of what the board shows now (its method or the search, and its views).
import { ROBOT } from '../state/robot';
import { type LegendLine, METHOD_TABLE, SEARCH } from '../state/methods';
import type { Scene } from '../state/looks';
import type { BoardModel } from '../state/model';
import type { Store } from '../state/store';
import type { BoardViews } from '../state/views';
import { el, swatch } from './dom';

export const DISTANCE_LINE: LegendLine = { swatch: 'distance', words: 'Distance: steps from the way in, dark (near) to yellow (far)' };
const TREE_LINES: Record<'over' | 'family', LegendLine> = {
  over: { swatch: 'tree', words: 'Tree: a dot for each room, a line for each opening' },
  family: { swatch: 'tree', words: 'Family tree: the way in at the top, each room hanging from the room before it' },
};

/** The board's usual lines: its scene's marks, then its views'. */
export function linesFor(scene: Scene, views: Readonly<BoardViews>): LegendLine[] {
  const lines: LegendLine[] = [];
  if (scene === 'search') lines.push(...SEARCH.legend);
  else if (scene === 'robot') lines.push(...ROBOT.legend);
  else if (scene !== 'blank' && scene !== 'still') lines.push(...METHOD_TABLE[scene].legend);
  if (views.tree !== 'off') lines.push(TREE_LINES[views.tree]);
  else if (views.distance) lines.push(DISTANCE_LINE);
  return lines;
}

export class Legend {
  readonly root = el('ul', { class: 'board-legend', 'aria-label': 'What the colours mean' });
  #key = '';

  constructor(model: BoardModel, views: Store<BoardViews>, lines: (scene: Scene, views: Readonly<BoardViews>) => LegendLine[] = linesFor) {
    const show = (): void => {
      const now = lines(model.scene, views.value);
      const key = now.map((l) => l.words).join('|');
      if (key === this.#key) return;
      this.#key = key;
      this.root.replaceChildren(...now.map((l) => el('li', {}, swatch(l.swatch), l.words)));
      this.root.hidden = now.length === 0;
    };
    model.subscribe(show);
    views.subscribe(show);
    show();
  }
}
