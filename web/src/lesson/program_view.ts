// One runnable program on the page: editor, Run/Stop/Reset, printed output, pictures, and for challenges the checker.
import { python, type JobHandle, type Outcome, type Phase } from '../python/client';
import { explainOutcome, type Explanation } from '../python/explain';
import { showDrawing } from '../python/picture';
import type { Drawing } from '../python/protocol';
import { ownSeed } from '../student/kept';
import { CHALLENGES, type ChallengeSpec } from './challenges';
import { shareProgram } from '../common/current';
import { confirmInPage } from './dialog';
import { LazyEditor } from './lazy_editor';
import { TestPrints, printedBox, showFailures, withMaze } from './failures';
import { blockedExplanation, summarise } from './grade';
import type { LessonProgram } from './programs';
import { loadProgram, loadStars, saveProgram, saveStar } from '../common/storage';
import { freshSeed, makeTestMazes, type ChallengeName, type TestMaze } from './test_mazes';
import { HelpBox } from './help/help_box';
import { notePass } from './help/kept';
import { button, element } from './dom';

const PHASE_WORDS: Record<Phase, string> = {
  waiting: 'Waiting for another program to finish…',
  loading: 'Loading Python… (the first time takes a few seconds)',
  running: 'Running…',
  testing: 'Checking…',
  stopping: 'Stopping…',
};

function seconds(ms: number): string {
  return ms < 100 ? 'under 0.1 s' : `${(ms / 1000).toFixed(1)} s`;
}

class ProgramView {
  private editor: LazyEditor;
  private runButton = button('Run', 'primary');
  private stopButton = button('Stop');
  private resetButton = button('Reset');
  private checkButton: HTMLButtonElement | null = null;
  private state = element('p', 'run-state');
  private output = element('div', 'output');
  private printed: HTMLPreElement | null = null;
  private pictures = element('div', 'pictures');
  private status: HTMLElement | null = null;
  private results: HTMLElement | null = null;
  private job: JobHandle | null = null;
  private busy = false;
  private stopPlaying: (() => void)[] = [];
  private pendingText = '';
  private pendingFrame = 0;
  /** During a check: the test now running (-1 between tests), and what each test printed. */
  private testNow = -1;
  private prints = new TestPrints();
  /** A check's result is on show (its line and its failed tests), until the program is changed or run. */
  private resultShown = false;
  private checkedSeed = '';
  private help: HelpBox | null = null;
  /** "Try this maze" changes the program but keeps the failed tests in reach: through edits and Runs, until the next check. */
  private keepResult = false;
  private triedMaze = false;

  constructor(private host: HTMLElement, private spec: LessonProgram, private challenge: ChallengeSpec | null) {
    const { name } = spec;
    const wrap = element('div', 'editor-wrap');
    this.editor = new LazyEditor(wrap, {
      doc: loadProgram(name) ?? spec.source,
      label: `Program: ${name}`,
      onChange: (text) => {
        saveProgram(name, text, spec.source);
        this.clearResult();
      },
      onRun: () => void this.run(),
    });
    shareProgram(name, () => this.code);
    // Load progress or Start again changed what is kept: the editor and the challenge's line show it.
    window.addEventListener('progress:replaced', () => {
      const kept = loadProgram(name) ?? spec.source;
      if (kept !== this.code) this.editor.setText(kept);
      if (this.status && challenge && !this.busy) this.status.textContent = starWords(challenge);
    });
    // A star given from a loaded file (once its code passed again) shows on the challenge's line.
    window.addEventListener('stars:changed', () => {
      if (this.status && challenge && !this.busy && !this.resultShown) this.status.textContent = starWords(challenge);
    });

    const tools = element('div', 'toolbar');
    this.stopButton.disabled = true;
    tools.append(this.runButton, this.stopButton, this.resetButton);
    if (challenge) {
      this.checkButton = button('Check my program', 'check');
      tools.append(this.checkButton);
    }
    this.state.setAttribute('aria-live', 'polite');
    tools.append(this.state);

    this.output.setAttribute('role', 'log');
    this.output.setAttribute('aria-live', 'polite');
    this.output.setAttribute('aria-label', `Output: ${name}`);
    this.output.tabIndex = 0;

    const hint = element('p', 'editor-hint for-keys', 'Ctrl+Enter runs the program. In the editor, Tab indents; press Esc, then Tab, to move on.');
    host.append(wrap, hint, tools, this.output, this.pictures);

    if (challenge) {
      this.status = element('div', 'check-status');
      this.status.setAttribute('role', 'status');
      this.results = element('div', 'test-results');
      this.help = new HelpBox(challenge.name as ChallengeName, { putProgram: (code) => this.editor.setText(code) });
      host.append(this.status, this.results, this.help.root);
      // The live region is there from the start, so screen readers announce its first result.
      this.status.textContent = starWords(challenge);
      this.checkButton!.addEventListener('click', () => void this.check());
    }

    this.runButton.addEventListener('click', () => void this.run());
    this.stopButton.addEventListener('click', () => this.job?.stop());
    this.resetButton.addEventListener('click', () => void this.reset());
  }

