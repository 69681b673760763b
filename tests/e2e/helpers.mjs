// Shared e2e helpers: build the page, serve it with `vite preview` on a free port, and reuse one Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const RESULTS = join(ROOT, 'test-results');
const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Build the production page into dist/ (the runner does it once; a single file builds only if dist/ is missing). */
export function buildPage({ force = false } = {}) {
  if (!force && existsSync(join(ROOT, 'dist', 'index.html'))) return;
  const result = spawnSync(process.execPath, [VITE, 'build', '--config', 'vite.config.ts', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Serve dist/ with `vite preview` (which sends COOP/COEP); resolves once it answers. */
export async function startPreview() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [VITE, 'preview', '--config', 'vite.config.ts', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`vite preview exited:\n${log}`);
    try {
      const response = await fetch(url);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`vite preview did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The main board asks before it shows (board/ask/), on by default for a student: the tests that
 * press its buttons for what they do turn the questions off, unless a test set them itself.
 */
export function noQuestions(pageOrContext) {
  return pageOrContext.addInitScript(() => {
    // about:blank (between two links) has no storage of its own: only the lesson's pages are set.
    if (!location.protocol.startsWith('http')) return;
    if (localStorage.getItem('maze-lesson:setting:ask') === null) localStorage.setItem('maze-lesson:setting:ask', 'off');
  });
}

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

async function start() {
  let server = null;
  let url = process.env.LESSON_URL;
  if (!url) {
    buildPage();
    server = await startPreview();
    url = server.url;
  }
  // Every page of the run in one renderer process, beside a page that keeps Pyodide's WebAssembly compiled: V8
  // shares a module's code between the pages of a process, so the code the first Python tiered up serves every
  // later one (as in a second tab of the lesson). A page's first Run took 9 to 12 CPU-seconds
  // alone, and 3.6 with the keeper (the page tests of failures.test.mjs: 47 CPU-seconds, then 40).
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, '--renderer-process-limit=1'], headless: true });
  let warm = null;
  const keeper = async (context) => {
    const page = await context.newPage();
    await page.goto(`${url}pyodide/pyodide-lock.json`);
    await page.evaluate(async () => {
      window.kept = await WebAssembly.compileStreaming(fetch('/pyodide/pyodide.asm.wasm'));
    });
  };

  return {
    url,
    browser,
    /**
     * A page that starts with empty storage, with console errors collected in page.problems; close
     * it with page.close(). Without `context` it opens in one context kept for the whole run, whose
     * caches stay warm: here a page in a new context took 6.3 CPU-seconds to its board, 3.1 in a
     * warm one. Its storage is emptied at its first load only (its own sessionStorage remembers),
     * so a reload finds what the page saved. The page asks to save data unless `preload` is set,
     * so Python loads when a test first runs a program (see savingData). `path`: another page
     * of the lesson (`robot.html`, `ten-print.html`, `more-ways.html`), the lesson's own if empty.
     */
    async newPage({ viewport = { width: 1280, height: 900 }, context, preload = false, path = '' } = {}) {
      let page;
      if (context) page = await context.newPage();
      else {
        if (!warm) {
          warm = await browser.newContext({ viewport: { width: 1280, height: 900 } });
          await keeper(warm);
        }
        page = await warm.newPage();
        await page.setViewportSize(viewport);
        await page.addInitScript(() => {
          if (sessionStorage.getItem('test-page-opened')) return;
          // The student's storage emptied; the browser's caches stay warm, with the Python memory it kept and its
          // digest, as for a student coming back to the lesson (loading.test.mjs sees a first visit).
          const kept = localStorage.getItem('maze-lesson:python-start');
          localStorage.clear();
          if (kept) localStorage.setItem('maze-lesson:python-start', kept);
          sessionStorage.setItem('test-page-opened', 'yes');
        });
      }
      await noQuestions(page);
      catchFilePickers(page);
      if (!preload) await savingData(page);
      page.problems = [];
      page.on('console', (message) => {
        if (message.type() === 'error') page.problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => page.problems.push(`page error: ${error.message}`));
      page.on('worker', (worker) => {
        worker.on('console', (message) => {
          if (message.type() === 'error') page.problems.push(`worker console: ${message.text()}`);
        });
      });
      await page.goto(url + path);
      return page;
    },
    async close() {
      await browser.close().catch(() => undefined);
      await server?.close();
    },
  };
}

/**
 * The page asks to save data (Save-Data, as a phone's data saver does; it stays on through reloads):
 * then the lesson fetches Python only when a program is run, not as soon as the board is drawn.
 * Loading Python costs about 8 CPU-seconds in Chromium here (its compilation and start); most
 * tests never run a program, and those that do load it on their first Run.
 */
/**
 * Let the test answer the page's file pickers. Playwright asks the browser to catch file pickers when a
 * page gets its first 'filechooser' listener, and does not wait for the answer: a click sent at once can
 * open a picker no test sees (in CI, a Load progress waited 30 s for its picker). Asked before the page
 * loads, the browser has answered long before any test clicks.
 */
export function catchFilePickers(page) {
  page.on('filechooser', () => undefined);
}

export async function savingData(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
}

let shared = null;
let users = 0;

/** Get the shared server and browser; every acquire needs a release. */
export function acquireLesson() {
  users++;
  shared ??= start();
  return shared;
}

export async function releaseLesson() {
  users--;
  if (users > 0 || !shared) return;
  const lesson = await shared;
  shared = null;
  await lesson.close();
}

/**
 * For a describe block whose tests open the page at links: one browser context for the block
 * (the viewport, and `contextOptions`), and `open(hash)`: the lesson's URL plus `hash`, loaded
 * afresh in the block's one page (a new page took 3.1 CPU-seconds to its board here, a new load
 * in the same page 1.8). Page errors (and console errors too, with `consoleErrors`) collect in
 * `page.problems`; `problems()` gives them all.
 */
export function linkOpener(contextOptions = {}, { consoleErrors = false } = {}) {
  let page = null;
  const at = {
    lesson: null,
    context: null,
    async open(hash = '') {
      if (page) {
        // A blank page between two links, so the next one is a whole new load, not a hash change.
        await page.goto('about:blank');
      } else {
        page = await at.context.newPage();
        await noQuestions(page);
        page.problems = [];
        if (consoleErrors) page.on('console', (m) => m.type() === 'error' && page.problems.push(`console: ${m.text()}`));
        page.on('pageerror', (e) => page.problems.push(`page error: ${e.message}`));
        await savingData(page);
      }
      await page.goto(`${at.lesson.url}${hash}`);
      return page;
    },
    problems: () => page?.problems ?? [],
  };
  before(async () => {
    at.lesson = await acquireLesson();
    at.context = await at.lesson.browser.newContext({ viewport: { width: 1280, height: 900 }, ...contextOptions });
  });
  after(async () => {
    await at.context?.close().catch(() => undefined);
    await releaseLesson();
  });
  return at;
}

/** Which page each part that left the lesson is on now (web/src/pages/moved.json: page -> ids). */
export const MOVED = JSON.parse(readFileSync(join(ROOT, 'web', 'src', 'pages', 'moved.json'), 'utf8'));
/** The page that holds the element with this id: a companion page, or the lesson's own (''). */
export const pageOf = (id) => Object.keys(MOVED).find((page) => MOVED[page].includes(id)) ?? '';

export function screenshotPath(name) {
  mkdirSync(RESULTS, { recursive: true });
  return join(RESULTS, `${name}.png`);
}

// ---- Finding things as a person does: by role and accessible name ----

/** The section holding the program NAME. */
export function programSection(page, name) {
  return page.locator('section').filter({ has: page.getByRole('textbox', { name: `Program: ${name}`, exact: true }) });
}

export function editor(page, name) {
  return page.getByRole('textbox', { name: `Program: ${name}`, exact: true });
}

export function output(page, name) {
  return page.getByLabel(`Output: ${name}`, { exact: true });
}

/** The text Python printed (the printed part of the output, without any problem box). */
export async function printed(page, name) {
  return output(page, name).evaluate((el) => el.querySelector('.printed')?.textContent ?? '');
}

/** Replace a program's text the way a paste does, so CodeMirror takes it as the student's edit. */
export async function setProgram(page, name, code) {
  const box = editor(page, name);
  await box.click();
  await codeMirrorOf(page, name);
  await page.keyboard.press('ControlOrMeta+a');
  await box.evaluate((element, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, code);
  const now = await programText(page, name);
  if (now !== code) throw new Error(`editor text did not take the paste:\n${now}`);
}

/** Wait until the program's editor is CodeMirror (a textarea holds the program until it comes near the view or gets focus). */
export function codeMirrorOf(page, name) {
  return page.waitForFunction((label) => [...document.querySelectorAll('.cm-content')].some((el) => el.getAttribute('aria-label') === label), `Program: ${name}`);
}

/**
 * The editor's whole text, as the page reads it (the editor keeps only the lines near the view on the page).
 * Just after a load the page may still be fetching the lesson's programs (then it has none to give): wait for them.
 */
export async function programText(page, name) {
  // In a list, so that an empty program ('') counts as an answer too.
  const found = await page.waitForFunction((n) => {
    const text = window.mazeLesson?.program(n);
    return text == null ? null : [text];
  }, name);
  return (await found.jsonValue())[0];
}

/** Press Run and wait until the program has finished (Run is enabled again). */
export async function runProgram(page, name, { timeout = 60_000 } = {}) {
  // A program that prints a guess's answer runs once that guess is given (pages/guess.ts).
  const gate = await page.locator(`[data-program="${name}"]`).getAttribute('data-guess-first');
  if (gate && (await page.locator(`.guess[data-guess="${gate}"] .guess-form`).count()) > 0) await justTellMe(page, gate);
  const section = programSection(page, name);
  const run = section.getByRole('button', { name: 'Run', exact: true });
  await run.click();
  await page.waitForFunction((el) => !el.disabled, await run.elementHandle(), { timeout });
  return output(page, name).textContent();
}

/** Run a loop that never ends in program NAME, press Stop after `after` ms, wait until Run is back; the ms Stop took. */
export async function stopLoop(page, name, { after = 500, code = 'while True:\n    pass' } = {}) {
  await setProgram(page, name, code);
  const section = programSection(page, name);
  const run = section.getByRole('button', { name: 'Run', exact: true });
  await run.click();
  await page.waitForTimeout(after);
  const started = Date.now();
  await section.getByRole('button', { name: 'Stop', exact: true }).click();
  await page.waitForFunction((el) => !el.disabled, await run.elementHandle());
  return Date.now() - started;
}

/** Press Check my program and wait for the "Passed X of Y tests" status. */
export async function checkProgram(page, name, { timeout = 90_000 } = {}) {
  const section = programSection(page, name);
  const check = section.getByRole('button', { name: 'Check my program', exact: true });
  await check.click();
  const status = section.getByRole('status');
  await page.waitForFunction(
    ([s, c]) => /Passed \d+ of \d+ tests/.test(s.textContent) && !c.disabled,
    [await status.elementHandle(), await check.elementHandle()],
    { timeout },
  );
  return status.textContent();
}

/** Figures the page keeps about its Python: load times, interrupt times, replaced workers. */
export function pythonStats(page) {
  return page.evaluate(() => JSON.parse(JSON.stringify(window.mazeLesson.python.stats)));
}

/** A lesson program's reference solution, as the tests type it (tests/e2e/solutions/NAME.py). */
export const solution = (name) => readFileSync(join(ROOT, 'tests', 'e2e', 'solutions', `${name}.py`), 'utf8');

// ---- The board, found by role and name ----

/** The groups one press away on a board, and the controls each holds (DESIGN.md's third round). */
export const GROUPS = {
  'Maze settings': [
    'Rows', 'Columns', 'Seed', 'Speed', 'Loops', 'Use my make_maze', 'Ask me first',
    'Random walk', 'Random walls', 'Frontier', 'Wilson', 'Aldous–Broder', 'Binary tree', 'Sidewinder', 'Hunt and kill', 'Growing tree', 'Eller', 'Recursive division',
    'Newest: long corridors, like the random walk', 'Random: short corridors, like the frontier', 'Oldest: the tree grows out evenly from the first room',
    'Square', 'Hexagons', 'Triangles', 'Circle', 'Random cells', 'Mask', 'Weave',
    'Word', 'Make the mask', 'Every room', 'Draw on the board', 'Done drawing', 'Load a picture (dark is no room)',
  ],
  'More views': ['Distance', 'Show as text', 'Copy'],
  'Take it home': ['Download SVG', 'Download PNG', 'Download for Tiled', 'Mazes', 'Print worksheet', 'Copy link'],
};
const groupOf = (name) => Object.keys(GROUPS).find((g) => GROUPS[g].includes(name)) ?? null;

/** Open a board's group (a <details> named by its summary) if it is closed. */
export async function openGroup(root, name) {
  // After a load the board comes a moment later (its code and the engine first): wait for it, or
  // a group not there yet would look like a board without that group.
  await root.locator('.board-main').first().waitFor({ state: 'attached', timeout: 60_000 });
  const details = root.locator(`details[data-group="${name}"]`);
  if ((await details.count()) === 0) return;
  if (!(await details.first().evaluate((d) => d.open))) await details.first().locator(':scope > summary').click();
}

/**
 * A control in a group: using it, even reading it, opens its group first, as a student would (a
 * closed group's controls are not on the page for them, nor for getByRole).
 */
function inGroup(root, group, locator) {
  if (!group) return locator;
  const sync = new Set(['locator', 'getByRole', 'getByText', 'getByLabel', 'getByTestId', 'getByTitle', 'getByAltText', 'getByPlaceholder', 'first', 'last', 'nth', 'filter', 'and', 'or', 'describe', 'contentFrame', 'frameLocator', 'page', 'toString']);
  return new Proxy(locator, {
    get(target, prop) {
      const value = target[prop];
      if (typeof value !== 'function') return value;
      if (sync.has(prop)) return value.bind(target);
      return async (...args) => {
        await openGroup(root, group);
        return value.apply(target, args);
      };
    },
  });
}

/** A board's controls, as a student finds them (the top board unless `root` says which). */
export function boardUi(page, root = page.locator('#board')) {
  return {
    board: root,
    button: (name) => inGroup(root, groupOf(name), root.getByRole('button', { name, exact: true })),
    field: (name) => inGroup(root, groupOf(name), root.getByLabel(name, { exact: true })),
    radio: (name) => inGroup(root, groupOf(name), root.getByRole('radio', { name, exact: true })),
    open: (group) => openGroup(root, group),
    timeline: root.getByRole('slider', { name: 'Timeline', exact: true }),
    canvas: root.locator('.board-canvas'),
    pieces: root.locator('.board-pieces'),
    wayOut: root.locator('.board-wayout'),
    message: root.locator('.board-message'),
    mine: inGroup(root, 'Maze settings', root.getByRole('switch', { name: 'Use my make_maze', exact: true })),
    text: root.getByLabel('Maze as text', { exact: true }),
  };
}

/** The robot section's board, made when it comes near the view: scrolled to, and waited for. */
export async function robotBoardUi(page) {
  const root = page.locator('#robot-board-root');
  await root.scrollIntoViewIfNeeded();
  await root.locator('.board-canvas').waitFor();
  return boardUi(page, root);
}

/**
 * The board's maze as text, as lines: opens Show as text if it is closed, and waits until the text
 * has caught up with the board (it follows a few times a second, and is aria-busy until it has).
 */
export async function mazeText(page, root = '#board') {
  const b = boardUi(page, page.locator(root));
  if ((await b.button('Show as text').getAttribute('aria-expanded')) !== 'true') await b.button('Show as text').click();
  await page.waitForFunction((r) => {
    const pre = document.querySelector(`${r} .board-text-pre`);
    return pre !== null && pre.getAttribute('aria-busy') !== 'true' && pre.textContent.length > 0;
  }, root);
  return (await b.text.textContent()).split('\n');
}

/** Which of these elements are not wholly inside the window (their words, for the message). */
export function outside(page, selectors) {
  return page.evaluate((list) => {
    const out = [];
    for (const [what, selector, text] of list) {
      const el = [...document.querySelectorAll(selector)].find((e) => text === undefined || e.textContent === text);
      if (!el) {
        out.push(`${what}: not found`);
        continue;
      }
      const r = el.getBoundingClientRect();
      if (r.top < 0 || r.left < 0 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5 || r.height === 0) out.push(`${what}: ${Math.round(r.top)}..${Math.round(r.bottom)} of ${innerHeight}`);
    }
    return out;
  }, selectors);
}

/** Wait until every board on the page is drawn (none still says it is loading); `options` as waitForFunction's. */
export function boardsDrawn(page, options) {
  return page.waitForFunction(() => !document.querySelector('.board-loading'), null, options);
}

/** Wait until an element says exactly this (a cheap check each frame, not a search of the page's text). */
export function waitForText(page, selector, text, timeout = 60_000) {
  return page.waitForFunction(([s, t]) => document.querySelector(s)?.textContent === t, [selector, text], { timeout });
}

/** A "Guess first" answered with "Just tell me": the answers of the guess `key` show (pages/guess.ts). */
export async function justTellMe(page, key) {
  const guess = page.locator(`.guess[data-guess="${key}"]`);
  await guess.getByRole('button', { name: 'Just tell me', exact: true }).click();
  await page.locator(`[data-answer="${key}"]`).first().waitFor();
}
