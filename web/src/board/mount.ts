// mount.ts: puts the board together: the panel's markup, the model, the views that follow it, and the buttons wired to the controls.
import { BoardControls } from './run/controls';
import { wireDownloads } from './home/download';
import { BoardLinks } from './state/link';
import { pauseButton } from './state/machine';
import { BoardModel } from './state/model';
import { MyMakeMaze } from './mine/my_make_maze';
import { type Panel, buildPanel } from './panel/panel';
import { wireRobot } from './robot/robot_panel';
import { Status, number } from './panel/status';
import { TextView } from './panel/text_view';
import { Timeline } from './panel/timeline';
import { Settings } from './state/settings';
import { BoardView, type TreeMode } from './draw/view';
import { wireWorksheet } from './home/worksheet';

/** A board on the page, for code that adds to it (the Step 2 board). */
export interface Board {
  ui: Panel;
  model: BoardModel;
  controls: BoardControls;
  view: BoardView;
  status: Status;
  typed: Settings;
  /** Put a picture on this board (a challenge's maze); says on the board what went wrong, if anything. */
  show(picture: unknown): Promise<void>;
}

/** What a board does beyond drawing a maze: the page's main board does all of it. */
export interface MountOptions {
  /** The address hash follows this board, and a link rebuilds its maze (one board a page). */
  links?: boolean;
  /** Challenges' "Put this maze on the board" (the window's maze:show event) comes to this board. */
  shows?: boolean;
  /** The "Use my make_maze" switch. */
  mine?: boolean;
  /** Download SVG, Download PNG and Print worksheet (not on the small boards of Step 2 and the challenges). */
  home?: boolean;
  /** Step and Grow a maze do this instead, and hear every move of the board's state (the Step 2 board). */
  actions?: (board: Board) => { step(): unknown; grow(): unknown; moved(state: BoardControls['state']): void };
}

