// The robot's page grown: no guess answered in the text above it (here, ten-print and one fill); the race waits for its
// guess, its boards step and end as `maze solve` counts each rule on the race's maze (seed 2, with loops, from room
// 44); the table is the engine's, rule by rule; two to four rules; the student's robot joins the race, checked move by
// move (a move through a wall is named); the race at 1280 x 800 and 390 x 844.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { acquireLesson, programSection, releaseLesson, screenshotPath, setProgram } from './helpers.mjs';
import { maze } from './oracle.mjs';

const FROM = 44;
const mazeOf = (loops) => maze(['generate', '--method', 'walk', '--rows', '10', '--cols', '10', '--seed', '2', ...(loops ? ['--braid', '50'] : []), '--format', 'json']);
const LOOPED = mazeOf(true);
const SEEDED = new Set(['random-mouse', 'tremaux']);
/** What `maze solve --rule R --format json` says on a maze, from `from` to the way out. */
const solved = (rule, picture = LOOPED, from = FROM) =>
  JSON.parse(maze(['solve', '--rule', rule, '--from', String(from), ...(SEEDED.has(rule) ? ['--seed', '1'] : []), '--format', 'json'], picture, [0, 1]));
const RULES = ['bfs', 'dfs', 'a-star', 'dead-end-filling', 'shortest-ways', 'random-mouse', 'tremaux', 'right-hand', 'left-hand', 'pledge', 'cul-de-sac-filling'];

const counts = (page, rule) =>
  page.locator(`#robot-race .race-board[data-rule="${rule}"] [data-count]`).evaluateAll((all) => Object.fromEntries(all.map((c) => [c.dataset.count, c.textContent])));
const allDone = (page) =>
  page.waitForFunction(() => [...document.querySelectorAll('#robot-race .race-board')].every((b) => b.dataset.done === 'true'), undefined, { timeout: 60_000 });
const route = (page, rule) => page.locator(`#robot-race .race-board[data-rule="${rule}"]`).evaluate((b) => (b.dataset.route ? b.dataset.route.split(' ').map(Number) : []));
const said = (page) => page.locator('#robot-race .robot-race-said').textContent();
/** Presses a button `times` times in one go. */
const press = (button, times) => button.evaluate((b, n) => { for (let i = 0; i < n; i++) b.click(); }, times);

/** Every guess of a page: the visible text above it (in the page's order), and its answers' text. */
function guessesAndText() {
  const out = [];
  for (const guess of document.querySelectorAll('.guess[data-guess]')) {
    const key = guess.dataset.guess;
    const walker = document.createTreeWalker(document.querySelector('main'), NodeFilter.SHOW_TEXT);
    let above = '';
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (guess.compareDocumentPosition(n) & Node.DOCUMENT_POSITION_FOLLOWING) break;
      if (n.parentElement?.closest('[hidden], .guess, script, style')) continue;
      above += ` ${n.textContent}`;
    }
    const answer = [...document.querySelectorAll(`[data-answer="${CSS.escape(key)}"]`)].map((a) => a.textContent).join(' ');
    out.push({ key, above: above.replace(/\s+/g, ' '), answer: answer.replace(/\s+/g, ' ') });
  }
  return out;
}

/** Words that would answer a guess, which must not be shown above it. */
const GIVEAWAYS = {
  'robot-loops': ['for ever', 'island', 'round and round'],
  'robot-pledge': ['Pledge', 'count of its turns'],
  'robot-chalk': ['Trémaux', 'a third time'],
  'tp-grow': ['seldom has a way through', 'one board in five'],
};

