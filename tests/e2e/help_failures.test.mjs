// Help from the failure: wrong answers new to the checker (tests/e2e/wrong/: square-only loops, searches that call themselves,
// off by one, endless loops, answers of the wrong kind, a problem in the function), each checked for real, each named on the page
// with words that speak to its failure; the table of what the page said is written to test-results/help-failures.md.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESULTS, ROOT, acquireLesson, checkProgram, printed, programSection, releaseLesson, runProgram, screenshotPath, setProgram } from './helpers.mjs';

const HELP = JSON.parse(readFileSync(join(ROOT, 'web', 'src', 'lesson', 'help', 'help.json'), 'utf8'));
const wrong = (file) => readFileSync(join(ROOT, 'tests', 'e2e', 'wrong', file), 'utf8');

/** A sentence of help.json as a pattern: each {word} is filled in from the failure. */
const sentence = (text) => new RegExp(text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+?').replace(/[{}]/g, '\\$&'));

/** Check `file` as challenge `name`; what the page named (or null), once its search for a mistake is over. */
async function named(page, name, file) {
  await setProgram(page, name, wrong(file));
  const status = await checkProgram(page, name, { timeout: 120_000 });
  const section = programSection(page, name);
  await page.waitForFunction((el) => !el.querySelector('.mistake-looking'), await section.locator('.test-results').elementHandle(), { timeout: 120_000 });
  const box = section.locator('.known-mistake');
  if ((await box.count()) === 0) return { status, box: null, title: null, says: null, tryThis: null, maze: null };
  const text = (cls) => box.locator(cls).first().textContent();
  const maze = (await box.locator('.known-mistake-maze').count()) ? await text('.known-mistake-maze') : null;
  return { status, box, title: await text('.known-mistake-title'), says: await text('.known-mistake-says'), tryThis: await text('.known-mistake-try'), maze };
}

/** The rooms of a test, from its name ("Test 7: 10 × 10 rooms, …"). */
function mazeRooms(maze) {
  const match = /(\d+) × (\d+) rooms/.exec(maze ?? '');
  return match ? Number(match[1]) * Number(match[2]) : 0;
}

const table = [];

describe('help from the failure: wrong answers new to the checker', () => {
  let lesson;
  let page;

  before(async () => {
    lesson = await acquireLesson();
    page = await lesson.newPage();
  });

  after(async () => {
    await page?.close();
    await releaseLesson();
    mkdirSync(RESULTS, { recursive: true });
    const rows = table.map((r) => `| \`${r.file}\` | ${r.status} | ${r.title ?? '(none)'} | ${(r.says ?? '').replaceAll('|', '\\|')} | ${(r.tryThis ?? '').replaceAll('|', '\\|')} | ${r.maze ?? '(no maze)'} |`);
    writeFileSync(join(RESULTS, 'help-failures.md'), ['| Wrong answer | Check | Named | Says | Hint | Shown on |', '|---|---|---|---|---|---|', ...rows, ''].join('\n'));
  });

  const FAIL = HELP.from_failures;
  /** The catalogue's mistake `id` of challenge `name`. */
  const known = (name, id) => HELP[name].mistakes.find((m) => m.id === id);
  /** The line `n` of a wrong program, as the page quotes it. */
  const lineOf = (file, n) => wrong(file).split('\n')[n - 1].trim();

  // file, the challenge, the mistake's name and words, and what else the page must say of this failure.
  const cases = [
    ['dead_ends_square_only.py', 'dead_ends', FAIL['square-only'], (seen) => {
      assert.match(seen.status, /^Passed 8 of 15 tests\./);
      assert.match(seen.says, /failed 7 tests, all of them wider or taller\. This one has 1 × 9 rooms\.$/);
    }],
    ['is_perfect_square_only.py', 'is_perfect', FAIL['square-only'], (seen) => {
      assert.match(seen.says, /all of them wider or taller\. This one has \d+ × \d+ rooms\.$/);
      const [, rows, cols] = /(\d+) × (\d+) rooms\.$/.exec(seen.says);
      assert.notEqual(rows, cols);
    }],
    ['is_perfect_recursive.py', 'is_perfect', FAIL['too-deep'], (seen) => {
      assert.match(seen.status, /^Passed 15 of 17 tests\./);
      assert.match(seen.says, /on this maze of 40 × 40 rooms it stopped with RecursionError: maximum recursion depth exceeded, at line \d+\./);
      assert.match(seen.maze, /40 × 40 rooms, Random walk/);
    }],
    ['farthest_recursive.py', 'farthest', FAIL['too-deep'], (seen) => {
      assert.match(seen.says, /on this maze of \d+ × \d+ rooms it stopped with RecursionError: maximum recursion depth exceeded, at line \d+\./);
      assert.match(seen.maze, /Random walk/);
    }],
    ['dead_ends_off_by_one.py', 'dead_ends', known('dead_ends', 'skips-last-row'), () => {}],
    ['farthest_off_by_one.py', 'farthest', known('farthest', 'counts-rooms'), (seen) => {
      // Shown where a step too many shows: on a maze of more than one room.
      assert.ok(mazeRooms(seen.maze) > 1, seen.maze);
      const [, got, expected] = /it gave (\d+), and the answer is (\d+)\./.exec(seen.says);
      assert.equal(Number(got), Number(expected) + 1);
    }],
    ['dead_ends_endless.py', 'dead_ends', FAIL['endless'], async (seen) => {
      // Its example call looped before the tests could start: named at the line it was on, which is inside the inner loop.
      const [, line, code] = /It was running line (\d+), (.*), again and again\.$/.exec(seen.says);
      assert.ok(Number(line) >= 7 && Number(line) <= 9, line);
      assert.equal(code, lineOf('dead_ends_endless.py', Number(line)));
      assert.match(seen.says, /^Your dead_ends never finished when your program ran, before the tests could start: a loop went round and round/);
      assert.match(seen.tryThis, /Look at the loops that start at lines 5 \(while r < len\(maze\):\) and 7 \(while c < len\(maze\[0\]\):\)\./);
      assert.equal(seen.maze, null);
      // The problem above the tests says the page stopped it, not a bare "KeyboardInterrupt" the student never pressed.
      const problem = await programSection(page, 'dead_ends').locator('.problem').textContent();
      assert.match(problem, new RegExp(`^Stopped after 5 seconds at line ${line}, in dead_ends\\.`));
      assert.doesNotMatch(problem, /KeyboardInterrupt|Python says/);
    }],
    ['is_perfect_endless.py', 'is_perfect', FAIL['endless'], (seen) => {
      const [, line, code] = /It was running line (\d+), (.*), again and again\.$/.exec(seen.says);
      assert.ok(Number(line) >= 11 && Number(line) <= 16, line); // stopped on the while or inside the for: the same words follow
      assert.equal(code, lineOf('is_perfect_endless.py', Number(line)));
      assert.match(seen.says, /^Your is_perfect never finished on this maze of \d+ × \d+ rooms: a loop went round and round until the page stopped it\./);
      assert.match(seen.tryThis, /Look at the loop that starts at line 11 \(while to_visit:\)\. /);
    }],
    ['is_perfect_text.py', 'is_perfect', FAIL['text-answer'], (seen) => {
      assert.match(seen.says, /^Your is_perfect gave back '(True|False)' on this maze: that is text in quote marks, a str\./);
      assert.match(seen.tryThis, /return (True|False), not return "(True|False)"\.$/);
    }],
    ['dead_ends_prints.py', 'dead_ends', FAIL['gives-none'], (seen) => assert.match(seen.says, /^Your dead_ends gave back None on this maze/)],
    ['farthest_list.py', 'farthest', FAIL['wrong-kind'], (seen) => assert.match(seen.says, /on this maze, a list\. It should give back a whole number, like 3; here the answer is \d+\.$/)],
    ['dead_ends_below.py', 'dead_ends', FAIL['stops-with-problem'], (seen) => {
      assert.match(seen.says, /^Your dead_ends stopped on this maze\. Problem at line 6, in dead_ends: IndexError\. This line asks for a place in a list or string that isn't there\./);
      assert.match(seen.tryThis, /the page marks line 6\./);
    }],
    ['is_perfect_type_error.py', 'is_perfect', FAIL['stops-with-problem'], (seen) => assert.match(seen.says, /Problem at line 9, in is_perfect: TypeError\./)],
    ['dead_ends_calls_itself.py', 'dead_ends', FAIL['stops-with-problem'], (seen) => {
      assert.match(seen.says, /Too many calls inside calls at line 5, in dead_ends: the thread got too long\./);
      assert.match(seen.says, /calls itself forever never finishes/);
    }],
  ];
  for (const [file, name, mistake, more] of cases) {
    test(`${file}: named "${mistake.name}", with words and a hint about its failure`, async () => {
      const seen = await named(page, name, file);
      table.push({ file, ...seen, status: /^Passed \d+ of \d+ tests\./.exec(seen.status)?.[0] ?? seen.status });
      assert.equal(seen.title, `A known mistake: ${mistake.name}`, `${file}: ${seen.status}`);
      assert.match(seen.says, sentence(mistake.says));
      assert.match(seen.tryThis, sentence(`What to try: ${mistake.tryThis}`));
      assert.doesNotMatch(`${seen.says} ${seen.tryThis}`, /\{\w+\}/, 'every word filled in');
      // A maze where it shows, never one of a single room; none when no test ran.
      if (seen.maze) {
        assert.ok(mazeRooms(seen.maze) > 1, seen.maze);
        assert.equal(await seen.box.locator('.answer-picture > svg').count(), 1);
      } else assert.equal(await seen.box.locator('.answer-picture').count(), 0);
      await more(seen);
      const shot = { 'dead_ends_square_only.py': 'square-only', 'is_perfect_recursive.py': 'too-deep', 'dead_ends_endless.py': 'endless' }[file];
      if (shot) await seen.box.screenshot({ path: screenshotPath(`help-failure-${shot}`) });
    });
  }

  test('the page\'s Python allows a thousand open calls, as the lesson says', async () => {
    await setProgram(page, 'dead_ends', 'import sys\nprint(sys.getrecursionlimit())');
    await runProgram(page, 'dead_ends');
    assert.equal(await printed(page, 'dead_ends'), '1000\n');
  });
});