export function mount(root: HTMLElement, options: MountOptions = {}): Board {
  const { links = true, shows = true, mine: withMine = true, home = true } = options;
  const ui = buildPanel();
  if (!withMine) ui.mine.closest('.board-mine')?.remove();
  root.append(ui.root);
  const model = new BoardModel();
  const typed = new Settings(ui);
  let controls: BoardControls | null = null;
  const status = new Status(ui, model, () => controls?.describing ?? false, () => controls?.state === 'growing');
  controls = new BoardControls(ui, model, typed, status);
  const c = controls;
  const view = new BoardView(ui.stage, model, (mode, looking) => {
    ui.zoom.hidden = !looking;
    if (mode === 'pixels' && view.tree !== 'off') setTree('off');
  });
  // Big mazes' Distance view is drawn by the driver (in the worker), which has the maze.
  view.pixels.distanceFrom = (ask) => c.driver?.distance(ask) ?? Promise.resolve(null);
  const timeline = new Timeline(ui, model, (k) => c.seek(k), () => c.state !== 'asking');
  new TextView(ui, model, () => c.driver?.picture() ?? Promise.resolve([]));
  const mine = new MyMakeMaze(ui, c, model, typed, status);

  // The robot and its way out, on the main board only.
  if (!options.actions) wireRobot(ui, model, c, view, status);
  const board: Board = { ui, model, controls: c, view, status, typed, show };
  const actions = options.actions?.(board);

  c.onMove = () => {
    const s = c.state;
    if (s !== 'asking') mine.drop();
    actions?.moved(s);
    const pause = pauseButton(s);
    ui.pause.textContent = pause.label;
    ui.pause.disabled = !pause.enabled;
    ui.root.dataset.state = s;
    timeline.refresh();
  };
  c.onMove();

  const setTree = (mode: TreeMode): void => {
    view.tree = mode;
    ui.tree.setAttribute('aria-pressed', String(mode !== 'off'));
    ui.treeMode.textContent = mode === 'over' ? 'over the maze' : mode === 'family' ? 'as a family tree' : '';
  };
  const cycleTree = (): void => {
    const order: TreeMode[] = ['off', 'over', 'family'];
    const next = order[(order.indexOf(view.tree) + 1) % order.length];
    if (next !== 'off' && !view.treeFits) {
      status.say('The tree has a dot for every room, so it fits mazes up to 2,500 rooms (like 50 × 50) on a screen this wide.');
      return;
    }
    setTree(next);
  };
  const toggleDistance = (): void => {
    view.distance = !view.distance;
    ui.distance.setAttribute('aria-pressed', String(view.distance));
    ui.root.classList.toggle('is-distance', view.distance);
  };

  wire(ui, {
    step: () => (actions ? actions.step() : c.step()),
    grow: () => (actions ? actions.grow() : mine.on ? mine.grow() : c.grow()),
    randomWalls: () => c.randomWalls(),
    wayOut: () => c.wayOut(),
    pause: () => c.pauseOrResume(),
    tree: cycleTree,
    distance: toggleDistance,
    zoomIn: () => view.zoomIn(),
    zoomOut: () => view.zoomOut(),
    zoomFit: () => view.fit(),
  });
  for (const f of [ui.rows, ui.cols]) f.input.addEventListener('input', () => c.reset());
  const shapeChosen = (): void => {
    const shape = typed.shape();
    ui.shapeHint.textContent = SHAPE_HINTS[shape];
    // The student's make_maze draws squares: it is for the square shape only.
    ui.mine.disabled = shape !== 'square';
    if (shape !== 'square' && mine.on) ui.mine.click();
  };
  for (const input of ui.shapes.values())
    input.addEventListener('change', () => {
      shapeChosen();
      c.reset();
    });
  shapeChosen();
  ui.seed.input.addEventListener('input', () => typed.seed());
  ui.speed.addEventListener('input', () => c.setSpeed(Number(ui.speed.value), true));
  if (shows) window.addEventListener('maze:show', (event) => void show((event as CustomEvent<{ picture?: unknown }>).detail?.picture));
  // Take the maze home: what the board shows, drawn by the engine; a worksheet of mazes like it.
  if (!home) ui.svgButton.closest('.board-home')?.remove();
  else wireDownloads(ui, () => c.driver && (c.driver.kind === 'page' || model.scene !== 'blank') && { shape: model.shape, rows: model.rows, cols: model.cols, grown: c.grown, route: model.scene === 'search' && !model.busy, svg: (r: boolean) => c.driver!.svg(r) });
  if (home) wireWorksheet(ui, () => c.grown ?? (typed.ready() && { ...typed.ready()!, method: c.method() }));
  // Last, once every button works: a link in the address rebuilds its maze.
  if (links) new BoardLinks({ ui, controls: c, model, status, tree: () => view.tree });
  return board;

  /** A picture sent by a challenge's "Put this maze on the board". */
  async function show(picture: unknown): Promise<void> {
    if (!Array.isArray(picture) || !picture.every((line) => typeof line === 'string')) {
      status.say('That maze could not go on the board: it is not a list of lines of text.');
      return;
    }
    const lines = picture as string[];
    const rooms = Math.floor((lines.length - 1) / 2) * Math.floor(((lines[0]?.length ?? 1) - 1) / 2);
    const tooBig = BoardControls.tooBig(rooms);
    if (tooBig) return status.say(tooBig);
    const failed = await c.load(lines);
    if (failed) return status.say(`That maze could not go on the board: ${failed}`);
    status.say(`This maze of ${number(model.rows)} × ${number(model.cols)} rooms came from a challenge. Press Way out or Tree to look at it.`);
    const calm = matchMedia('(prefers-reduced-motion: reduce)').matches;
    // The main board's section comes into view; a small board beside a test just makes sure it is seen.
    if (shows) (ui.root.closest('section') ?? ui.root).scrollIntoView({ behavior: calm ? 'auto' : 'smooth', block: 'start' });
    else ui.root.scrollIntoView({ behavior: calm ? 'auto' : 'smooth', block: 'nearest' });
  }
}

/** A line under the Shape radios for each shape. */
const SHAPE_HINTS = {
  square: '',
  hex: 'Six neighbours a room: the walk can turn six ways.',
  triangle: 'Three neighbours a room: fewer ways to turn.',
  circle: 'Rows are rings round the middle; Columns are the rooms of the inner ring. Rings further out split their rooms in two when they get too wide.',
  voronoi: 'Each room is the patch of floor nearest to one random point. The seed picks the points.',
} as const;

type Buttons = 'step' | 'grow' | 'randomWalls' | 'wayOut' | 'pause' | 'tree' | 'distance' | 'zoomIn' | 'zoomOut' | 'zoomFit';

function wire(ui: Panel, actions: Record<Buttons, () => unknown>): void {
  for (const [name, act] of Object.entries(actions) as [Buttons, () => unknown][]) ui[name].addEventListener('click', () => void act());
}
