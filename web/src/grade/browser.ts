// browser.ts: the sandbox `npm run grade` checks in: a headless Chromium whose pages (sandbox.ts, one a file checked
// at once) are served from files by this process. The pages and their Python workers reach nothing else: every other
// request, socket or address is refused here, and a proxy that does not exist catches anything that slips past.
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
  /** Check one file (in the next page free); rejects when the browser could not check it (not the student's doing). */
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

/** The sandbox, with `pages` pages that check a file each at the same time. */
export async function openSandbox(places: SandboxPlaces, pages = 1): Promise<Sandbox> {
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

  /** A page of the sandbox, each with its own Python: one file is checked in it at a time. */
  interface Slot {
    page: Page | null;
    lost: string;
  }
  const free: Slot[] = Array.from({ length: Math.max(1, pages) }, () => ({ page: null, lost: '' }));
  const waiting: ((slot: Slot) => void)[] = [];
  const take = (): Promise<Slot> => new Promise((resolve) => (free.length > 0 ? resolve(free.shift()!) : waiting.push(resolve)));
  const give = (slot: Slot): void => (waiting.length > 0 ? waiting.shift()!(slot) : void free.push(slot));

  async function openPage(slot: Slot): Promise<Page> {
    const opened = await context.newPage();
    slot.lost = '';
    opened.on('crash', () => (slot.lost = 'the browser page that checks the files crashed'));
    opened.on('close', () => (slot.lost ||= 'the browser page that checks the files closed'));
    await opened.goto(PAGE);
    await opened.waitForFunction(() => 'gradeFile' in window);
    return opened;
  }

  return {
    async grade(submission) {
      const slot = await take();
      try {
        if (!slot.page || slot.lost) {
          await slot.page?.close().catch(() => undefined);
          slot.page = await openPage(slot);
        }
        const checking = slot.page.evaluate((s) => (window as unknown as { gradeFile: GradeInPage }).gradeFile(s), submission);
        let answer;
        try {
          answer = await checking;
        } catch (error) {
          throw new Error(slot.lost || (error instanceof Error ? error.message.split('\n')[0] : String(error)));
        }
        if ('failed' in answer) throw new Error(answer.failed);
        return answer;
      } finally {
        give(slot);
      }
    },
    async close() {
      await browser.close().catch(() => undefined);
    },
  };
}
