// board.ts: a board made of the parts it needs: the maze and, beside it or under it, the lesson's buttons, the timeline and the status area; then the groups a board asks for.
import type { Buttons, ButtonName } from '../panel/buttons';
import { lessonButtons } from '../panel/buttons';
import { el } from '../panel/dom';
import { Legend, linesFor } from '../panel/legend';
import { type SettingName, settingsGroup } from '../panel/settings_group';
import { Status } from '../panel/status';
import { TextView } from '../panel/text_view';
import { Timeline } from '../panel/timeline';
import { viewsGroup, zoomRow } from '../panel/views_group';
import { BoardView } from '../draw/view';
import { BoardControls } from '../run/controls';
import type { Scene } from '../state/looks';
import type { LegendLine } from '../state/methods';
import { BoardModel } from '../state/model';
import { count } from '../../common/numbers';
import { type BoardSettings, Settings } from '../state/settings';
import { Store } from '../state/store';
import { type BoardViews, NO_VIEWS, nextTree } from '../state/views';

/** Wider than this (CSS pixels), a board puts its buttons beside the maze (board.css's container query says the same). */
export const SIDE_BY_SIDE = 832;

/** What a board is made of. */
export interface BoardSpec {
  /** The lesson's buttons on this board. */
  buttons: readonly ButtonName[];
  /** Step back and the Timeline. */
  timeline: boolean;
  /** The group Maze settings, with these settings (none: no group). */
  settings: readonly SettingName[];
  /** The group More views (Distance, and Show as text when `text`). */
  views: boolean;
  text: boolean;
  /** The settings the board starts with. */
  start?: Partial<BoardSettings>;
  /** The legend's lines for what the board shows (the usual: the method's and the views'). */
  legend?: (scene: Scene, views: Readonly<BoardViews>) => LegendLine[];
  /** Step and Grow a maze do this instead (the Step 2 board plays back the student's make_maze). */
  actions?: (board: Board) => { step(): unknown; grow(): unknown; wayOut?(): unknown; moved(state: BoardControls['state']): void };
  /** The element whose top is at the top of the window when the board is looked at (its section's heading). */
  top?: () => Element | null;
  /** A student's own seed for each new maze when Seed is empty (see ../../student/). */
  ownSeed?: () => string | null;
}

/** A board on the page, for the parts that add to it. */
export interface Board {
  root: HTMLElement;
  /** The column of controls: parts add their rows and groups here. */
  side: HTMLElement;
  model: BoardModel;
  settings: Settings;
  views: Store<BoardViews>;
  controls: BoardControls;
  view: BoardView;
  status: Status;
  buttons: Buttons;
  /** Open Maze settings at the first box with a problem. */
  focusProblem(): void;
  /** The student's own seed for a new maze when Seed is empty, or null. */
  ownSeed(): string | null;
  /** Put a picture on this board (a challenge's maze); says on the board what went wrong, if anything. */
  show(picture: unknown): Promise<void>;
}

