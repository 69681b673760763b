// A student's own mazes (Your name, Class code, or #student=NAME&class=CODE) and stars that come from code: a loaded file's stars are checked again.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  acquireLesson,
  boardUi,
  catchFilePickers,
  checkProgram,
  mazeText,
  programSection,
  releaseLesson,
  savingData,
  screenshotPath,
  setProgram,
  solution,
  noQuestions,
} from './helpers.mjs';

// web/src/student/identity.ts, and the Vitest fixed vectors beside it.
const ANA_SEED = '591218679';
const WRONG = 'def dead_ends(maze):\n    return -1';

describe("a student's own mazes, and stars that come from code", () => {
  let lesson;
  const contexts = [];

  before(async () => {
    lesson = await acquireLesson();
  });

  after(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await releaseLesson();
  });

  /** A page in a browser context of its own: nothing kept from any other. */
  async function freshPage(hash = '') {
    const context = await lesson.browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await noQuestions(page);
    catchFilePickers(page);
    page.problems = [];
    page.on('pageerror', (e) => page.problems.push(`page error: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && page.problems.push(`console: ${m.text()}`));
    await savingData(page);
    await page.goto(`${lesson.url}${hash}`);
    return page;
  }

  async function typeStudent(page, name, code) {
    // The stars' line at the top opens in place to show the boxes.
    if ((await page.locator('header details.you').getAttribute('open')) === null) await page.locator('header details.you > summary').click();
    await page.getByLabel('Your name', { exact: true }).fill(name);
    await page.getByLabel('Class code', { exact: true }).fill(code);
  }

  /** The hidden tests of dead_ends, seen through a function that fails them all: each test's seed and maze. */
  async function hiddenTests(page) {
    await setProgram(page, 'dead_ends', WRONG);
    const status = await checkProgram(page, 'dead_ends', { timeout: 180_000 });
    assert.match(status, /^Passed 0 of 15 tests\./);
    return programSection(page, 'dead_ends').locator('.failure').evaluateAll((items) =>
      items.map((item) => {
        const terms = [...item.querySelectorAll('dt')].map((dt) => dt.textContent);
        return { seed: item.querySelectorAll('dd')[terms.indexOf('Seed')].textContent, maze: item.querySelector('pre.maze-text').textContent };
      }),
    );
  }

  /** Grow a maze with Seed empty; gives its picture and the seed line. */
  async function firstMaze(page) {
    const b = boardUi(page);
    await b.button('Grow a maze').click();
    await page.waitForFunction(() => document.querySelector('#board .board')?.dataset.state === 'done', null, { timeout: 120_000 });
    return { picture: await mazeText(page), seed: await page.locator('#board .board-seed-used').textContent() };
  }

  test('two names give different hidden-test mazes; the same name in a fresh browser gives the same ones, the same first maze and the same seed', async () => {
    const first = await freshPage();
    await typeStudent(first, 'Ana Lima', '7B');
    assert.match(await first.locator('.student-about').textContent(), new RegExp(`^Your own mazes: seed ${ANA_SEED} and on\\.`));
    const anaMaze = await firstMaze(first);
    assert.equal(anaMaze.seed, `This maze's seed: ${ANA_SEED}. Type it in Seed to make this maze again.`);
    const ana = await hiddenTests(first);
    assert.equal(ana.length, 15);
    assert.deepEqual(ana.map((t) => t.seed), Array.from({ length: 15 }, (_, i) => String(Number(ANA_SEED) + i)));
    // Checked again, the same name gets the same tests (not fresh ones each time).
    assert.deepEqual(await hiddenTests(first), ana);

    await typeStudent(first, 'Ben Okafor', '7B');
    const ben = await hiddenTests(first);
    assert.notDeepEqual(ben.map((t) => t.seed), ana.map((t) => t.seed));
    // Every maze of 10 x 10 rooms or more differs (a small maze, like 2 x 2 with its 4 perfect mazes, may be anyone's).
    for (let i = 6; i < 15; i++) assert.notEqual(ben[i].maze, ana[i].maze, `test ${i + 1}`);

    // A fresh browser (nothing kept), the name typed another way: the same student, the same mazes.
    const second = await freshPage();
    await typeStudent(second, '  ana   LIMA ', '7b');
    assert.deepEqual(await firstMaze(second), anaMaze);
    assert.deepEqual(await hiddenTests(second), ana);
    await second.locator('header .stars').screenshot({ path: screenshotPath('students-name-boxes') });

    // And by the link form: the boxes show the name, the address keeps no name, the first maze is the same.
    const linked = await freshPage('#student=Ana%20Lima&class=7B');
    assert.equal(await linked.getByLabel('Your name', { exact: true }).inputValue(), 'Ana Lima');
    assert.equal(await linked.getByLabel('Class code', { exact: true }).inputValue(), '7B');
    assert.equal(await linked.evaluate(() => location.hash), '');
    assert.deepEqual(await firstMaze(linked), anaMaze);
    for (const page of [first, second, linked]) assert.deepEqual(page.problems, []);
  });

  /** Load progress with this file; waits for the last sentence of the message. */
  async function load(page, name, data, until = /No star\.$|earned\.$|It holds no stars\.$|Nothing was changed\.$/) {
    const footer = page.locator('footer');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), footer.getByRole('button', { name: 'Load progress', exact: true }).click()]);
    await chooser.setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(data)) });
    await page.waitForFunction(
      ([n, re]) => {
        const text = document.querySelector('footer .progress-message')?.textContent ?? '';
        return text.includes(n) && new RegExp(re).test(text);
      },
      [name, until.source],
      { timeout: 240_000 },
    );
    return page.locator('footer .progress-message').textContent();
  }

  const summaries = (page) => page.locator('[data-stars] .stars-title').allTextContents();
  const file = (student, stars, programs = {}) => ({ format: 'maze-lesson-progress', version: 2, saved: '2026-11-30T10:00:00.000Z', student, stars, programs });
  const ana = { name: 'Ana Lima', class: '7B', seed: ANA_SEED };
  const star = (code, seed = ANA_SEED) => ({ earned: '2026-11-30T09:00:00.000Z', seed, code });

  test('a forged file (stars claimed with no code, or with code that fails) gives no star; an honest file earns its stars again', async () => {
    const page = await freshPage();
    const none = { earned: null, seed: null, code: null };
    assert.equal(
      await load(page, 'forged.json', file(null, { dead_ends: none, is_perfect: none, farthest: none })),
      'Loaded no programs from forged.json. The file said ★ (dead_ends), but it holds no program for it. No star. ' +
        'The file said ★★ (is_perfect), but it holds no program for it. No star. The file said ★★★ (farthest), but it holds no program for it. No star.',
    );
    assert.deepEqual(await summaries(page), ['Your stars: 0 of 3 challenges done', 'Your stars: 0 of 3 challenges done']);

    assert.equal(
      await load(page, 'wrong.json', file(ana, { dead_ends: star(WRONG) })),
      'Loaded no programs for Ana Lima (7B) from wrong.json. The file said ★ (dead_ends), but its program did not pass: 15 of 15 tests failed. No star.',
    );
    assert.deepEqual(await summaries(page), ['Your stars: 0 of 3 challenges done', 'Your stars: 0 of 3 challenges done']);
    assert.equal(await page.getByLabel('Your name', { exact: true }).inputValue(), 'Ana Lima', "the file's name is the page's now");

    // A program of the file's that is not what earned the star: the star's own code is what is checked.
    const honest = file(ana, { dead_ends: star(solution('dead_ends'), '123'), is_perfect: star(solution('is_perfect')) }, { dead_ends: WRONG });
    assert.equal(
      await load(page, 'honest.json', honest),
      'Loaded 1 program for Ana Lima (7B) from honest.json. The file said ★ (dead_ends), and its program passed all 15 tests again: ★ earned. ' +
        'The file said ★★ (is_perfect), and its program passed all 17 tests again: ★★ earned.',
    );
    assert.deepEqual(await summaries(page), ['Your stars: 2 of 3 challenges done', 'Your stars: 2 of 3 challenges done']);
    assert.equal(await programSection(page, 'dead_ends').getByRole('status').textContent(), '★ earned! You can check again any time.');

    // Saved again: the stars carry the code that earned them and the seed of the student's own mazes (not the file's 123).
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('footer').getByRole('button', { name: 'Save my progress', exact: true }).click()]);
    const saved = JSON.parse(await (await import('node:fs/promises')).readFile(await download.path(), 'utf8'));
    assert.deepEqual(saved.student, ana);
    assert.deepEqual(Object.keys(saved.stars), ['dead_ends', 'is_perfect']);
    assert.deepEqual(saved.stars.dead_ends, { earned: '2026-11-30T09:00:00.000Z', seed: ANA_SEED, code: solution('dead_ends') });
    await page.locator('footer .stars').screenshot({ path: screenshotPath('students-stars-checked-again') });
    assert.deepEqual(page.problems, []);
  });

  test('an old result goes when the program is edited or run; a stopped check says so, in words, for the test it was on', async () => {
    const page = await freshPage();
    const section = programSection(page, 'dead_ends');
    const status = section.getByRole('status');
    // Each test takes a little under its second, so Stop lands inside a test.
    await setProgram(page, 'dead_ends', 'import time\n\ndef dead_ends(maze):\n    start = time.time()\n    while time.time() - start < 0.6:\n        pass\n    return 0');
    await section.getByRole('button', { name: 'Check my program', exact: true }).click();
    await page.waitForFunction((el) => /^Checking: test 2 of \d+ done/.test(el.textContent), await section.locator('.run-state').elementHandle(), { timeout: 120_000 });
    await section.getByRole('button', { name: 'Stop', exact: true }).click();
    await page.waitForFunction((el) => /^Passed \d+ of 15 tests\./.test(el.textContent), await status.elementHandle());
    assert.match(await status.textContent(), /^Passed \d of 15 tests\. You stopped the check\.$/);
    const results = section.locator('.test-results');
    const text = await results.textContent();
    assert.match(text, /You stopped the check during this test, when your function was at line [56]\./);
    assert.match(text, /Not run: you stopped the check\./);
    assert.doesNotMatch(text, /KeyboardInterrupt|a problem at line/);
    await section.screenshot({ path: screenshotPath('students-stopped-check') });

    // Edited: the old result and its lines go.
    await section.getByRole('textbox', { name: 'Program: dead_ends' }).press('End');
    await page.keyboard.type(' ');
    assert.equal(await status.textContent(), 'Not checked since you changed or ran your program: press Check my program to check it.');
    assert.equal(await results.textContent(), '');

    // Checked again, then run: the result goes too.
    await setProgram(page, 'dead_ends', WRONG);
    assert.match(await checkProgram(page, 'dead_ends'), /^Passed 0 of 15 tests\./);
    assert.ok((await section.locator('.failure').count()) > 0);
    await section.getByRole('button', { name: 'Run', exact: true }).click();
    assert.equal(await status.textContent(), 'Not checked since you changed or ran your program: press Check my program to check it.');
    assert.equal(await section.locator('.failure').count(), 0);
    assert.deepEqual(page.problems, []);
  });
});
