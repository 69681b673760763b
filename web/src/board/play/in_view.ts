// in_view.ts: Play on a phone: the maze and the pad under it brought into the window together, from the maze's top.

/** The maze brought into view keeps this gap (CSS pixels) above it. */
const EDGE_GAP_PX = 8;

/**
 * The maze (its stage) and, on a touch screen, the pad under it come into view together (a
 * phone's window holds little more), from the maze's top; nothing moves when they are in view
 * already. A pad not shown (no touch screen) has no height and does not count.
 */
export function bringIntoView(stage: HTMLElement, pad: HTMLElement): void {
  const maze = stage.getBoundingClientRect();
  const under = pad.getBoundingClientRect();
  const bottom = under.height > 0 ? Math.max(maze.bottom, under.bottom) : maze.bottom;
  if (maze.top >= 0 && bottom <= window.innerHeight) return;
  window.scrollBy({ top: maze.top - EDGE_GAP_PX, behavior: 'instant' });
}
