// class_grade.mjs: a class of 30 checked, on the teacher's desk (Chromium) and by `npm run grade` (its browser sandbox),
// a file a core at once and one at a time, side by side in one run.
// Usage: node bench/class_grade.mjs   (serves dist/: `npm run bench` builds it first)
// The class: 12 right programs, 8 wrong ones, 5 slow ones (farthest with a search from every room), 5 endless loops.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, launchBrowser, solution, startPreview } from '../tests/e2e/helpers.mjs';

const right = `${solution('dead_ends')}\n${solution('is_perfect')}\n${solution('farthest')}`;
const KINDS = [
  ['Right', 12, right],
  ['Wrong', 8, 'def dead_ends(maze):\n    return 0\n\ndef is_perfect(maze):\n    return True\n\ndef farthest(maze):\n    return len(maze)\n'],
  ['Slow', 5, `${solution('dead_ends')}\n${solution('farthest_slow')}`],
  ['Loops', 5, 'def dead_ends(maze):\n    while True:\n        pass\n'],
];
const folder = mkdtempSync(join(tmpdir(), 'maze-bench-class-'));
for (const [kind, count, code] of KINDS) {
  for (let i = 1; i <= count; i++) writeFileSync(join(folder, `${kind}_Student_${i}__9C.py`), code);
}
const files = readdirSync(folder).map((f) => join(folder, f));
const load = () => loadavg().map((x) => x.toFixed(2)).join(', ');
const rows = [];
let checkers = 1;

const server = await startPreview();
let browser = null;
try {
  browser = await launchBrowser();
  // The desk: files chosen at once, timed to "Done:".
  const before = load();
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${server.url}teacher.html`);
  checkers = await page.evaluate(() => window.mazeDesk.pythons.length);
  const started = Date.now();
  await page.getByLabel('Progress files', { exact: true }).setInputFiles(files);
  await page.waitForFunction(() => /^Done:/.test(document.querySelector('.desk-state')?.textContent ?? ''), null, { timeout: 600_000 });
  rows.push({ what: `the desk (teacher.html, Chromium, ${checkers} at once)`, s: (Date.now() - started) / 1000, before, after: load() });
  await page.close();

  // The command line: its own build, browser and sandbox included; as many files at once as the desk,
  // then one file at a time (--checkers 1), its peer.
  for (const [what, extra] of [[`npm run grade (browser sandbox, ${checkers} at once)`, []], ['npm run grade --checkers 1 (one at a time)', ['--checkers', '1']]]) {
    const cliBefore = load();
    const cliStarted = Date.now();
    const run = spawnSync(process.execPath, [join(ROOT, 'scripts', 'grade.mjs'), '--out', join(folder, 'class.csv'), ...extra, ...files], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`npm run grade failed:\n${run.stderr}`);
    rows.push({ what, s: (Date.now() - cliStarted) / 1000, before: cliBefore, after: load() });
  }
} finally {
  await browser?.close();
  await server.close();
  rmSync(folder, { recursive: true, force: true });
}
console.log(`| a class of ${files.length} files | time | load average before | after |`);
console.log('|---|---|---|---|');
for (const r of rows) console.log(`| ${r.what} | ${r.s.toFixed(1)} s | ${r.before} | ${r.after} |`);
