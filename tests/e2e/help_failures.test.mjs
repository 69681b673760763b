// Help from the failure: wrong answers new to the checker (tests/e2e/wrong/: square-only loops, searches that call themselves,
// off by one, endless loops, answers of the wrong kind, a problem in the function), each checked for real, each named on the page
// with words that speak to its failure; the table of what the page said is written to test-results/help-failures.md.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESULTS, ROOT, acquireLesson, checkProgram, programSection, releaseLesson, screenshotPath, setProgram } from './helpers.mjs';

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

  const cases = [
    ['dead_ends', 'dead_ends_square_only.py'],
    ['is_perfect', 'is_perfect_square_only.py'],
    ['is_perfect', 'is_perfect_recursive.py'],
    ['farthest', 'farthest_recursive.py'],
    ['dead_ends', 'dead_ends_off_by_one.py'],
    ['farthest', 'farthest_off_by_one.py'],
    ['dead_ends', 'dead_ends_endless.py'],
    ['is_perfect', 'is_perfect_endless.py'],
    ['is_perfect', 'is_perfect_text.py'],
    ['dead_ends', 'dead_ends_prints.py'],
    ['farthest', 'farthest_list.py'],
    ['dead_ends', 'dead_ends_below.py'],
    ['is_perfect', 'is_perfect_type_error.py'],
  ];
  for (const [name, file] of cases) {
    test(`${file}`, async () => {
      const seen = await named(page, name, file);
      table.push({ file, ...seen, status: seen.status.replace(/ No star.*$/, '') });
      console.log(JSON.stringify({ file, status: seen.status, title: seen.title, says: seen.says, tryThis: seen.tryThis, maze: seen.maze }));
    });
  }
});
