// section.ts: the "one random choice" section: Rows, Columns, Seed, Step, Grow, Way through?, the line of Python, and the lab.
import { LIMITS, loadEngine, type Engine } from 'maze-engine/engine';
import { BoardPicture } from './draw';
import { Lab } from './lab';
import { TenPrintBoard } from './maker';
import { el } from '../common/dom';
import './tenprint.css';

/** Grow fills a board in about this many frames, whatever its size. */
const GROW_FRAMES = 45;

interface Settings {
  rows: number;
  cols: number;
  seed: string;
}

function field(id: string, label: string, input: HTMLInputElement): { wrap: HTMLElement; input: HTMLInputElement } {
  input.id = id;
  const wrap = el('div', { class: 'tp-field' });
  wrap.append(el('label', { for: id }, label), input);
  return { wrap, input };
}

/** The one line of Python (with its seed and loop) that prints the board drawn from these settings. */
export function pythonLines(rows: number, cols: number, seed: string): string {
  return `import random\nrandom.seed(${seed})\nfor row in range(${rows}):\n    print("".join(random.choice("╱╲") for col in range(${cols})))`;
}

class TenPrintSection {
  #rows = field('tp-rows', 'Rows', el('input', { type: 'number', min: '1', max: String(LIMITS.tenPrintSide), step: '1', value: '10', inputmode: 'numeric' }));
  #cols = field('tp-cols', 'Columns', el('input', { type: 'number', min: '1', max: String(LIMITS.tenPrintSide), step: '1', value: '40', inputmode: 'numeric' }));
  #seed = field('tp-seed', 'Seed', el('input', { type: 'text', value: '2083', inputmode: 'numeric', autocomplete: 'off', spellcheck: 'false' }));
  #stepButton = el('button', { type: 'button' }, 'Step');
  #growButton = el('button', { type: 'button', class: 'primary' }, 'Grow');
  #throughButton = el('button', { type: 'button' }, 'Way through?');
  #status = el('p', { class: 'tp-status', 'aria-live': 'polite' });
  #picture = new BoardPicture();
  #code = el('code');
  #board: TenPrintBoard | null = null;
  #madeFrom = '';
  #frame = 0;
  #engine: Promise<Engine> = loadEngine();
  #loaded: Engine | null = null;