  private get code(): string {
    return this.editor.text;
  }

  private setBusy(busy: boolean): void {
    this.busy = busy;
    this.runButton.disabled = busy;
    this.stopButton.disabled = !busy;
    if (this.checkButton) this.checkButton.disabled = busy;
    this.host.toggleAttribute('data-busy', busy);
  }

  private clearOutput(): void {
    this.output.replaceChildren();
    this.printed = null;
    this.pendingText = '';
    this.stopPlaying.forEach((stop) => stop());
    this.stopPlaying = [];
    this.pictures.replaceChildren();
    this.prints.clear();
    this.testNow = -1;
    this.editor.markErrorLine(null);
  }

  /** Printed text is gathered and added once a frame, so a print loop cannot freeze the page. */
  private print(text: string, stream: 'out' | 'err'): void {
    if (stream === 'err') {
      this.flushPrinted();
      this.ensurePrinted().append(element('span', 'stderr', text));
      return;
    }
    this.pendingText += text;
    if (!this.pendingFrame) this.pendingFrame = requestAnimationFrame(() => this.flushPrinted());
  }

  private ensurePrinted(): HTMLPreElement {
    if (!this.printed) {
      this.printed = element('pre', 'printed');
      this.output.prepend(this.printed);
    }
    return this.printed;
  }

  private flushPrinted(): void {
    if (this.pendingFrame) cancelAnimationFrame(this.pendingFrame);
    this.pendingFrame = 0;
    if (!this.pendingText) return;
    const pre = this.ensurePrinted();
    const atBottom = this.output.scrollHeight - this.output.scrollTop - this.output.clientHeight < 24;
    pre.append(this.pendingText);
    this.pendingText = '';
    if (atBottom) this.output.scrollTop = this.output.scrollHeight;
  }

  private note(text: string): void {
    this.flushPrinted();
    this.output.append(element('p', 'output-note', text));
  }

  private showProblem(explanation: Explanation): void {
    this.flushPrinted();
    const box = element('div', 'problem');
    box.append(element('p', 'problem-title', explanation.title));
    if (explanation.advice) box.append(element('p', 'problem-advice', explanation.advice));
    if (explanation.code) box.append(element('pre', 'problem-code', explanation.code));
    if (explanation.python) {
      const said = element('p', 'problem-python');
      said.append('Python says: ', element('code', '', explanation.python));
      box.append(said);
    }
    this.output.append(box);
    this.keepInView(box);
    this.editor.markErrorLine(explanation.line ?? null);
  }

  /** After long output, the explanation at its end is what the student needs to see. */
  private keepInView(box: HTMLElement): void {
    this.output.scrollTop = this.output.scrollHeight;
    const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    box.scrollIntoView({ behavior: calm ? 'auto' : 'smooth', block: 'nearest' });
  }

  private draw(drawing: Drawing): void {
    const label = drawing.kind === 'frames' ? `Pictures from ${this.spec.name}` : `Picture from ${this.spec.name}`;
    this.stopPlaying.push(showDrawing(this.pictures, drawing, label));
  }

  private callbacks() {
    return {
      onPhase: (phase: Phase) => (this.state.textContent = PHASE_WORDS[phase]),
      onOutput: (text: string, stream: 'out' | 'err') => this.print(text, stream),
      onTruncated: () => this.note('… more was printed than fits here, so the rest is not shown (at most 2,000 lines).'),
      onDraw: (drawing: Drawing) => this.draw(drawing),
    };
  }

