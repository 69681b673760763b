// views.ts: how the board shows its maze: the tree (off, over the maze, as a family tree), Distance, and the maze as text.

export type TreeMode = 'off' | 'over' | 'family';

export interface BoardViews {
  tree: TreeMode;
  distance: boolean;
  text: boolean;
}

export const NO_VIEWS: Readonly<BoardViews> = { tree: 'off', distance: false, text: false };

/** Tree presses go off, over the maze, as a family tree, and off again. */
export function nextTree(mode: TreeMode): TreeMode {
  const order: TreeMode[] = ['off', 'over', 'family'];
  return order[(order.indexOf(mode) + 1) % order.length];
}