  constructor(root: HTMLElement, labRoot: HTMLElement | null) {
    const settings = el('div', { class: 'tp-settings' });
    settings.append(this.#rows.wrap, this.#cols.wrap, this.#seed.wrap);
    const tools = el('div', { class: 'toolbar' });
    tools.append(this.#stepButton, this.#growButton, this.#throughButton);
    const stage = el('div', { class: 'tp-stage' });
    stage.append(this.#picture.svg);
    const codeNote = el('p', { class: 'tp-code-note' }, 'The same board, from Python:');
    const pre = el('pre', { class: 'tp-code', tabindex: '0', role: 'region', 'aria-label': 'The same board from Python' });
    pre.append(this.#code);
    root.append(settings, tools, this.#status, stage, codeNote, pre);
    this.#picture.describe('The board, not drawn yet.');
    // The board's place, at its size, before the engine comes: nothing below it moves when it is drawn.
    this.#picture.reset(Number(this.#rows.input.value), Number(this.#cols.input.value));
    this.#status.textContent = 'Drawing the board…';

    this.#stepButton.addEventListener('click', () => void this.#act(() => this.#step()));
    this.#growButton.addEventListener('click', () => void this.#act(() => this.#grow()));
    this.#throughButton.addEventListener('click', () => void this.#act(() => this.#wayThrough()));
    for (const f of [this.#rows, this.#cols, this.#seed]) f.input.addEventListener('change', () => void this.#act(() => this.#startAgain()));
    if (labRoot) new Lab(labRoot, () => this.#engine, () => this.#seed.input.value.trim());
    // The first board, grown, once the engine is there.
    void this.#act(() => {
      this.#startAgain();
      this.#board?.finish();
      this.#render('');
      requestAnimationFrame(() => performance.mark('board-ready')); // the page's later parts wait for it (when.ts)
    });
  }

  /** Runs an action once the engine is loaded; a bad setting or a failure is said in the status line. */
  async #act(action: () => void): Promise<void> {
    try {
      this.#loaded = await this.#engine;
      action();
    } catch (error) {
      this.#status.textContent = (error as Error).message;
    }
  }

  #settings(): Settings {
    const side = (f: { input: HTMLInputElement }, what: string): number => {
      const text = f.input.value.trim();
      const n = Number(text);
      const ok = /^\d+$/.test(text) && n >= 1 && n <= LIMITS.tenPrintSide;
      f.input.setAttribute('aria-invalid', String(!ok));
      if (!ok) throw new Error(`${what} must be a whole number from 1 to ${LIMITS.tenPrintSide} (got "${text}")`);
      return n;
    };
    const rows = side(this.#rows, 'Rows'), cols = side(this.#cols, 'Columns');
    const seed = this.#seed.input.value.trim();
    // The engine's sentence, asked once it has loaded (#act waits for it).
    const problem = this.#loaded!.seedProblem(seed);
    this.#seed.input.setAttribute('aria-invalid', String(problem !== null));
    if (problem) throw new Error(`${problem}. Leave it empty for a fresh one.`);
    return { rows, cols, seed };
  }

  /** A blank board from the settings: random.seed(seed) again. */
  #startAgain(): void {
    this.#stopGrowing();
    const s = this.#settings();
    this.#board?.dispose();
    this.#board = null;
    this.#board = new TenPrintBoard(this.#loaded!, s.rows, s.cols, s.seed);
    this.#madeFrom = `${s.rows} ${s.cols} ${s.seed}`;
    this.#picture.reset(s.rows, s.cols);
    this.#code.textContent = pythonLines(s.rows, s.cols, this.#board.seed);
    this.#render('A blank board. Press Step or Grow.');
  }

  /** The board to draw on: a new one if the settings changed or this one is full. */
  #current(): TenPrintBoard {
    const s = this.#settings();
    if (!this.#board || this.#madeFrom !== `${s.rows} ${s.cols} ${s.seed}` || this.#board.done) this.#startAgain();
    return this.#board!;
  }

  #step(): void {
    this.#stopGrowing();
    const board = this.#current();
    const square = board.step();
    const slant = board.slants()[square] === 0 ? '╱' : '╲';
    this.#render(`Square ${square + 1} (row ${Math.floor(square / board.cols)}, column ${square % board.cols}): ${slant}.`);
  }

  #grow(): void {
    this.#stopGrowing();
    const board = this.#current();
    const perFrame = Math.max(1, Math.ceil(board.squares / GROW_FRAMES));
    this.#status.textContent = 'Growing…';
    const frame = (): void => {
      this.#frame = 0;
      if (this.#board !== board) return;
      board.stepMany(perFrame);
      if (board.done) return this.#render('');
      this.#picture.update(board.slants(), board.placed);
      this.#frame = requestAnimationFrame(frame);
    };
    this.#frame = requestAnimationFrame(frame);
  }

  #stopGrowing(): void {
    if (this.#frame) cancelAnimationFrame(this.#frame);
    this.#frame = 0;
  }

  /** Finishes the board, then floods the channels from the top edge and colours those that reach the bottom. */
  #wayThrough(): void {
    this.#stopGrowing();
    const s = this.#settings();
    if (!this.#board || this.#madeFrom !== `${s.rows} ${s.cols} ${s.seed}`) this.#startAgain();
    const board = this.#board!;
    board.finish();
    this.#render('');
    const slants = board.slants();
    const halves = board.waysThrough();
    this.#picture.showThrough(slants, halves);
    const bottom: number[] = [];
    for (let c = 0; c < board.cols; ++c) if (halves[2 * ((board.rows - 1) * board.cols + c) + 1]) bottom.push(c);
    const list = bottom.length === 1 ? `column ${bottom[0]}` : `columns ${bottom.slice(0, -1).join(', ')} and ${bottom[bottom.length - 1]}`;
    const text = bottom.length
      ? `Way through: yes. The coloured channel${bottom.length > 1 ? 's' : ''} from the top reach${bottom.length > 1 ? '' : 'es'} the bottom at ${list} (counted from 0).`
      : 'Way through: no. No channel gets from the top edge to the bottom edge.';
    this.#status.textContent = text;
    this.#picture.describe(`${this.#describe(board)} ${text}`);
  }

  #describe(board: TenPrintBoard): string {
    return `A board of ${board.rows} rows and ${board.cols} columns, ${board.placed} of ${board.squares} squares drawn, seed ${board.seed}.`;
  }

  /** Draws what is new, clears any coloured channels, and says what happened (or how far the board is). */
  #render(message: string): void {
    const board = this.#board;
    if (!board) return;
    const slants = board.slants();
    this.#picture.update(slants, board.placed);
    this.#picture.showThrough(slants, null);
    const text =
      message || (board.done ? `Grown: ${board.squares} squares from seed ${board.seed}. Press Way through? to flood the channels.` : '');
    this.#status.textContent = text || `Squares drawn: ${board.placed} of ${board.squares}.`;
    this.#picture.describe(this.#describe(board));
  }
}

/** Mounts the section on #ten-print-root (and its lab on #ten-print-lab), if the page has them. */
export function mountTenPrint(): void {
  const root = document.getElementById('ten-print-root');
  if (!root) return;
  new TenPrintSection(root, document.getElementById('ten-print-lab'));
}