export function makeBoard(host: HTMLElement, spec: BoardSpec): Board {
  const model = new BoardModel();
  const settings = new Settings(spec.start);
  const views = new Store<BoardViews>(NO_VIEWS);
  let controls: BoardControls | null = null;
  const status = new Status(model, () => controls?.describing ?? false, () => controls?.state === 'growing');
  let fix = (): void => undefined;
  controls = new BoardControls(model, settings, { say: (text) => status.say(text), seed: (seed, typed) => status.seed(seed, typed), fix: () => fix() }, spec.ownSeed);
  const c = controls;

  const stage = el('div', { class: 'board-stage' });
  const side = el('div', { class: 'board-side' });
  const root = el('div', { class: 'board' }, el('div', { class: 'board-main' }, stage), side);
  host.classList.add('board-host');
  host.append(root);

  let board: Board | null = null;
  const actions = spec.actions ? () => board && spec.actions!(board) : null;
  let acts: ReturnType<NonNullable<BoardSpec['actions']>> | null = null;
  const buttons = lessonButtons(spec.buttons, (name) => press(name));
  const timeline = spec.timeline ? new Timeline(model, (k) => c.seek(k), () => c.state !== 'asking') : null;
  side.append(buttons.root);
  if (timeline) side.append(timeline.root);
  side.append(status.root);

  // Made before the view, which says at once whether its maze can be looked around.
  const zoom = zoomRow({ zoomIn: () => view.zoomIn(), zoomOut: () => view.zoomOut(), fit: () => view.fit() });
  stage.after(zoom);
  // The page's first board fits in the window under everything above it (the title, the first sentence).
  const view: BoardView = new BoardView(stage, model, (mode, looking) => {
    zoom.hidden = !looking;
    if (mode === 'pixels' && views.value.tree !== 'off') views.set({ tree: 'off' });
  }, () => room(root, side, root.closest('.first-board') ? document.body : (spec.top?.() ?? root), [buttons.root, timeline?.root, status.root]));
  // Big mazes' Distance view is drawn by the driver (in the worker), which has the maze.
  view.pixels.distanceFrom = (ask) => c.driver?.distance(ask) ?? Promise.resolve(null);
  side.append(new Legend(model, views, spec.legend ?? linesFor).root);

  const group = spec.settings.length > 0 ? settingsGroup(settings, spec.settings, status.seedUsed) : null;
  if (group) side.append(group.root);
  const text = spec.text ? new TextView(model, views, () => c.driver?.picture() ?? Promise.resolve([])) : null;
  if (spec.views) side.append(viewsGroup(views, text));

  // The views' rules: the tree needs a dot for every room; Distance colours the maze, so the family tree makes way for it.
  views.subscribe((v, changed) => {
    if (changed.has('tree') && v.tree !== 'off' && !view.treeFits) {
      status.say(`The tree has a dot for every room, so it fits mazes up to ${count(2500)} rooms (like 50 × 50) on a screen this wide.`);
      return views.set({ tree: 'off' });
    }
    if (changed.has('distance') && v.distance && v.tree === 'family') {
      status.say('Distance colours the rooms of the maze, so the family tree went back to the maze.');
      return views.set({ tree: 'off' });
    }
    if (changed.has('tree') && v.tree === 'family' && v.distance) views.set({ distance: false });
    view.tree = v.tree;
    view.distance = v.distance;
    buttons.showTree(v.tree);
    root.classList.toggle('is-distance', v.distance);
  });

  c.onMove = () => {
    const s = c.state;
    acts?.moved(s);
    buttons.showState(s);
    root.dataset.state = s;
    timeline?.refresh();
  };

  const focusProblem = (): void => void group?.focusProblem();
  fix = focusProblem;
  const ownSeed = spec.ownSeed ?? ((): string | null => null);
  board = { root, side, model, settings, views, controls: c, view, status, buttons, focusProblem, ownSeed, show };
  acts = actions?.() ?? null;
  c.onMove();
  return board;

  function press(name: ButtonName): unknown {
    switch (name) {
      case 'step':
        return acts ? acts.step() : c.step();
      case 'grow':
        return acts ? acts.grow() : c.grow();
      case 'randomWalls':
        return c.randomWalls();
      case 'pause':
        return c.pauseOrResume();
      case 'wayOut':
        return acts?.wayOut ? acts.wayOut() : c.wayOut();
      case 'tree':
        return views.set({ tree: nextTree(views.value.tree) });
      case 'play':
        return undefined; // a board with Play wires it (see play/)
    }
  }

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
    status.say(`This maze of ${count(model.rows)} × ${count(model.cols)} rooms came from a challenge. Press Way out or Tree to look at it.`);
  }
}

/** How much of the window the rest takes: above the maze (down from the heading), and under it when the buttons are under it. */
function room(root: HTMLElement, side: HTMLElement, top: Element, under: (HTMLElement | null | undefined)[]): { above: number; below: number } {
  const stage = root.querySelector('.board-stage')!;
  // Where the maze's column stands in the board, not where it is stuck while the page scrolls past (board.css).
  const main = root.querySelector('.board-main')!;
  const stuck = main.getBoundingClientRect().top - root.getBoundingClientRect().top - root.clientTop - (parseFloat(getComputedStyle(root).paddingTop) || 0);
  const above = Math.max(0, stage.getBoundingClientRect().top - stuck - top.getBoundingClientRect().top);
  if (root.clientWidth >= SIDE_BY_SIDE) return { above, below: 0 };
  // The side's rows that must be seen with the maze, and the gap before them.
  const gap = side.getBoundingClientRect().top - stage.getBoundingClientRect().bottom;
  const below = under.reduce((sum, part) => sum + (part?.getBoundingClientRect().height ?? 0), Math.max(0, Math.min(gap, 24)));
  return { above, below: below + 8 };
}
