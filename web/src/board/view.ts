// view.ts: the board's canvas: crisp on any screen, redrawn from the model in layers (rooms, walls, lines, tree, flashes).
import { Mark, OPEN_DOWN, OPEN_RIGHT } from '../engine/engine';
import { type Scene, colourOf, markOf } from './looks';
import { FLASH_MS, type BoardModel } from './model';
import { FILL, INK, PIECE_FILLS } from './palette';
import { PixelPainter } from './pixels';
import { type FamilyTree, familyTree } from './tree';

export type TreeMode = 'off' | 'over' | 'family';
export type ViewMode = 'rooms' | 'pixels';

/** Rooms are drawn one by one (walls, lines, tree) up to this many; bigger mazes are drawn as pixels. */
export const ROOM_DRAWING_ROOMS = 2_500;
/** ...and only while a room is at least this many CSS pixels wide. */
const SMALLEST_ROOM = 3;

function roomFill(look: number, scene: Scene): string {
  const mark = markOf(look);
  switch (mark) {
    case Mark.Plain:
      return scene === 'walk' || scene === 'frontier' || scene === 'wilson' ? FILL.undug : FILL.floor;
    case Mark.Visited: {
      const c = colourOf(look);
      return c ? PIECE_FILLS[c] : scene === 'search' ? FILL.searched : FILL.floor;
    }
    case Mark.Thread:
      return scene === 'wilson' ? FILL.loose : scene === 'search' ? FILL.queue : FILL.thread;
    case Mark.Frontier:
      return FILL.frontier;
    case Mark.Route:
      return FILL.route;
    case Mark.Current:
      return scene === 'wilson' ? FILL.loose : scene === 'frontier' ? FILL.floor : FILL.thread;
    default:
      return FILL.floor;
  }
}

export interface ViewEvents {
  /** Rooms or pixels: the page shows zoom buttons for pixels, and the tree only for rooms. */
  mode(mode: ViewMode): void;
}

export class BoardView {
  readonly stage: HTMLElement;
  readonly canvas = document.createElement('canvas');
  readonly #ctx: CanvasRenderingContext2D;
  readonly #model: BoardModel;
  readonly #on: ViewEvents;
  readonly #pixels = new PixelPainter();
  #mode: ViewMode = 'rooms';
  #tree: TreeMode = 'off';
  #family: { version: number; tree: FamilyTree } | null = null;
  #dpr = 1;
  #sizeKey = '';
  #rows = 0;
  #cols = 0;
  #raf = 0;
  #wheel = 0;
  #pointers = new Map<number, { x: number; y: number }>();
  #pinch = 0;

  constructor(stage: HTMLElement, model: BoardModel, on: ViewEvents) {
    this.stage = stage;
    this.#model = model;
    this.#on = on;
    this.#ctx = this.canvas.getContext('2d', { alpha: false })!;
    this.canvas.className = 'board-canvas';
    this.canvas.setAttribute('role', 'img');
    stage.append(this.canvas);
    new ResizeObserver(() => this.layout()).observe(stage);
    this.#watchPixelRatio();
    window.addEventListener('resize', () => this.layout());
    this.#listen();
    this.layout();
  }

  get mode(): ViewMode {
    return this.#mode;
  }

  get tree(): TreeMode {
    return this.#tree;
  }

  set tree(mode: TreeMode) {
    this.#tree = mode;
    this.#sizeKey = '';
    this.layout();
  }

  /** Can the tree be drawn (a dot for every room)? */
  get treeFits(): boolean {
    return this.#mode === 'rooms';
  }

