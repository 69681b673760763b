// look_around.ts: zoom and pan a maze too big to see whole (pixels) or of another shape: the wheel, dragging, two fingers, and the keys (arrows, + and −, 0).

/** What looking around needs from the board's canvas. */
export interface LookView {
  readonly stage: HTMLElement;
  readonly canvas: HTMLCanvasElement;
  /** Can the maze be zoomed and moved now? */
  readonly looking: boolean;
  readonly dpr: number;
  /** Zoom by a factor keeping the canvas point (x, y) (device pixels) in place; move the view by (dx, dy). */
  zoomBy(factor: number, x: number, y: number): void;
  panBy(dx: number, dy: number): void;
  requestDraw(): void;
  zoomIn(): void;
  zoomOut(): void;
  fit(): void;
}

export function lookAround(view: LookView): void {
  const stage = view.stage;
  const canvas = view.canvas;
  const pointers = new Map<number, { x: number; y: number }>();
  let wheel = 0;
  let pinch = 0;
  const point = (e: { clientX: number; clientY: number }): { x: number; y: number } => {
    const box = canvas.getBoundingClientRect();
    return { x: (e.clientX - box.left) * view.dpr, y: (e.clientY - box.top) * view.dpr };
  };
  stage.addEventListener(
    'wheel',
    (e) => {
      if (!view.looking) return;
      e.preventDefault();
      // Wheels and touchpads send deltas of all sizes: zoom one level for each 60 or so.
      wheel += e.deltaY * (e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1);
      const p = point(e);
      while (Math.abs(wheel) >= 60) {
        view.zoomBy(wheel < 0 ? 1.5 : 1 / 1.5, p.x, p.y);
        wheel -= Math.sign(wheel) * 60;
      }
      view.requestDraw();
    },
    { passive: false },
  );
  stage.addEventListener('pointerdown', (e) => {
    if (!view.looking) return;
    stage.setPointerCapture(e.pointerId);
    pointers.set(e.pointerId, point(e));
    pinch = 0;
  });
  stage.addEventListener('pointermove', (e) => {
    const before = pointers.get(e.pointerId);
    if (!before || !view.looking) return;
    const now = point(e);
    if (pointers.size === 1) {
      view.panBy(before.x - now.x, before.y - now.y);
    } else if (pointers.size === 2) {
      // Two fingers: zoom by how much farther apart they move.
      const [a, b] = [...pointers.entries()].map(([id, p]) => (id === e.pointerId ? now : p));
      const span = Math.hypot(a.x - b.x, a.y - b.y);
      if (pinch === 0) pinch = span;
      const ratio = span / pinch;
      if (ratio > 1.4 || ratio < 1 / 1.4) {
        view.zoomBy(ratio > 1 ? 1.5 : 1 / 1.5, (a.x + b.x) / 2, (a.y + b.y) / 2);
        pinch = span;
      }
    }
    pointers.set(e.pointerId, now);
    view.requestDraw();
  });
  const up = (e: PointerEvent): void => {
    pointers.delete(e.pointerId);
    pinch = 0;
  };
  stage.addEventListener('pointerup', up);
  stage.addEventListener('pointercancel', up);
  stage.addEventListener('keydown', (e) => {
    if (!view.looking || e.altKey || e.ctrlKey || e.metaKey) return;
    const stepX = canvas.width * 0.15;
    const stepY = canvas.height * 0.15;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => view.panBy(-stepX, 0),
      ArrowRight: () => view.panBy(stepX, 0),
      ArrowUp: () => view.panBy(0, -stepY),
      ArrowDown: () => view.panBy(0, stepY),
      '+': () => view.zoomIn(),
      '=': () => view.zoomIn(),
      '-': () => view.zoomOut(),
      _: () => view.zoomOut(),
      '0': () => view.fit(),
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    move();
    view.requestDraw();
  });
}
