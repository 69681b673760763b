// main.ts: the lesson's main board: the maze with Step, Grow a maze, Random walls, Way out and Tree beside it; Maze settings, More views and Take it home one press away; links in the address.
import { BoardLinks } from '../home/links';
import { takeHomeGroup } from '../home/take_home';
import { MyMakeMaze, savedMine } from '../mine/my_make_maze';
import { addPlay } from './add_play';
import { Predictions } from '../ask/ask';
import { MaskMaker } from '../mask/mask_maker';
import { nextOwnMazeSeed } from '../../student/kept';
import { type Board, makeBoard } from './board';

export function mountMain(host: HTMLElement): Board {
  let mine: MyMakeMaze | null = null;
  const asking: { questions: Predictions | null } = { questions: null };
  const board = makeBoard(host, {
    buttons: ['step', 'grow', 'randomWalls', 'pause', 'wayOut', 'tree', 'play'],
    timeline: true,
    settings: ['rows', 'cols', 'seed', 'method', 'shape', 'braid', 'speed', 'mine'],
    views: true,
    text: true,
    start: { mine: savedMine() },
    top: () => host.closest('section')?.querySelector('h2') ?? null,
    ownSeed: nextOwnMazeSeed,
    actions: (b) => {
      mine = new MyMakeMaze(b.controls, b.model, b.settings, b.status, b.focusProblem);
      const m = mine;
      // The board asks before it shows: a guess first, then the answer (see ../ask/).
      const a = (asking.questions = new Predictions(b.controls, b.model, b.view));
      return {
        step: () => a.beforeStep(() => b.controls.step()),
        // Grow a maze asks the student's make_maze when Use my make_maze is on.
        grow: () => (m.on ? m.grow() : a.beforeGrow(() => b.controls.grow())),
        wayOut: () => a.beforeWayOut(() => b.controls.wayOut()),
        moved: (state) => {
          a.moved(state);
          if (state !== 'asking') m.drop();
        },
      };
    },
  });
  // The questions sit under the status, where the answers are said.
  if (asking.questions) {
    board.status.root.after(asking.questions.root);
    board.root.querySelector('details[data-group="Maze settings"] .board-group-body, details[data-group="Maze settings"]')?.append(asking.questions.switch);
  }
  addPlay(board);
  // The parts one press away (the mask maker in Maze settings, Take it home) and the link in the
  // address in the next task: the board is drawn first, in a task of its own.
  setTimeout(() => finish(board, host), 0);
  return board;
}

/** The board's parts behind a press, and last, once every button works, the maze a link in the address asks for. */
function finish(board: Board, host: HTMLElement): void {
  const { controls: c, model, settings, views, status } = board;
  // Mask: its three ways to make one, under the Shape radios.
  const shapes = board.root.querySelector('details[data-group="Maze settings"] .board-shapes');
  shapes?.after(new MaskMaker(settings, board.view.stage).root);
  const links = new BoardLinks({ controls: c, model, settings, views, say: (text) => status.say(text) });
  board.side.append(
    takeHomeGroup({
      links,
      // Take the maze home: what the board shows, drawn by the engine.
      now: () => c.driver && (c.driver.kind === 'page' || model.scene !== 'blank') && { shape: model.shape, rows: model.rows, cols: model.cols, grown: c.grown, route: model.scene === 'search' && !model.busy, svg: (r: boolean) => c.driver!.svg(r), tiled: () => c.driver!.tiled() },
      // A worksheet of mazes like the one on the board, or like the settings.
      worksheet: () => {
        const base = c.grown ?? settings.ready();
        return base && { ...base, maskWord: settings.value.maskWord };
      },
    }),
  );
  // A challenge's "Put this maze on the board" comes here, and the board's section comes into view.
  window.addEventListener('maze:show', (event) => {
    void board.show((event as CustomEvent<{ picture?: unknown }>).detail?.picture).then(() => {
      const calm = matchMedia('(prefers-reduced-motion: reduce)').matches;
      (host.closest('section') ?? host).scrollIntoView({ behavior: calm ? 'auto' : 'smooth', block: 'start' });
    });
  });
  // A link in the lesson's text that names a group ("Maze settings") opens it and brings the board into view.
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[data-board-group]');
    const details = link && board.root.querySelector<HTMLDetailsElement>(`details[data-group="${link.getAttribute('data-board-group')}"]`);
    if (!details) return;
    event.preventDefault();
    details.open = true;
    const calm = matchMedia('(prefers-reduced-motion: reduce)').matches;
    details.scrollIntoView({ behavior: calm ? 'auto' : 'smooth', block: 'nearest' });
    details.querySelector('summary')?.focus({ preventScroll: true });
  });
}
