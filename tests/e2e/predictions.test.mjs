// Predictions on the lesson's board: it asks before it shows (openings before Grow a maze ends, which way before Way out,
// which room next after a few Steps), says whether the guess was right, and Ask me first turns the questions off.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import { acquireLesson, boardUi, releaseLesson, savingData, screenshotPath } from './helpers.mjs';

describe('predictions on the board', () => {
  let lesson;
  let page;
  let b;
  const question = () => b.board.locator('.board-ask');
  const said = () => b.board.locator('.board-ask-said');
  const waitSaid = async (pattern) =>
    page.waitForFunction(([el, source]) => new RegExp(source).test(el.textContent), [await said().elementHandle(), pattern.source], { timeout: 60_000 });

  before(async () => {
    lesson = await acquireLesson();
    page = await lesson.newPage();
    // The tests turn the questions off for other files; a student has them on at first: as here.
    await page.evaluate(() => localStorage.removeItem('maze-lesson:setting:ask'));
    await page.evaluate(() => localStorage.setItem('maze-lesson:setting:ask', 'on'));
    await page.reload();
    b = boardUi(page);
    await b.canvas.waitFor();
    await b.field('Speed').fill('8');
  });

  after(async () => {
    await page?.close();
    await releaseLesson();
  });

  test('a student with nothing stored has Ask me first on, and Grow a maze asks before the grown maze is shown', async () => {
    // A context of its own: nothing stored, none of the tests' own settings (no noQuestions), as a student's first visit.
    const context = await lesson.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const fresh = await context.newPage();
      await savingData(fresh);
      const problems = [];
      fresh.on('pageerror', (e) => problems.push(e.message));
      await fresh.goto(lesson.url);
      const f = boardUi(fresh);
      await f.canvas.waitFor();
      assert.equal(await fresh.evaluate(() => localStorage.getItem('maze-lesson:setting:ask')), null, 'nothing stored about the questions');
      assert.equal(await f.field('Ask me first').isChecked(), true, 'on by default');
      await f.field('Speed').fill('8');
      await f.button('Grow a maze').click();
      const asked = f.board.locator('.board-ask');
      await asked.waitFor();
      const [, rooms] = /A maze of (\d+) rooms: how many openings will it have\?/.exec(await asked.textContent());
      assert.equal(await f.pieces.textContent(), `Pieces: ${rooms}`, 'nothing grown before the guess');
      await asked.getByRole('button', { name: 'Just show me' }).click();
      const told = f.board.locator('.board-ask-said');
      await fresh.waitForFunction((el) => /^It has/.test(el.textContent), await told.elementHandle(), { timeout: 60_000 });
      assert.equal(await told.textContent(), `It has ${Number(rooms) - 1} openings: one fewer than its ${rooms} rooms, as in every perfect maze.`);
      await fresh.waitForFunction((el) => el.textContent === 'Pieces: 1', await f.pieces.elementHandle(), { timeout: 60_000 });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('Grow a maze asks how many openings first, grows only after the guess, and says it was n - 1', async () => {
    await b.field('Seed').fill('2083');
    await b.button('Grow a maze').click();
    await question().waitFor();
    assert.match(await question().textContent(), /A maze of 100 rooms: how many openings will it have\?/);
    assert.equal(await b.pieces.textContent(), 'Pieces: 100', 'nothing grown before the guess');
    assert.equal(await question().getByLabel('My guess').evaluate((el) => el === document.activeElement), true, 'the guess box has the focus');
    await page.keyboard.type('50');
    await page.keyboard.press('Enter');
    await waitSaid(/^It has/);
    assert.equal(await said().textContent(), 'It has 99 openings: one fewer than its 100 rooms, as in every perfect maze. You guessed 50. Your guess was not right this time.');
    assert.equal(await b.pieces.textContent(), 'Pieces: 1');
    assert.ok(await question().isHidden());
  });

  test('Way out asks which way it will go, then searches, and says whether the guess was right', async () => {
    await b.button('Way out').click();
    await question().waitFor();
    assert.match(await question().textContent(), /Which way will the way out go, from the way in\?/);
    assert.equal(await b.wayOut.textContent(), '', 'no way out shown before the guess');
    const ways = await question().locator('.board-ask-answers button').allTextContents();
    assert.ok(ways.length >= 2 && ways.at(-1) === 'Just show me', ways.join());
    const guess = ways[0];
    await question().getByRole('button', { name: guess, exact: true }).click();
    await waitSaid(/^The way out goes (right|down|left|up) from the way in/);
    const went = /goes (\w+) from/.exec(await said().textContent())[1];
    assert.equal(await said().textContent(), `The way out goes ${went} from the way in. Your guess was ${went === guess.toLowerCase() ? 'right!' : 'not right this time.'}`);
    await page.screenshot({ path: screenshotPath('predictions-way-out') });
  });

  test('after a few Steps it asks which room the thread goes into next, answered by a button', async () => {
    await b.field('Speed').fill('0');
    for (let i = 0; i < 3; i++) await b.button('Step').click();
    await b.button('Step').click();
    await question().waitFor();
    assert.match(await question().textContent(), /Which room will the thread go into next\?/);
    const before = await b.message.textContent();
    const choices = await question().locator('.board-ask-answers button').evaluateAll((bs) => bs.map((x) => x.getAttribute('aria-label') ?? x.textContent));
    assert.ok(choices.length >= 2, choices.join());
    await question().locator('.board-ask-answers button').first().click();
    await waitSaid(/^The thread went/);
    assert.notEqual(await b.message.textContent(), before, 'the Step was taken after the guess');
    assert.match(await said().textContent(), /^The thread went (into the room (above|below|to the left|to the right)|back: no room next to it was new)\. Your guess was (right!|not right this time\.)$/);
    const pick = choices[0].replace(/^The room /, '');
    if ((await said().textContent()).includes(`room ${pick}.`)) assert.match(await said().textContent(), /right!$/);
    else assert.match(await said().textContent(), /not right this time\.$/);
  });

  test('the thread\'s question is answered by a click on a room of the maze', async () => {
    await b.field('Seed').fill('11');
    for (let i = 0; i < 3; i++) await b.button('Step').click();
    const [, row, col] = /\((\d+), (\d+)\)\.$/.exec(await b.message.textContent()).map(Number);
    await b.button('Step').click();
    await question().waitFor();
    // The room beside the thread's end, clicked where the board draws it (board/draw/view.ts: 4 px padding, centred).
    const [way, c] = col < 9 ? ['to the right', col + 1] : ['to the left', col - 1];
    const box = await b.canvas.boundingBox();
    const s = Math.min((box.width - 8) / 10, (box.height - 8) / 10);
    await b.canvas.click({ position: { x: (box.width - 10 * s) / 2 + (c + 0.5) * s, y: (box.height - 10 * s) / 2 + (row + 0.5) * s } });
    await waitSaid(/^The thread went/);
    const text = await said().textContent();
    // Right exactly when it went into the room clicked (a thread that went back is not asked about here: not after 3 Steps).
    assert.match(text, /^The thread went into the room/);
    assert.equal(text.endsWith('right!'), text.includes(`room ${way}.`), text);
    assert.ok(await question().isHidden());
  });

  test('axe finds nothing on a question; Ask me first turns the questions off', async () => {
    await b.field('Speed').fill('8');
    await b.field('Seed').fill('7');
    await b.button('Grow a maze').click();
    await question().waitFor();
    const result = await new AxeBuilder({ page }).include('#board .board-ask-row').options({ resultTypes: ['violations'] }).analyze();
    assert.deepEqual(result.violations.map((v) => v.id), []);
    await page.screenshot({ path: screenshotPath('predictions-openings') });
    await question().getByRole('button', { name: 'Just show me' }).click();
    await waitSaid(/^It has 99 openings/);
    assert.equal(await said().textContent(), 'It has 99 openings: one fewer than its 100 rooms, as in every perfect maze.');
    await b.field('Ask me first').uncheck();
    assert.equal(await page.evaluate(() => localStorage.getItem('maze-lesson:setting:ask')), 'off');
    await b.field('Seed').fill('8');
    await b.button('Grow a maze').click();
    await page.waitForFunction((el) => el.textContent === 'Pieces: 1', await b.pieces.elementHandle());
    assert.ok(await question().isHidden(), 'no question once turned off');
  });
});

// The thread's question judged by the room the thread really went into (seeds 2083 and 5: from (1, 1) it goes down
// into (2, 1); seed 11: from (2, 0) to the right; seed 7: from (1, 1) down), and every answer gone at the board's next move.
describe('the thread\'s question, judged truly', () => {
  let lesson;
  let phone;
  let page;
  let b;
  const question = () => b.board.locator('.board-ask');
  const said = () => b.board.locator('.board-ask-said');
  const saidIs = async (text) => page.waitForFunction(([el, t]) => el.textContent === t, [await said().elementHandle(), text], { timeout: 60_000 });
  /** A new maze of this seed, stepped until the thread's question comes (the 4th Step). */
  const askOn = async (seed) => {
    await b.field('Seed').fill(seed);
    for (let i = 0; i < 4; i++) await b.button('Step').click();
    await question().waitFor();
    assert.match(await question().textContent(), /^Which room will the thread go into next\?/);
  };

  /** A page of the warm context (helpers.mjs) with the questions on, as a student has them at first. */
  const asking = async (viewport) => {
    const p = await lesson.newPage({ viewport });
    await p.evaluate(() => localStorage.setItem('maze-lesson:setting:ask', 'on'));
    await p.reload();
    const ui = boardUi(p);
    await ui.canvas.waitFor();
    await ui.field('Speed').fill('0');
    return [p, ui];
  };

  before(async () => {
    lesson = await acquireLesson();
    [page, b] = await asking({ width: 1280, height: 800 });
  });

  after(async () => {
    await page?.close();
    await phone?.close();
    await releaseLesson();
  });

  test('Step pressed again while the question is open shows the answer, and the next Step takes the answer away', async () => {
    await askOn('2083');
    assert.equal(await b.message.textContent(), 'Knocked down the wall from (1, 0) and went into the new room (1, 1).');
    await b.button('Step').click();
    await saidIs('The thread went into the room below.');
    assert.equal(await b.message.textContent(), 'Knocked down the wall from (1, 1) and went into the new room (2, 1).');
    assert.ok(await question().isHidden(), 'the question went with its answer');
    await b.button('Step').click();
    await page.waitForFunction((el) => el.textContent.includes('(2, 2)'), await b.message.elementHandle());
    assert.equal(await said().textContent(), '', 'the answer is said once');
  });

  test('the buttons are named by their words; the right room is judged right, another new room not right', async () => {
    await askOn('5');
    const names = await question().locator('.board-ask-answers button').evaluateAll((bs) => bs.map((x) => x.getAttribute('aria-label') ?? x.textContent));
    assert.deepEqual(names, ['Up', 'Down', 'Left', 'Right', 'Just show me']);
    await question().getByRole('button', { name: 'Down', exact: true }).click();
    await saidIs('The thread went into the room below. Your guess was right!');
    await askOn('7');
    await question().getByRole('button', { name: 'Right', exact: true }).click();
    await saidIs('The thread went into the room below. Your guess was not right this time.');
  });

  test('a guess of a room already in the maze, clicked on the maze, is told why it cannot be', async () => {
    await askOn('11');
    // The room above (1, 0), where the board draws it (board/draw/view.ts: 4 px padding, centred).
    const box = await b.canvas.boundingBox();
    const s = Math.min((box.width - 8) / 10, (box.height - 8) / 10);
    await b.canvas.click({ position: { x: (box.width - 10 * s) / 2 + 0.5 * s, y: (box.height - 10 * s) / 2 + 1.5 * s } });
    await saidIs('The thread went into the room to the right. Your guess was not right this time. The room above was in the maze already: the thread only goes into new rooms.');
  });

  test('the openings\' answer goes when Random walls starts', async () => {
    await b.field('Speed').fill('4');
    await b.field('Seed').fill('2083');
    await b.button('Grow a maze').click();
    await question().waitFor();
    await question().getByLabel('My guess').fill('2');
    await question().getByRole('button', { name: 'Guess', exact: true }).click();
    await saidIs('It has 99 openings: one fewer than its 100 rooms, as in every perfect maze. You guessed 2. Your guess was not right this time.');
    await b.button('Random walls').click();
    assert.equal(await said().textContent(), '', 'nothing said of the last maze while Random walls runs');
    await page.waitForFunction((el) => el.textContent === 'Pieces: 1', await b.pieces.elementHandle(), { timeout: 60_000 });
    assert.equal(await said().textContent(), '');
    await b.field('Speed').fill('0');
  });

  // Opened at the page's top, Step pressed as a student does: the question and the whole maze are in the window.
  for (const [width, height, touch] of [[390, 844, true], [360, 640, true], [1280, 800, false], [1366, 768, false]]) {
    test(`${width} x ${height}: the maze stays in view while the page asks about it`, async () => {
      let p;
      let s;
      if (touch) {
        // One phone for both sizes (a context of its own: touch and a phone's viewport).
        phone ??= await lesson.browser.newContext({ viewport: { width, height }, hasTouch: true, isMobile: true });
        p = await phone.newPage();
        await p.setViewportSize({ width, height });
        await savingData(p);
        await p.goto(lesson.url);
        s = boardUi(p);
        await s.canvas.waitFor();
        await s.field('Speed').fill('0');
      } else [p, s] = await asking({ width, height });
      try {
        await p.evaluate(() => window.scrollTo(0, 0));
        for (let i = 0; i < 4; i++) await (touch ? s.button('Step').tap() : s.button('Step').click());
        const asked = s.board.locator('.board-ask');
        await asked.waitFor();
        const maze = await s.canvas.boundingBox();
        const box = await asked.boundingBox();
        // Boxes in CSS pixels, rounded as the screen shows them.
        const bottom = (r) => Math.round(r.y + r.height);
        assert.ok(maze.y >= 0 && bottom(maze) <= height, `the maze from ${maze.y} to ${maze.y + maze.height} in a window ${height} high`);
        assert.ok(box.y >= 0 && bottom(box) <= height, `the question from ${box.y} to ${box.y + box.height} in a window ${height} high`);
        if (width === 390) await p.screenshot({ path: screenshotPath('predictions-phone-question') });
      } finally {
        await p.close();
      }
    });
  }
});
