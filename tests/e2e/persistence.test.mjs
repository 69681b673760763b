// Nothing is lost: typed programs survive a reload, and Reset brings the lesson's version back after asking.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { acquireLesson, editor, printed, programSection, programText, releaseLesson, runProgram, screenshotPath } from './helpers.mjs';

describe('saving and Reset', () => {
  let lesson;
  let page;
  let lessonVersion;

  before(async () => {
    lesson = await acquireLesson();
    page = await lesson.newPage();
    lessonVersion = await programText(page, 'openings');
  });

  after(async () => {
    await page?.close();
    await releaseLesson();
  });

  test('code typed on the keyboard is kept after a reload, and runs', async () => {
    const box = editor(page, 'openings');
    await box.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('print("typed by hand")');
    assert.equal(await programText(page, 'openings'), `${lessonVersion}\nprint("typed by hand")`);
    await page.reload();
    assert.equal(await programText(page, 'openings'), `${lessonVersion}\nprint("typed by hand")`);
    await runProgram(page, 'openings');
    assert.equal(await printed(page, 'openings'), 'Rooms: 9  Openings: 8\ntyped by hand\n');
  });

  test('the editor indents after a colon and Ctrl+Z undoes', async () => {
    const box = editor(page, 'farthest');
    await box.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('for i in range(2):');
    await page.keyboard.press('Enter');
    await page.keyboard.type('print(i)');
    const text = await programText(page, 'farthest');
    assert.ok(text.endsWith('for i in range(2):\n    print(i)'), text.slice(-60));
    for (let i = 0; i < 10 && (await programText(page, 'farthest')).includes('for i in'); i++) {
      await page.keyboard.press('ControlOrMeta+z');
    }
    assert.ok(!(await programText(page, 'farthest')).includes('for i in'));
  });

  test('Reset asks first: "Keep my program" keeps it', async () => {
    const section = programSection(page, 'openings');
    const reset = section.getByRole('button', { name: 'Reset', exact: true });
    await reset.click();
    const dialog = page.getByRole('dialog', { name: 'Bring back the lesson’s version?' });
    assert.equal(await dialog.isVisible(), true);
    await page.screenshot({ path: screenshotPath('reset-dialog') });
    await dialog.getByRole('button', { name: 'Keep my program' }).click();
    assert.equal(await dialog.isVisible(), false);
    assert.match(await programText(page, 'openings'), /typed by hand/);
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Reset', 'focus goes back to Reset');
  });

  test('Escape closes the dialog without resetting', async () => {
    await programSection(page, 'openings').getByRole('button', { name: 'Reset', exact: true }).click();
    await page.keyboard.press('Escape');
    assert.match(await programText(page, 'openings'), /typed by hand/);
  });

  test("Reset brings back the lesson's version, also after a reload", async () => {
    await programSection(page, 'openings').getByRole('button', { name: 'Reset', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Bring it back' }).click();
    assert.equal(await programText(page, 'openings'), lessonVersion);
    await page.reload();
    assert.equal(await programText(page, 'openings'), lessonVersion);
  });

  test('no errors in the console', () => {
    assert.deepEqual(page.problems, []);
  });
});
