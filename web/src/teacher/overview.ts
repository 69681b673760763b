// overview.ts: the class at a glance, worked out from the desk's rows: stars a challenge, how many failed each hidden
// test, the known mistakes made, and the help used.
import type { Verdict } from '../lesson/challenges';
import { CHALLENGE_NAMES } from '../lesson/grade';
import type { ChallengeName, TestMaze } from '../lesson/test_mazes';
import { earned, type FileResult } from './grade_file';
import { starStory } from '../lesson/help/help_file';

/** One failure to show: whose, on which of their mazes, and what went wrong. */
export interface FailureShown {
  file: string;
  challenge: ChallengeName;
  seed: string;
  test: TestMaze;
  verdict: Verdict;
  /** The student's program for the challenge. */
  code: string | null;
}

/** One hidden test across the class: test `index` of a challenge is the same size and kind for everyone, on their own mazes. */
export interface TestTally {
  challenge: ChallengeName;
  index: number;
  /** "Test 4: 5 × 5 rooms, Random walk" */
  name: string;
  /** Files whose program ran this test, and how many of them failed it. */
  ran: number;
  failed: number;
  /** The first file that failed it, to show its maze. */
  example: FailureShown | null;
}

export interface Overview {
  /** Files read and checked (not refused, not waiting). */
  checked: number;
  /** For each challenge: files with a program for it, and files whose program earned its star. */
  stars: { challenge: ChallengeName; tried: number; earned: number }[];
  /** Every hidden test some program ran, most failed first (ties in the challenges' order). */
  tests: TestTally[];
  /** The known mistakes the programs made, most made first. */
  mistakes: { challenge: ChallengeName; name: string; count: number }[];
  /** The help the students used on the page, as their progress files tell it. */
  /** Stars earned with help, and stars earned with help at first, then on the student's own (help_file.ts, starStory). */
  help: { files: number; hints: number; puzzles: number; withHelp: number; own: number };
}

export function overview(files: FileResult[]): Overview {
  const checked = files.filter((f) => !f.refused && f.challenges.length > 0);
  const tallies = new Map<string, TestTally>();
  for (const file of checked) {
    for (const c of file.challenges) {
      const g = c.graded;
      if (!g || g.blocked) continue;
      g.tests.forEach((test, index) => {
        const key = `${c.name} ${index}`;
        let tally = tallies.get(key);
        if (!tally) tallies.set(key, (tally = { challenge: c.name, index, name: test.name, ran: 0, failed: 0, example: null }));
        tally.ran++;
        const verdict = g.verdicts[index];
        if (verdict && !verdict.pass) {
          tally.failed++;
          tally.example ??= { file: file.label, challenge: c.name, seed: g.seed, test, verdict, code: c.code };
        }
      });
    }
  }
  const order = (t: TestTally) => CHALLENGE_NAMES.indexOf(t.challenge) * 1000 + t.index;
  const mistakes = new Map<string, { challenge: ChallengeName; name: string; count: number }>();
  const help = { files: 0, hints: 0, puzzles: 0, withHelp: 0, own: 0 };
  for (const file of checked) {
    for (const c of file.challenges) {
      if (!c.mistake) continue;
      const key = `${c.name} ${c.mistake.id}`;
      const seen = mistakes.get(key) ?? { challenge: c.name, name: c.mistake.name, count: 0 };
      seen.count++;
      mistakes.set(key, seen);
    }
    const uses = Object.values(file.help ?? {});
    if (uses.some((u) => u.hints > 0 || u.puzzle)) help.files++;
    for (const u of uses) {
      help.hints += u.hints;
      help.puzzles += Number(u.puzzle);
    }
    // Only the stars the desk gave, told as their checked programs bear out.
    for (const c of file.help ? file.challenges.filter(earned) : []) {
      const { state } = starStory(c.name, file.help![c.name], c.code);
      if (state === 'helped') help.withHelp++;
      if (state === 'own') help.own++;
    }
  }
  return {
    checked: checked.length,
    stars: CHALLENGE_NAMES.map((challenge) => {
      const of = checked.map((f) => f.challenges.find((c) => c.name === challenge)).filter((c) => c?.graded);
      return { challenge, tried: of.length, earned: of.filter((c) => c && earned(c)).length };
    }),
    tests: [...tallies.values()].sort((a, b) => b.failed - a.failed || order(a) - order(b)),
    mistakes: [...mistakes.values()].sort((a, b) => b.count - a.count || CHALLENGE_NAMES.indexOf(a.challenge) - CHALLENGE_NAMES.indexOf(b.challenge)),
    help,
  };
}