describe('the robot page: other rules, a race and a table', () => {
  let lesson;
  let page;

  before(async () => {
    lesson = await acquireLesson();
    page = await lesson.newPage({ viewport: { width: 1280, height: 800 }, path: 'robot.html' });
    await page.locator('#robot-race .race-board').first().waitFor({ timeout: 60_000 });
  });

  after(async () => {
    await page?.close();
    await releaseLesson();
  });

  test('no guess is answered above it: not in its own answers\' sentences, nor in the words that give it away', async () => {
    for (const path of ['robot.html', 'ten-print.html', 'fill.html', 'more-ways.html', 'index.html']) {
      const other = path === 'robot.html' ? page : await lesson.newPage({ path });
      const found = await other.evaluate(guessesAndText);
      assert.ok(found.length > 0, `${path} has guesses`);
      for (const { key, above, answer } of found) {
        for (const sentence of answer.split(/(?<=[.?!])\s+/).filter((s) => s.split(' ').length >= 6)) {
          assert.ok(!above.includes(sentence.trim()), `${path}: "${sentence.trim()}" is shown above the guess ${key}`);
        }
        for (const words of GIVEAWAYS[key] ?? []) assert.ok(!above.includes(words), `${path}: "${words}" is shown above the guess ${key}`);
      }
      if (other !== page) await other.close();
    }
  });

  test('the race waits for its guess; then Step moves every board one step, as the engine steps', async () => {
    const race = page.locator('#robot-race');
    await race.getByRole('button', { name: 'Step', exact: true }).click();
    const guess = page.locator('.guess[data-guess="robot-race"]');
    assert.equal(await guess.locator('.guess-said').textContent(), 'Guess first, just above.');
    assert.equal((await counts(page, 'pledge')).steps, '0', 'nothing moved before the guess');
    await guess.getByLabel('Which of the four gets out in the fewest steps?').selectOption('Pledge');
    await guess.getByRole('button', { name: 'That’s my guess', exact: true }).click();
    assert.equal(await page.locator('[data-answer="robot-race"]').first().isVisible(), true);
    assert.deepEqual(await race.locator('.race-board').evaluateAll((all) => all.map((b) => b.dataset.rule)), ['random-mouse', 'tremaux', 'right-hand', 'pledge']);
    await press(race.getByRole('button', { name: 'Step', exact: true }), 5);
    for (const rule of ['random-mouse', 'tremaux', 'right-hand', 'pledge']) assert.equal((await counts(page, rule)).steps, '5', rule);
    assert.match(await race.locator('.race-said').textContent(), /Pledge walked into room \d+ \(row \d, column \d\)\./);
  });

  test('Step to the end: each board\'s counts and way are `maze solve`\'s; the right hand goes round for ever; who got out first is said', async () => {
    const race = page.locator('#robot-race');
    // Step as often as the slowest needs, in one go (Run's pace, ten steps a second, is fill.html's to test).
    const most = Math.max(...['random-mouse', 'tremaux', 'right-hand', 'pledge'].map((r) => solved(r).steps));
    await press(race.getByRole('button', { name: 'Step', exact: true }), most - 5);
    await allDone(page);
    for (const rule of ['random-mouse', 'tremaux', 'right-hand', 'pledge']) {
      const cli = solved(rule);
      assert.deepEqual(await counts(page, rule), { steps: String(cli.steps), visited: String(cli.visited), memory: String(cli.memory) }, rule);
      assert.deepEqual(await route(page, rule), cli.route, rule);
    }
    assert.equal(solved('right-hand').found, false);
    assert.equal(await race.locator('.race-board[data-rule="right-hand"] .race-result').textContent(), 'No way out found. It went round for ever.');
    const [first, ...others] = ['tremaux', 'pledge', 'random-mouse'].map((r) => [r, solved(r).steps]).sort((a, b) => a[1] - b[1]);
    assert.equal(first[0], 'tremaux', 'the answer under the race says Trémaux gets out first on this maze');
    // The last to finish says so, then the order.
    const last = solved('random-mouse');
    assert.equal(
      await race.locator('.race-said').textContent(),
      `Random mouse found the way out in ${last.steps} steps: it goes through ${last.route.length} rooms. ` +
        `Trémaux's chalk got out first, in ${first[1]} steps; Pledge took ${others[0][1]}; Random mouse took ${others[1][1]}. Press Step or Run to watch them again.`,
    );
    await page.locator('#robot-race').screenshot({ path: screenshotPath('robot-race-1280x800') });
  });

  test('the table: every rule of the engine, each row what `maze solve` says on the race\'s maze', async () => {
    const rows = await page.locator('#robot-table tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
    assert.equal(rows.length, RULES.length);
    const shortest = solved('bfs').route.length;
    RULES.forEach((rule, i) => {
      const cli = solved(rule);
      const longer = cli.route.length - shortest;
      const short = !cli.found ? '–' : longer === 0 ? 'yes' : `no: ${longer} room${longer === 1 ? '' : 's'} longer`;
      const map = ['bfs', 'dfs', 'a-star', 'dead-end-filling', 'shortest-ways', 'cul-de-sac-filling'].includes(rule) ? 'yes' : 'no';
      assert.deepEqual(rows[i].slice(1), [map, cli.found ? 'yes' : 'no', short, String(cli.steps), String(cli.visited), String(cli.memory)], rule);
    });
    assert.match(await page.locator('#robot-table caption').textContent(), /seed 2, with loops, from the middle/);
  });

  test('two to four rules: a fifth is refused, and so is the last but one; ticking one builds the race again', async () => {
    const rules = page.locator('.robot-race-rules');
    await rules.getByLabel('A*', { exact: true }).click();
    assert.equal(await said(page), '4 rules at most: untick one first.');
    assert.equal(await rules.getByLabel('A*', { exact: true }).isChecked(), false);
    await rules.getByLabel('Random mouse', { exact: true }).uncheck();
    await rules.getByLabel('A*', { exact: true }).check();
    assert.deepEqual(await page.locator('#robot-race .race-board').evaluateAll((all) => all.map((b) => b.dataset.rule)), ['a-star', 'tremaux', 'right-hand', 'pledge']);
    for (const name of ['Trémaux\'s chalk', 'Right hand on the wall']) await rules.getByLabel(name, { exact: true }).uncheck();
    await rules.getByLabel('Pledge', { exact: true }).click();
    assert.equal(await said(page), 'A race needs 2 rules at least.');
    assert.equal(await rules.getByLabel('Pledge', { exact: true }).isChecked(), true);
  });

  test('your robot: the program\'s robot joins the race; on a perfect maze from the way in it walks as the engine\'s right hand', async () => {
    await page.getByLabel('With loops', { exact: true }).uncheck();
    await page.getByLabel('Start in the middle', { exact: true }).uncheck();
    await page.getByRole('button', { name: 'Race my robot', exact: true }).click();
    await page.locator('#robot-race .race-board[data-rule="mine"]').waitFor({ timeout: 120_000 });
    assert.match(await said(page), /^Your robot is on the race as its last board\. Press Step or Run\.$/);
    const perfect = mazeOf(false);
    const hand = solved('right-hand', perfect, 0);
    const most = Math.max(hand.steps, ...['a-star', 'pledge'].map((r) => solved(r, perfect, 0).steps));
    await press(page.locator('#robot-race').getByRole('button', { name: 'Step', exact: true }), most);
    await allDone(page);
    assert.equal(hand.found, true);
    assert.equal((await counts(page, 'mine')).steps, String(hand.steps));
    assert.deepEqual(await route(page, 'mine'), hand.route);
    const row = await page.locator('#robot-table tr[data-rule="Your robot"]').evaluate((tr) => [...tr.children].map((c) => c.textContent));
    assert.deepEqual(row, ['Your robot', 'no', 'yes', 'yes', String(hand.steps), String(hand.visited), '–']);
  });

  test('a robot that walks through a wall, or has no robot function: the race says what is wrong, in words', async () => {
    // One move right from the way in, whether or not there is an opening: on this maze there is a wall.
    const through = 'def robot(maze, start, goal):\n    r, c = start\n    return [start, (r, c + 2), (r, c + 4)]\n';
    const perfect = JSON.parse(mazeOf(false));
    const open = new Set(perfect.openings.map(([a, b]) => `${a} ${b}`));
    const wall = !open.has('0 1') ? [0, 1] : [1, 2];
    await setProgram(page, 'robot', through);
    await page.getByRole('button', { name: 'Race my robot', exact: true }).click();
    await page.locator('#robot-race .race-board[data-rule="mine"]').waitFor();
    await page.locator('#robot-race').getByRole('button', { name: 'Run', exact: true }).click();
    await allDone(page);
    assert.equal(
      await page.locator('#robot-race .race-board[data-rule="mine"] .race-result').textContent(),
      `No way out found. Step ${wall[0] + 1} goes from room ${wall[0]} to room ${wall[1]}, with no opening between them.`,
    );
    await setProgram(page, 'robot', 'def walk(maze, start, goal):\n    return [start]\n');
    await page.getByRole('button', { name: 'Race my robot', exact: true }).click();
    await page.waitForFunction(() => /no function called robot/.test(document.querySelector('#robot-race .robot-race-said').textContent));
    // The program back as the lesson has it (Reset asks first).
    await programSection(page, 'robot').getByRole('button', { name: 'Reset', exact: true }).click();
    await page.getByRole('button', { name: 'Bring it back', exact: true }).click();
  });

  test('a race on 1000 x 1000: Run takes many steps a frame; paused, each board has visited what the engine\'s trail visits', async () => {
    // Left by the tests above: A* and Pledge, the perfect maze of seed 2, from the way in to the way out.
    const race = page.locator('#robot-race');
    await page.getByLabel('Size', { exact: true }).selectOption('1000');
    await page.waitForFunction(() => document.querySelector('#robot-race .race-seed').textContent === 'Maze: seed 2, 1000 x 1000');
    assert.deepEqual(await race.locator('.race-board').evaluateAll((all) => all.map((b) => b.dataset.rule)), ['a-star', 'pledge']);
    await race.getByRole('button', { name: 'Run', exact: true }).click();
    await page.waitForFunction(() => Number(document.querySelector('#robot-race [data-count="steps"]').textContent) > 20_000, undefined, { timeout: 60_000 });
    await race.getByRole('button', { name: 'Pause', exact: true }).click();
    const big = maze(['generate', '--method', 'walk', '--rows', '1000', '--cols', '1000', '--seed', '2', '--format', 'json']);
    const next = new Map();
    for (const [a, b] of JSON.parse(big).openings) for (const [x, y] of [[a, b], [b, a]]) next.set(x, [...(next.get(x) ?? []), y]);
    for (const rule of ['a-star', 'pledge']) {
      const steps = Number((await counts(page, rule)).steps);
      const trail = JSON.parse(maze(['solve', '--rule', rule, '--format', 'json'], big, [0, 1])).trail;
      // A* takes a room off its list a step; Pledge walks into one (its trail starts where it stands).
      const taken = rule === 'a-star' ? trail.slice(0, steps) : trail.slice(0, steps + 1);
      const visited = new Set(taken);
      const label = await race.locator(`.race-board[data-rule="${rule}"] canvas`).getAttribute('aria-label');
      if (rule === 'a-star') {
        const listed = new Set([0, ...taken.flatMap((r) => next.get(r) ?? [])].filter((r) => !visited.has(r)));
        assert.equal(label, `A*: a 1000 by 1000 maze, ${visited.size} rooms visited, ${listed.size} on the list.`);
      } else {
        assert.equal(label, `Pledge: a 1000 by 1000 maze, ${visited.size} rooms visited.`);
      }
      assert.ok(steps > 20_000, `${rule}: ${steps} steps`);
    }
    await race.screenshot({ path: screenshotPath('robot-race-1000x1000') });
    await page.getByLabel('Size', { exact: true }).selectOption('10');
  });

  test('at 390 x 844 the race\'s boards are one under the other, inside the screen\'s width', async () => {
    const phone = await lesson.newPage({ viewport: { width: 390, height: 844 }, path: 'robot.html' });
    await phone.locator('#robot-race .race-board').first().waitFor({ timeout: 60_000 });
    const boxes = await phone.locator('#robot-race .race-board').evaluateAll((all) => all.map((b) => b.getBoundingClientRect().toJSON()));
    for (const box of boxes) assert.ok(box.left >= 0 && box.right <= 390, `a board from ${box.left} to ${box.right}`);
    for (let i = 1; i < boxes.length; i++) assert.ok(boxes[i].top >= boxes[i - 1].bottom - 1, 'one under the other');
    await phone.locator('#robot-race').scrollIntoViewIfNeeded();
    await phone.screenshot({ path: screenshotPath('robot-race-390x844') });
    await phone.close();
  });
});