  private finishWords(outcome: Outcome): string {
    switch (outcome.status) {
      case 'finished':
        return outcome.problem ? 'Stopped with a problem: see below.' : `Finished in ${seconds(outcome.ms)}.`;
      case 'stopped':
        return 'Stopped.';
      case 'timeout':
      case 'killed':
        return 'Stopped: it ran too long.';
      case 'crashed':
        return 'Python had to be restarted: see below.';
    }
  }

  /** An old check's result would point at lines that may have changed: it goes once the program is edited or run. */
  private clearResult(): void {
    if (!this.resultShown || !this.challenge || this.busy || this.keepResult) return;
    this.resultShown = false;
    // After "Try this maze" the failing mazes stay in reach, said to be the last check's.
    if (this.triedMaze) this.results!.prepend(element('p', 'last-check', 'From your last check:'));
    else this.results!.replaceChildren();
    this.status!.textContent = loadStars()[this.challenge.name]
      ? `${this.challenge.stars} earned! Not checked since you changed or ran your program: press Check my program to check it.`
      : 'Not checked since you changed or ran your program: press Check my program to check it.';
  }

  async run(): Promise<void> {
    if (this.busy) return;
    this.clearResult();
    this.clearOutput();
    this.setBusy(true);
    const limit = this.spec.timeLimitMs;
    this.job = python.run(this.code, { timeLimitMs: limit }, this.callbacks());
    const outcome = await this.job.done;
    this.job = null;
    this.flushPrinted();
    const explanation = explainOutcome(outcome, limit);
    if (explanation && outcome.status !== 'stopped') this.showProblem(explanation);
    else if (outcome.status === 'stopped') this.note('You stopped the program.');
    if (outcome.truncated && !this.output.querySelector('.output-note')) this.note('… the rest of the output is not shown.');
    this.state.textContent = this.finishWords(outcome);
    this.setBusy(false);
  }

  private async reset(): Promise<void> {
    const yes = await confirmInPage({
      title: 'Bring back the lesson’s version?',
      text: `Your changes to ${this.spec.name} will be replaced by the program as the lesson wrote it. (Ctrl+Z in the editor can still take this back.)`,
      yes: 'Bring it back',
      no: 'Keep my program',
    });
    if (!yes) return;
    this.editor.setText(this.spec.source);
    saveProgram(this.spec.name, this.spec.source, this.spec.source);
    this.editor.focus();
  }

  private async check(): Promise<void> {
    const challenge = this.challenge!;
    if (this.busy) return;
    this.clearOutput();
    this.results!.replaceChildren();
    this.triedMaze = false;
    this.setBusy(true);
    this.status!.textContent = 'Making the test mazes…';
    let tests: TestMaze[];
    try {
      // A student who gave their name checks on their own mazes, the same each time; others on fresh ones.
      this.checkedSeed = ownSeed() ?? freshSeed();
      tests = await makeTestMazes(challenge.name as ChallengeName, this.checkedSeed);
    } catch (error) {
      this.status!.textContent = `The test mazes could not be made (${String(error)}). Reload the page and try again.`;
      this.setBusy(false);
      return;
    }
    this.status!.textContent = `Checking ${tests.length} tests…`;
    const plain = this.callbacks();
    const callbacks = {
      ...plain,
      // What a test prints is kept with that test; the program's own printing stays in the output.
      onOutput: (text: string, stream: 'out' | 'err') => (this.testNow >= 0 ? this.prints.add(this.testNow, text) : plain.onOutput(text, stream)),
      onTestStart: (index: number) => (this.testNow = index),
      onTest: (report: { index: number }) => {
        this.testNow = -1;
        this.state.textContent = `Checking: test ${report.index + 1} of ${tests.length} done…`;
      },
    };
    const limit = this.spec.timeLimitMs;
    this.job = python.check(this.code, challenge.name, tests.map((t) => t.picture), { timeLimitMs: limit, perTestMs: challenge.perTestMs }, callbacks);
    const code = this.code;
    const outcome = await this.job.done;
    this.job = null;
    this.flushPrinted();
    this.state.textContent = outcome.status === 'stopped' ? 'Stopped.' : 'Check finished.';
    this.report(challenge, tests, outcome, code);
    this.resultShown = true;
    this.setBusy(false);
    const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    this.status!.scrollIntoView({ behavior: calm ? 'auto' : 'smooth', block: 'nearest' });
  }