  #watchPixelRatio(): void {
    // A window dragged to another screen changes devicePixelRatio: draw again, sharp.
    const query = matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
    query.addEventListener('change', () => {
      this.#sizeKey = '';
      this.layout();
      this.#watchPixelRatio();
    }, { once: true });
  }

  /** Size the canvas for the stage's width, the maze's shape and the screen's pixel ratio. */
  layout(): void {
    const m = this.#model;
    const width = Math.max(200, Math.floor(this.stage.clientWidth));
    const dpr = window.devicePixelRatio || 1;
    const tallest = Math.max(260, Math.min(760, Math.round(window.innerHeight * 0.72)));
    const room = Math.min(width / m.cols, tallest / m.rows);
    const mode: ViewMode = m.rooms <= ROOM_DRAWING_ROOMS && room >= SMALLEST_ROOM ? 'rooms' : 'pixels';
    let height: number;
    if (mode === 'rooms') height = this.#tree === 'family' ? tallest : Math.ceil(room * m.rows) + 8;
    else height = Math.round(Math.max(220, Math.min(tallest, (width * (2 * m.rows + 1)) / (2 * m.cols + 1))));
    const key = `${width} ${height} ${dpr} ${mode} ${m.rows} ${m.cols}`;
    if (key === this.#sizeKey) return;
    const resized = m.rows !== this.#rows || m.cols !== this.#cols;
    this.#rows = m.rows;
    this.#cols = m.cols;
    this.#sizeKey = key;
    this.#dpr = dpr;
    this.canvas.style.width = `${width}px`;
    this.canvas.style.height = `${height}px`;
    this.canvas.width = Math.round(width * dpr);
    this.canvas.height = Math.round(height * dpr);
    if (resized) this.#pixels.fitted = true;
    this.#pixels.resize(this.canvas.width, this.canvas.height, m);
    m.dirtyAll = true;
    this.canvas.setAttribute('aria-label', this.#describe());
    if (mode !== this.#mode) {
      this.#mode = mode;
      this.stage.classList.toggle('is-pixels', mode === 'pixels');
      // Big mazes can be looked around: the board takes focus for the arrow keys and + and −.
      if (mode === 'pixels') {
        this.stage.tabIndex = 0;
        this.stage.setAttribute('role', 'group');
        this.stage.setAttribute('aria-label', 'Maze board: drag it or use the arrow keys to look around, + and − to zoom, 0 for the whole maze');
      } else {
        for (const name of ['tabindex', 'role', 'aria-label']) this.stage.removeAttribute(name);
      }
      this.#on.mode(mode);
    }
    this.#draw();
  }

  #describe(): string {
    const m = this.#model;
    const what = this.#tree === 'family' ? 'The maze drawn as a family tree' : `A maze of ${m.rows} by ${m.cols} rooms`;
    return `${what}. Pieces: ${m.pieces}.`;
  }

  requestDraw(): void {
    if (!this.#raf) this.#raf = requestAnimationFrame(() => {
      this.#raf = 0;
      this.#draw();
    });
  }

  zoomIn(): void {
    this.#zoomAtCentre(2);
  }
  zoomOut(): void {
    this.#zoomAtCentre(0.5);
  }
  fit(): void {
    this.#pixels.fit(this.#model);
    this.requestDraw();
  }

  #zoomAtCentre(factor: number): void {
    this.#pixels.zoomBy(factor, this.canvas.width / 2, this.canvas.height / 2, this.#model);
    this.requestDraw();
  }

  #draw(): void {
    if (this.#raf) cancelAnimationFrame(this.#raf);
    this.#raf = 0;
    const m = this.#model;
    if (m.rows !== this.#rows || m.cols !== this.#cols) return this.layout();
    const now = performance.now();
    const ctx = this.#ctx;
    if (this.#mode === 'pixels') {
      ctx.fillStyle = '#f4f2ec';
      ctx.fillRect(0, 0, this.canvas.width, this.canvas.height);
      if (this.#pixels.paint(m)) this.requestDraw();
      this.#pixels.blit(ctx);
      this.#pixelFlashes(now);
    } else {
      m.takeDirty();
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, this.canvas.width, this.canvas.height);
      if (this.#tree === 'family') this.#drawFamily();
      else this.#drawRooms(now);
    }
    const said = this.#describe();
    if (this.canvas.getAttribute('aria-label') !== said) this.canvas.setAttribute('aria-label', said);
    if (m.liveFlashes(now).length > 0) this.requestDraw();
  }

  // ---- Rooms drawn one by one ----

  #grid(): { s: number; ox: number; oy: number; t: number } {
    const m = this.#model;
    const W = this.canvas.width;
    const H = this.canvas.height;
    const pad = 4 * this.#dpr;
    const s = Math.max(1, Math.floor(Math.min((W - 2 * pad) / m.cols, (H - 2 * pad) / m.rows)));
    const t = Math.max(Math.round(this.#dpr), Math.round(s * 0.11));
    return { s, ox: Math.floor((W - s * m.cols) / 2), oy: Math.floor((H - s * m.rows) / 2), t };
  }

  #drawRooms(now: number): void {
    const m = this.#model;
    const ctx = this.#ctx;
    const { s, ox, oy, t } = this.#grid();
    const { rows, cols, looks, scene } = m;
    const cx = (room: number): number => ox + (room % cols) * s + s / 2;
    const cy = (room: number): number => oy + Math.floor(room / cols) * s + s / 2;

    // Layer 1: room fills (floor first, then only the rooms of another colour; none under the tree).
    ctx.fillStyle = FILL.floor;
    ctx.fillRect(ox, oy, s * cols, s * rows);
    // Rooms grouped by colour, so each colour is set once (fillRect is the canvas's fastest path).
    const byFill = new Map<string, number[]>();
    const marks = this.#tree === 'off';
    for (let room = 0; room < looks.length && marks; room++) {
      const fill = roomFill(looks[room], scene);
      if (fill === FILL.floor) continue;
      let list = byFill.get(fill);
      if (!list) byFill.set(fill, (list = []));
      list.push(room);
    }
    for (const [fill, list] of byFill) {
      ctx.fillStyle = fill;
      for (const room of list) ctx.fillRect(ox + (room % cols) * s, oy + Math.floor(room / cols) * s, s, s);
    }

    // Layer 2: marks drawn as shapes too, so they never rest on colour alone.
    const dot = (room: number, radius: number, fill: string, edge?: string): void => {
      ctx.beginPath();
      ctx.arc(cx(room), cy(room), radius, 0, Math.PI * 2);
      ctx.fillStyle = fill;
      ctx.fill();
      if (edge) {
        ctx.lineWidth = Math.max(1, this.#dpr);
        ctx.strokeStyle = edge;
        ctx.stroke();
      }
    };
    for (let room = 0; room < looks.length && marks; room++) {
      const mark = markOf(looks[room]);
      if (mark === Mark.Frontier) dot(room, s * 0.13, INK.frontier);
      else if (mark === Mark.Thread && scene === 'search') dot(room, s * 0.16, INK.queue, INK.routeEdge);
      else if (mark === Mark.Current && scene === 'frontier') dot(room, s * 0.2, INK.frontier, '#00513b');
      else if (mark === Mark.Route && scene === 'frontier') dot(room, s * 0.22, INK.route, INK.routeEdge);
    }

    // Layer 3: walls, as filled rectangles on whole device pixels (sharp at every zoom).
    const half = Math.floor(t / 2);
    const drawWalls = (): void => {
      ctx.fillStyle = INK.wall;
      for (let room = 0; room < looks.length; room++) {
        const r = Math.floor(room / cols);
        const c = room - r * cols;
        const x = ox + c * s;
        const y = oy + r * s;
        if (c + 1 < cols && !(looks[room] & OPEN_RIGHT)) ctx.fillRect(x + s - half, y - half, t, s + t);
        if (r + 1 < rows && !(looks[room] & OPEN_DOWN)) ctx.fillRect(x - half, y + s - half, s + t, t);
      }
      ctx.fillRect(ox - half, oy - half, s * cols + t, t);
      ctx.fillRect(ox - half, oy + s * rows - half, s * cols + t, t);
      ctx.fillRect(ox - half, oy - half, t, s * rows + t);
      ctx.fillRect(ox + s * cols - half, oy - half, t, s * rows + t);
    };

    // A line through the centres of rooms next to each other: each step is a straight bar, drawn
    // as rectangles (an edge, then the colour), which the canvas fills far faster than a stroked path.
    const line = (rooms: Int32Array, width: number, colour: string, edge: string): void => {
      if (rooms.length === 0) return;
      const w = Math.round(width);
      const e = Math.max(1, Math.round(this.#dpr));
      for (const [fill, grow] of [[edge, e], [colour, 0]] as const) {
        ctx.fillStyle = fill;
        const h = w / 2 + grow;
        for (let i = 0; i < rooms.length; i++) {
          const a = rooms[i];
          const b = i + 1 < rooms.length ? rooms[i + 1] : a;
          const x0 = Math.min(cx(a), cx(b));
          const y0 = Math.min(cy(a), cy(b));
          ctx.fillRect(x0 - h, y0 - h, Math.abs(cx(a) - cx(b)) + 2 * h, Math.abs(cy(a) - cy(b)) + 2 * h);
        }
      }
    };

    if (this.#tree === 'over') {
      drawWalls();
      this.#drawTreeOver(s, cx, cy);
      if (m.route.length > 0) line(m.route, Math.max(2, s * 0.22), INK.route, INK.routeEdge);
      this.#drawTreeDots(s, cx, cy);
    } else {
      drawWalls();
      // Layer 4: the thread (amber) or the loose walk (purple), and the way out (blue).
      const width = Math.max(2, s * 0.28);
      if (scene === 'walk') line(m.thread, width, INK.thread, INK.threadEdge);
      if (scene === 'wilson') line(m.thread, width, INK.loose, INK.looseEdge);
      if (m.route.length > 0) {
        line(m.route, width, INK.route, INK.routeEdge);
        dot(m.route[0], width * 0.75, INK.route, '#ffffff');
        dot(m.route[m.route.length - 1], width * 0.75, INK.route, '#ffffff');
      }
      if (scene === 'search' && m.route.length === 0) {
        // Where the search starts and where it is heading.
        for (const room of [0, m.rooms - 1]) {
          ctx.beginPath();
          ctx.arc(cx(room), cy(room), s * 0.3, 0, Math.PI * 2);
          ctx.lineWidth = Math.max(2 * this.#dpr, s * 0.07);
          ctx.strokeStyle = INK.route;
          ctx.stroke();
        }
      }
      const head = m.thread.length > 0 && (scene === 'walk' || scene === 'wilson') ? m.thread[m.thread.length - 1] : -1;
      if (head >= 0) dot(head, width * 0.8, scene === 'walk' ? INK.threadEdge : INK.looseEdge, '#ffffff');
    }

    // Layer 5: walls left standing flash red, then fade.
    for (const f of m.liveFlashes(now)) {
      // Bright for most of its time, then fading; a thin white edge keeps it clear on dark walls.
      const left = Math.max(0, (f.until - now) / FLASH_MS);
      const a = Math.min(f.a, f.b);
      const b = Math.max(f.a, f.b);
      const r = Math.floor(a / cols);
      const c = a - r * cols;
      const thick = Math.round(Math.max(4 * this.#dpr, t * 2.6));
      let x: number, y: number, w: number, h: number;
      if (b === a + 1) [x, y, w, h] = [ox + (c + 1) * s - thick / 2, oy + r * s - thick / 4, thick, s + thick / 2];
      else [x, y, w, h] = [ox + c * s - thick / 4, oy + (r + 1) * s - thick / 2, s + thick / 2, thick];
      ctx.globalAlpha = Math.min(1, left / 0.35);
      ctx.fillStyle = INK.refused;
      ctx.fillRect(x, y, w, h);
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = Math.max(1, this.#dpr);
      ctx.strokeRect(x, y, w, h);
      ctx.globalAlpha = 1;
    }
  }

  #drawTreeOver(s: number, cx: (room: number) => number, cy: (room: number) => number): void {
    const m = this.#model;
    const ctx = this.#ctx;
    const { ox, oy } = this.#grid();
    // A veil over the maze, so the tree stands out from the walls.
    ctx.fillStyle = 'rgba(255, 255, 255, 0.62)';
    ctx.fillRect(ox, oy, s * m.cols, s * m.rows);
    const edges = new Path2D();
    for (let room = 0; room < m.looks.length; room++) {
      if (m.looks[room] & OPEN_RIGHT) {
        edges.moveTo(cx(room), cy(room));
        edges.lineTo(cx(room + 1), cy(room + 1));
      }
      if (m.looks[room] & OPEN_DOWN) {
        edges.moveTo(cx(room), cy(room));
        edges.lineTo(cx(room + m.cols), cy(room + m.cols));
      }
    }
    ctx.lineCap = 'round';
    ctx.strokeStyle = INK.tree;
    ctx.lineWidth = Math.max(1.5 * this.#dpr, s * 0.07);
    ctx.stroke(edges);
  }

  #drawTreeDots(s: number, cx: (room: number) => number, cy: (room: number) => number): void {
    const ctx = this.#ctx;
    const dots = new Path2D();
    const radius = Math.max(1.5 * this.#dpr, s * 0.12);
    for (let room = 1; room < this.#model.looks.length; room++) {
      dots.moveTo(cx(room) + radius, cy(room));
      dots.arc(cx(room), cy(room), radius, 0, Math.PI * 2);
    }
    ctx.fillStyle = INK.tree;
    ctx.fill(dots);
    // The root: the way in.
    ctx.beginPath();
    ctx.arc(cx(0), cy(0), radius * 1.6, 0, Math.PI * 2);
    ctx.fillStyle = INK.treeRoot;
    ctx.fill();
    ctx.lineWidth = Math.max(1, this.#dpr);
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
  }

  // ---- The same tree, hung from the way in like a family tree ----

  #drawFamily(): void {
    const m = this.#model;
    const ctx = this.#ctx;
    const dpr = this.#dpr;
    if (!this.#family || this.#family.version !== m.version) this.#family = { version: m.version, tree: familyTree(m.looks, m.rows, m.cols) };
    const tree = this.#family.tree;
    const W = this.canvas.width;
    const H = this.canvas.height;
    const left = 58 * dpr;
    const right = 16 * dpr;
    const top = 34 * dpr;
    const bottom = 30 * dpr;
    const innerW = W - left - right;
    const innerH = H - top - bottom;
    const gapX = tree.leaves > 1 ? innerW / (tree.leaves - 1) : innerW;
    const gapY = tree.levels > 1 ? innerH / (tree.levels - 1) : innerH;
    const px = (room: number): number => left + (tree.leaves > 1 ? tree.x[room] * gapX : innerW / 2);
    const py = (room: number): number => top + tree.depth[room] * gapY;
    const onRoute = new Uint8Array(m.rooms);
    for (const room of m.route) onRoute[room] = 1;

    // Steps from the way in, down the left side.
    ctx.fillStyle = '#4f5662';
    ctx.font = `${12 * dpr}px system-ui, sans-serif`;
    ctx.textAlign = 'right';
    ctx.textBaseline = 'middle';
    const every = tree.levels > 60 ? 20 : tree.levels > 25 ? 10 : 5;
    ctx.strokeStyle = '#ece9e1';
    ctx.lineWidth = dpr;
    for (let d = 0; d < tree.levels; d += every) {
      const y = top + d * gapY;
      ctx.fillText(String(d), left - 8 * dpr, y);
      ctx.beginPath();
      ctx.moveTo(left - 4 * dpr, y);
      ctx.lineTo(W - right, y);
      ctx.stroke();
    }
    ctx.save();
    ctx.translate(10 * dpr, top + innerH / 2);
    ctx.rotate(-Math.PI / 2);
    ctx.textAlign = 'center';
    ctx.fillText('steps from the way in', 0, 0);
    ctx.restore();

    // Elbow lines from each parent to its children: a bar under the parent, a drop to each child.
    const plain = new Path2D();
    const route = new Path2D();
    for (const room of tree.order) {
      const p = tree.parent[room];
      if (p < 0) continue;
      const path = onRoute[room] && onRoute[p] ? route : plain;
      const mid = py(p) + gapY / 2;
      path.moveTo(px(p), py(p));
      path.lineTo(px(p), mid);
      path.lineTo(px(room), mid);
      path.lineTo(px(room), py(room));
    }
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    ctx.strokeStyle = INK.tree;
    ctx.lineWidth = Math.max(dpr, Math.min(2 * dpr, gapX * 0.15));
    ctx.stroke(plain);
    ctx.strokeStyle = INK.route;
    ctx.lineWidth = Math.max(2.5 * dpr, Math.min(5 * dpr, gapX * 0.35));
    ctx.stroke(route);

    const radius = Math.max(1.5 * dpr, Math.min(5 * dpr, gapX * 0.3, gapY * 0.35));
    const dots = new Path2D();
    const routeDots = new Path2D();
    for (const room of tree.order) {
      const path = onRoute[room] ? routeDots : dots;
      path.moveTo(px(room) + radius, py(room));
      path.arc(px(room), py(room), radius, 0, Math.PI * 2);
    }
    ctx.fillStyle = INK.tree;
    ctx.fill(dots);
    ctx.fillStyle = INK.route;
    ctx.fill(routeDots);

    ctx.font = `600 ${13 * dpr}px system-ui, sans-serif`;
    ctx.textBaseline = 'bottom';
    ctx.textAlign = 'center';
    ctx.fillStyle = '#1f2328';
    ctx.fillText('way in', px(0), py(0) - radius - 4 * dpr);
    const out = m.rooms - 1;
    if (tree.depth[out] > 0) {
      // Beside the room, on the side with more space, so it never sits on the rooms below.
      const rightSide = px(out) < left + innerW * 0.8;
      ctx.textAlign = rightSide ? 'left' : 'right';
      ctx.textBaseline = 'middle';
      ctx.fillText('way out', px(out) + (rightSide ? 1 : -1) * (radius + 6 * dpr), py(out));
    }
    const cut = m.rooms - tree.order.length;
    if (cut > 0) {
      ctx.textAlign = 'left';
      ctx.textBaseline = 'bottom';
      ctx.font = `${12 * dpr}px system-ui, sans-serif`;
      ctx.fillStyle = '#4f5662';
      ctx.fillText(`${cut} room${cut === 1 ? ' is' : 's are'} not joined to the way in yet`, left, H - 6 * dpr);
    }
  }

  // ---- Pixels: flashes, zoom and pan ----

  #pixelFlashes(now: number): void {
    const m = this.#model;
    for (const f of m.liveFlashes(now)) {
      const a = Math.min(f.a, f.b);
      const b = Math.max(f.a, f.b);
      const r = Math.floor(a / m.cols);
      const c = a - r * m.cols;
      const sq = b === a + 1 ? this.#pixels.squareAt(2 * r + 1, 2 * c + 2) : this.#pixels.squareAt(2 * r + 2, 2 * c + 1);
      const size = Math.max(3, sq.size);
      this.#ctx.globalAlpha = Math.max(0.3, (f.until - now) / FLASH_MS);
      this.#ctx.fillStyle = INK.refused;
      this.#ctx.fillRect(sq.x - (size - sq.size) / 2, sq.y - (size - sq.size) / 2, size, size);
      this.#ctx.globalAlpha = 1;
    }
  }

  #listen(): void {
    const stage = this.stage;
    const point = (e: { clientX: number; clientY: number }): { x: number; y: number } => {
      const box = this.canvas.getBoundingClientRect();
      return { x: (e.clientX - box.left) * this.#dpr, y: (e.clientY - box.top) * this.#dpr };
    };
    stage.addEventListener(
      'wheel',
      (e) => {
        if (this.#mode !== 'pixels') return;
        e.preventDefault();
        // Wheels and touchpads send deltas of all sizes: zoom one level for each 60 or so.
        this.#wheel += e.deltaY * (e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1);
        const p = point(e);
        while (Math.abs(this.#wheel) >= 60) {
          this.#pixels.zoomBy(this.#wheel < 0 ? 1.5 : 1 / 1.5, p.x, p.y, this.#model);
          this.#wheel -= Math.sign(this.#wheel) * 60;
        }
        this.requestDraw();
      },
      { passive: false },
    );
    stage.addEventListener('pointerdown', (e) => {
      if (this.#mode !== 'pixels') return;
      stage.setPointerCapture(e.pointerId);
      this.#pointers.set(e.pointerId, point(e));
      this.#pinch = 0;
    });
    stage.addEventListener('pointermove', (e) => {
      const before = this.#pointers.get(e.pointerId);
      if (!before || this.#mode !== 'pixels') return;
      const now = point(e);
      if (this.#pointers.size === 1) {
        this.#pixels.panBy(before.x - now.x, before.y - now.y, this.#model);
      } else if (this.#pointers.size === 2) {
        // Two fingers: zoom by how much farther apart they move.
        const [a, b] = [...this.#pointers.entries()].map(([id, p]) => (id === e.pointerId ? now : p));
        const span = Math.hypot(a.x - b.x, a.y - b.y);
        if (this.#pinch === 0) this.#pinch = span;
        const ratio = span / this.#pinch;
        if (ratio > 1.4 || ratio < 1 / 1.4) {
          this.#pixels.zoomBy(ratio > 1 ? 1.5 : 1 / 1.5, (a.x + b.x) / 2, (a.y + b.y) / 2, this.#model);
          this.#pinch = span;
        }
      }
      this.#pointers.set(e.pointerId, now);
      this.requestDraw();
    });
    const up = (e: PointerEvent): void => {
      this.#pointers.delete(e.pointerId);
      this.#pinch = 0;
    };
    stage.addEventListener('pointerup', up);
    stage.addEventListener('pointercancel', up);
    stage.addEventListener('keydown', (e) => {
      if (this.#mode !== 'pixels' || e.altKey || e.ctrlKey || e.metaKey) return;
      const stepX = this.canvas.width * 0.15;
      const stepY = this.canvas.height * 0.15;
      const moves: Record<string, () => void> = {
        ArrowLeft: () => this.#pixels.panBy(-stepX, 0, this.#model),
        ArrowRight: () => this.#pixels.panBy(stepX, 0, this.#model),
        ArrowUp: () => this.#pixels.panBy(0, -stepY, this.#model),
        ArrowDown: () => this.#pixels.panBy(0, stepY, this.#model),
        '+': () => this.zoomIn(),
        '=': () => this.zoomIn(),
        '-': () => this.zoomOut(),
        _: () => this.zoomOut(),
        '0': () => this.fit(),
      };
      const move = moves[e.key];
      if (!move) return;
      e.preventDefault();
      move();
      this.requestDraw();
    });
  }
}
