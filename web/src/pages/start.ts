// start.ts: what every page of the lesson does as it starts: its top board first, then the rest of
// the page one part a task; the editors on the student's first input, Python once the board is drawn and the browser is idle.
import { isolate } from '../isolation';
import { currentProgram, lessonPrograms } from '../common/current';
import { engineModule, loadEngine } from 'maze-engine/engine';
import { python } from '../python/client';
import { loadEditors } from '../lesson/lazy_editor';
import { programMounts } from '../lesson/program_view';
import { lessonSources, pagePrograms } from '../lesson/program_sources';
import { boardDrawn, firstInput, idle, oneATask } from '../when';
import { keepLinkedPlaces } from '../linked_place';
import { guessMounts } from './guess';
import './pages.css';
// The styles of the parts made after the page starts (a board's groups, Play, the help, the labs)
// come with the page's own: a stylesheet added later makes the browser lay the whole page out again.
import '../board/ask/ask.css';
import '../board/play/play.css';
import '../board/home/worksheet.css';
import '../board/mask/mask.css';
import '../board/robot/robot.css';
import '../lesson/help/help.css';
import '../lab/lab.css';
import '../more_ways/more_ways.css';

export interface PageParts {
  /** The board at the top of the page, made at once. */
  top: () => void;
  /** The page's own parts after its programs, one a task once the board is drawn (a lab, a table). */
  later?: (() => void)[];
}

/** How long after the board is drawn, with the browser idle, Python starts loading in the background. */
const PYTHON_AFTER_MS = 3000;
/** How long after the board is drawn CodeMirror loads if the student has not touched the page. */
const EDITORS_LATEST_MS = 8000;

export function startPage({ top, later = [] }: PageParts): void {
  // First of all: on a host without isolation headers, the page's service worker adds them (one reload).
  const reloading = isolate();

  // A link to a place in the page stays there while the parts above it are made.
  keepLinkedPlaces();

  // The engine starts downloading and compiling now, while the board's own code loads.
  engineModule().catch(() => undefined); // the board says so if it fails

  try {
    top();
  } catch (error) {
    console.warn(error); // the rest of the page still works without its board
  }

  // Each guess asked before its answer shows (the answers are hidden in the page until then; kept
  // guesses show theirs at once), one a task, so that the first task (the page's code and its board) stays short.
  oneATask(guessMounts());

  // Only the programs this page shows are fetched (none on a page without programs).
  const names = pagePrograms();
  const programs = names.length > 0 ? lessonSources(names) : Promise.resolve({});
  void programs.then(lessonPrograms);

  // The rest of the page once the board is drawn, one part a task (a program, a lab), so that no
  // long task holds the board or the student up.
  void boardDrawn(4_000).then(() =>
    programs.then(
      (found) => oneATask([...programMounts(found), ...later]),
      () => oneATask(later), // without its programs, the page's other parts still come
    ),
  );

  // CodeMirror, for the programs' editors, on the student's first input (or when an editor comes
  // near the view, or after a while): not while the page is still starting.
  void boardDrawn(20_000)
    .then(() => firstInput(EDITORS_LATEST_MS))
    .then(idle)
    .then(loadEditors)
    .catch(() => undefined); // an editor asks again when it needs one

  // Python (13 MB) warms up while the student reads, so the first Run finds it ready: a few seconds
  // after the board is drawn, when the browser is idle; only on a page with programs, and not
  // while the page is about to reload itself to become isolated.
  if (document.querySelector('[data-program]')) {
    void boardDrawn(20_000)
      .then(() => new Promise((resolve) => setTimeout(resolve, PYTHON_AFTER_MS)))
      .then(idle)
      .then(() => reloading)
      .then((soon) => soon || python.preload());
  }

  // Read by the page's own tests: load and interrupt times, whether the page is isolated,
  // the bytes the engine (one instance, shared by the board and the checkers) has in use, and a
  // program's whole text as its editor holds it (the editor draws only the lines near the view).
  (window as unknown as { mazeLesson: unknown }).mazeLesson = {
    python,
    program: (name: string): string | null => currentProgram(name),
    engineHeap: (): Promise<number> => loadEngine().then((engine) => engine.heapInUse()),
  };
}
