// browser.ts: the sandbox `npm run grade` checks in: a headless Chromium whose one page (sandbox.ts) is served from
// files by this process. The page and its Python worker reach nothing else: every other request, socket or address
// is refused here, and a proxy that does not exist catches anything that slips past.
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { chromium, type Browser, type Page, type Route } from 'playwright-core';
import { ISOLATION_HEADERS, PYODIDE_FILES } from '../python/runtime_files';
import type { FileResult } from '../teacher/grade_file';
import type { Submission } from '../teacher/submission';
import type { GradeInPage } from './sandbox';

/** An address no network knows: the page's own files come from this process, never from a server. */
const ORIGIN = 'https://grader.invalid';
const PAGE = `${ORIGIN}/src/grade/sandbox.html`;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.zip': 'application/zip',
};


export interface Sandbox {
  /** Check one file; rejects when the browser could not check it (not the student's doing). */
  grade(submission: Submission): Promise<FileResult>;
  close(): Promise<void>;
}

export interface SandboxPlaces {
  /** The built page (scripts/grade.mjs builds sandbox.html with Vite here). */
  pageDir: string;
  /** node_modules/pyodide. */
  pyodideDir: string;
  /** Chromium's program. */
  chromium: string;
}

/** The file a request of the page names, or null for anything that is not one of its own files. */
function fileFor(url: URL, places: SandboxPlaces): string | null {
  if (url.origin !== ORIGIN) return null;
  const path = decodeURIComponent(url.pathname);
  const pyodide = /^\/pyodide\/([^/]+)$/.exec(path);
  if (pyodide) return Object.hasOwn(PYODIDE_FILES, pyodide[1]) ? join(places.pyodideDir, pyodide[1]) : null;
  const file = normalize(join(places.pageDir, path));
  return file.startsWith(places.pageDir + sep) ? file : null;
}

async function serve(route: Route, places: SandboxPlaces): Promise<void> {
  const request = route.request();
  const file = request.method() === 'GET' ? fileFor(new URL(request.url()), places) : null;
  const body = file ? await readFile(file).catch(() => null) : null;
  if (!body) return route.abort('blockedbyclient');
  return route.fulfill({
    status: 200,
    body,
    // Isolated as the lesson's page is, so Stop and the time limits reach Python through shared memory.
    headers: { 'Content-Type': TYPES[extname(file!)] ?? 'application/octet-stream', ...ISOLATION_HEADERS },
  });
}

export async function openSandbox(places: SandboxPlaces): Promise<Sandbox> {
  const root = process.getuid?.() === 0;
  const browser: Browser = await chromium.launch({
    executablePath: places.chromium,
    args: [
      // Chromium will not start its own sandbox as root; as anyone else it keeps it.
      ...(root ? ['--no-sandbox'] : []),
      '--proxy-server=http://127.0.0.1:9',
      '--proxy-bypass-list=<-loopback>',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-gpu',
    ],
  });
  const context = await browser.newContext({ serviceWorkers: 'block', acceptDownloads: false });
  await context.route('**/*', (route) => serve(route, places));
  await context.routeWebSocket(/.*/, (socket) => socket.close());
  let page: Page | null = null;
  let lost = '';

  async function openPage(): Promise<Page> {
    const opened = await context.newPage();
    lost = '';
    opened.on('crash', () => (lost = 'the browser page that checks the files crashed'));
    opened.on('close', () => (lost ||= 'the browser page that checks the files closed'));
    await opened.goto(PAGE);
    await opened.waitForFunction(() => 'gradeFile' in window);
    return opened;
  }

  return {
    async grade(submission) {
      if (!page || lost) {
        await page?.close().catch(() => undefined);
        page = await openPage();
      }
      const checking = page.evaluate((s) => (window as unknown as { gradeFile: GradeInPage }).gradeFile(s), submission);
      let answer;
      try {
        answer = await checking;
      } catch (error) {
        throw new Error(lost || (error instanceof Error ? error.message.split('\n')[0] : String(error)));
      }
      if ('failed' in answer) throw new Error(answer.failed);
      return answer;
    },
    async close() {
      await browser.close().catch(() => undefined);
    },
  };
}