  /** Under the output, each test's printing with its test's name. */
  private showTestPrints(tests: TestMaze[]): void {
    tests.forEach((test, index) => {
      const print = this.prints.get(index);
      if (print) this.output.append(printedBox(`${test.name.split(':')[0]} printed:`, print));
    });
  }

  /** "Try this maze": the failing maze goes into the program in place of the example, ready for Run. */
  private tryMaze(test: TestMaze): void {
    this.keepResult = true;
    this.editor.setText(withMaze(this.code, test.picture, this.spec.name));
    this.keepResult = false;
    this.triedMaze = true;
    this.state.textContent = `${test.name.split(':')[0]}'s maze (seed ${test.seed}) is now in your program: press Run to try it.`;
    const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    this.editor.dom.scrollIntoView({ behavior: calm ? 'auto' : 'smooth', block: 'start' });
    this.editor.focus();
  }

  private report(challenge: ChallengeSpec, tests: TestMaze[], outcome: Outcome, code: string): void {
    const status = this.status!;
    const total = tests.length;
    // Messages a program posts itself (import js) are never read; the student is told they changed nothing.
    const forged = outcome.forged > 0 ? ' Your program posted messages of its own to the page (through js): the page does not read them, so they changed nothing.' : '';
    const result = summarise(challenge, tests, outcome);
    if (result.blocked) {
      const explanation = blockedExplanation(outcome, this.spec.timeLimitMs);
      if (explanation && outcome.status !== 'stopped') this.showProblem(explanation);
      const why = outcome.status === 'stopped' || !outcome.problem && outcome.status === 'finished'
        ? result.blocked
        : 'Your program stopped before the tests could start: see the problem above.';
      status.textContent = `Passed 0 of ${total} tests. ${why}${forged}`;
      void this.help!.afterCheck({ tests, verdicts: [], whole: false, code, blocked: outcome }, this.results!);
      return;
    }
    const { verdicts, passed } = result;
    const hadStar = !!loadStars()[challenge.name];
    let words = `Passed ${passed} of ${total} tests.`;
    if (passed === total) {
      // Before the star is saved, so the stars' lists tell its story (with help, or on the student's own) as soon as they show it.
      notePass(challenge.name as ChallengeName, code, hadStar);
      saveStar(challenge.name, { code, seed: this.checkedSeed });
      words += ` ${challenge.stars} earned!`;
    } else if (outcome.status === 'stopped') {
      words += ' You stopped the check.';
    } else if (hadStar) {
      words += ` Not this time, but your ${challenge.stars} from before is kept.`;
    } else {
      words += ' No star yet: look at the first test that failed.';
    }
    words += forged;
    status.textContent = words;
    this.showTestPrints(tests);
    showFailures(this.results!, tests, verdicts, this.prints, {
      challenge: challenge.name as ChallengeName,
      tryMaze: (test) => this.tryMaze(test),
      mistake: () => this.help!.namedMistake,
    });
    void this.help!.afterCheck({ tests, verdicts, whole: outcome.status !== 'stopped', code }, this.results!);
    const marked = verdicts.find((v) => !v.pass && v.line);
    if (marked) this.editor.markErrorLine(marked.line ?? null);
  }
}

/** A challenge's line before any check: its star, or how to earn it. */
function starWords(challenge: ChallengeSpec): string {
  return loadStars()[challenge.name]
    ? `${challenge.stars} earned! You can check again any time.`
    : 'Not checked yet: write your function, then press Check my program.';
}

/** The program views the page has places for (`data-program`), each one made when called: one a task keeps every task short. */
export function programMounts(programs: Record<string, LessonProgram>): (() => void)[] {
  return [...document.querySelectorAll<HTMLElement>('[data-program]')].flatMap((host) => {
    const spec = programs[host.dataset.program!];
    if (!spec) return [];
    const challenge = (CHALLENGES as Record<string, ChallengeSpec>)[spec.name] ?? null;
    return [() => void new ProgramView(host, spec, challenge)];
  });
}
