// help_box.ts: a challenge's help after a failed check: its mistake named (from the failure's shape, else the catalogue's) and shown on its maze, then Hint, one at a time, then the puzzle of the lines.
import { python, type Outcome } from '../../python/client';
import { showExpected, type Verdict } from '../challenges';
import type { ChallengeName, TestMaze } from '../test_mazes';
import './help.css';
import { answerPicture } from './answer_picture';
import { HELP, hintKind, mistakeWords } from './catalogue';
import { loadHelp, noteHelp } from './kept';
import { diagnose, diagnoseBlocked } from './diagnose';
import { nameMistake } from './mistakes';
import { mountPuzzle } from './parsons';
import { button, element } from '../dom';

export interface HelpActions {
  /** The puzzle was solved: its program goes into the editor. */
  putProgram(code: string): void;
}

export interface CheckSeen {
  tests: TestMaze[];
  verdicts: Verdict[];
  /** The check ran its tests to the end (not stopped, not blocked). */
  whole: boolean;
  /** The program checked, to find the lines a failure points at. */
  code: string;
  /** How the check ended, when it ran no test (its program stopped before the tests could start). */
  blocked?: Pick<Outcome, 'status' | 'problem'>;
}

/** A named mistake as the page shows it: from the catalogue or from the failure. */
interface Shown {
  id: string;
  name: string;
  says: string;
  tryThis: string;
  /** The test it is shown on, drawn beside the words (-1: no maze). */
  index: number;
}

export class HelpBox {
  readonly root = element('div', 'help-box');
  private hintButton = button('Hint');
  private puzzleButton = button('Try a puzzle of the lines');
  private hintList = element('ol', 'hints');
  private puzzleHost = element('div', 'puzzle-host');
  /** Each check's own number, so a late answer about an old check is dropped. */
  private checkNumber = 0;
  /** The known mistake named for the last check ('' when none). */
  namedMistake = '';

  constructor(private name: ChallengeName, private actions: HelpActions) {
    const hints = HELP[name].hints;
    this.hintList.setAttribute('aria-live', 'polite');
    this.hintList.setAttribute('aria-label', `Hints for ${name}`);
    const tools = element('div', 'toolbar help-tools');
    tools.append(this.hintButton, this.puzzleButton);
    this.root.append(tools, this.hintList, this.puzzleHost);
    this.root.hidden = true;
    this.hintButton.addEventListener('click', () => {
      const shown = noteHelp(name, (use) => ({ hints: Math.min(hints.length, use.hints + 1) })).hints;
      this.showHints(shown);
      (this.hintList.lastElementChild as HTMLElement | null)?.focus();
    });
    this.puzzleButton.addEventListener('click', () => {
      noteHelp(name, () => ({ puzzle: true }));
      this.puzzleButton.hidden = true;
      mountPuzzle(this.puzzleHost, name, python, (code) => this.actions.putProgram(code));
    });
    // Help already used (before a reload, or from a loaded file) is still there.
    const kept = loadHelp()[name];
    if (kept && (kept.hints > 0 || kept.checks > 0 && kept.mistake)) this.root.hidden = false;
    this.showHints(kept?.hints ?? 0);
  }

  private showHints(shown: number): void {
    const hints = HELP[this.name].hints;
    this.hintList.replaceChildren(...hints.slice(0, shown).map((text, i) => {
      const item = element('li', 'hint');
      item.tabIndex = -1;
      item.append(element('strong', '', `${hintKind(i)}: `), text);
      return item;
    }));
    const all = shown >= hints.length;
    this.hintButton.textContent = shown === 0 ? 'Hint' : `Next hint (${shown + 1} of ${hints.length})`;
    this.hintButton.hidden = all;
    // The puzzle is the last help: it comes after every hint.
    this.puzzleButton.hidden = !all || this.puzzleHost.childElementCount > 0;
  }

  /** After each check: counted; a failed one shows the help, and names its mistake above the failed tests: from the failure's shape, else a known one. */
  async afterCheck(seen: CheckSeen, results: HTMLElement): Promise<void> {
    const number = ++this.checkNumber;
    this.namedMistake = '';
    noteHelp(this.name, (use) => ({ checks: use.checks + 1 }));
    const failed = seen.verdicts.some((v) => !v.pass) || seen.verdicts.length === 0;
    if (!failed) return;
    this.root.hidden = false;
    const diagnosed = seen.blocked ? diagnoseBlocked(this.name, seen.blocked, seen.code) : seen.whole ? diagnose(this.name, seen.tests, seen.verdicts, seen.code) : null;
    if (diagnosed) return this.show(diagnosed, seen, results);
    if (!seen.whole) return;
    const note = element('p', 'mistake-looking', 'Looking for a mistake many people make…');
    results.prepend(note);
    let named = null;
    try {
      named = await nameMistake(python, this.name, seen.tests, seen.verdicts);
    } catch (error) {
      console.warn(error);
    }
    note.remove();
    if (!named || number !== this.checkNumber || !results.isConnected) return;
    const { mistake, index } = named;
    const got = seen.verdicts[index].got;
    const says = mistakeWords(mistake, got || '(no answer)', showExpected(seen.tests[index].expected));
    this.show({ id: mistake.id, name: mistake.name, says, tryThis: mistake.tryThis, index }, seen, results);
  }

  /** The mistake named above the failed tests, with its maze drawn (never a maze of one room: nothing shows there). */
  private show(named: Shown, seen: CheckSeen, results: HTMLElement): void {
    this.namedMistake = named.id;
    noteHelp(this.name, (use) => ({ mistake: use.mistake ?? named.id }));
    const box = element('section', 'known-mistake');
    box.setAttribute('aria-label', `A known mistake: ${named.name}`);
    box.append(
      element('h3', 'known-mistake-title', `A known mistake: ${named.name}`),
      element('p', 'known-mistake-says', named.says),
      element('p', 'known-mistake-try', `What to try: ${named.tryThis}`),
    );
    // The maze the mistake shows on (mistakes.ts and diagnose.ts chose it: one of a single room only when the mistake is
    // about such a room, as a room shut in by four walls is); none when no maze shows it.
    const test = seen.tests[named.index];
    if (test) {
      box.append(element('p', 'known-mistake-maze', `${test.name}:`), answerPicture(this.name, test, seen.verdicts[named.index].got, named.id));
    }
    results.prepend(box);
  }
}
