// The desk's Print worksheets for the class: each student's own mazes (their seeds), the address the teacher types
// (never this computer's own) in every link and QR code, the answers after them all.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import QRCode from 'qrcode';
import { acquireLesson, releaseLesson, screenshotPath } from './helpers.mjs';

const ANA_SEED = '591218679'; // tests/web/student.test.ts

describe("the teacher's desk: worksheets for the class", () => {
  let lesson;
  let page;

  before(async () => {
    lesson = await acquireLesson();
    page = await lesson.newPage({ path: 'teacher.html', viewport: { width: 1280, height: 800 } });
  });

  after(async () => {
    await page?.close();
    await releaseLesson();
  });

  test("Print worksheets for the class: each student's own mazes (their seeds), full addresses and QR codes, the answers after them all", async () => {
    await page.getByLabel('Names, one a line', { exact: true }).fill('Ana Lima\nBen Okafor\n');
    await page.getByLabel('Class code', { exact: true }).fill('7B');
    await page.getByLabel('Mazes each', { exact: true }).fill('2');
    // Served from this computer, the desk asks for the address the students use, and takes no other.
    const address = page.getByLabel('The lesson’s address', { exact: true });
    assert.equal(await address.inputValue(), '');
    await page.getByRole('button', { name: 'Print worksheets for the class', exact: true }).click();
    assert.equal(await page.locator('#sheets-root .desk-message').textContent(), 'Type the lesson’s full address, as your students open it, like https://your-school.example/maze/.');
    await address.fill(lesson.url);
    await page.getByRole('button', { name: 'Print worksheets for the class', exact: true }).click();
    assert.equal(await page.locator('#sheets-root .desk-message').textContent(), 'That address is this computer’s own: a student’s phone cannot open it. Type the address where your students open the lesson.');
    await address.fill(' https://maze.school.example/lesson/?from=desk#top ');
    await page.getByRole('button', { name: 'Print worksheets for the class', exact: true }).click();
    const view = page.getByRole('dialog', { name: 'Maze worksheet' });
    await view.waitFor();
    const sheets = await page.$$eval('.worksheet-sheet', (ss) => ss.map((s) => [s.dataset.kind, s.querySelector('h1, h2')?.textContent ?? '', [...s.querySelectorAll('figure')].map((f) => f.dataset.seed)]));
    assert.deepEqual(sheets, [
      ['mazes', 'Maze worksheet for Ana Lima (7B)', [ANA_SEED, String(Number(ANA_SEED) + 1)]],
      ['mazes', 'Maze worksheet for Ben Okafor (7B)', ['953783692', '953783693']],
      ['answers', 'Answers for Ana Lima (7B)', [ANA_SEED, String(Number(ANA_SEED) + 1)]],
      ['answers', 'Answers for Ben Okafor (7B)', ['953783692', '953783693']],
    ]);
    const link = `https://maze.school.example/lesson/#rows=10&cols=10&seed=${ANA_SEED}&method=walk&shape=square`;
    assert.equal(await page.locator('.worksheet figcaption').first().textContent(), `Maze 1 · seed ${ANA_SEED} · make it again: ${link}`);
    // The QR code holds that very address: its squares are the qrcode package's for the link.
    const qr = QRCode.create(link, { errorCorrectionLevel: 'M' }).modules;
    const expected = [];
    for (let r = 0; r < qr.size; r++) for (let c = 0; c < qr.size; c++) if (qr.get(r, c)) expected.push(`M${c + 4} ${r + 4}h1v1h-1z`);
    assert.equal(await page.locator('.worksheet-qr path').first().getAttribute('d'), expected.join(''));
    assert.equal(await page.locator('.worksheet-sheet[data-kind="answers"] .worksheet-qr').count(), 0);
    await page.locator('.worksheet-sheet').first().screenshot({ path: screenshotPath('desk-class-worksheet') });
    await view.getByRole('button', { name: 'Back to the desk' }).click();
    assert.equal(await page.getByRole('dialog').count(), 0);
    assert.deepEqual(page.problems, []);
  });
});
