// lighthouse.mjs: the built page as the web measures it: Lighthouse's scores, mobile and desktop, on `vite preview`.
// Exits 1 when a page misses a target (a score, or any layout shift).
// Usage: node bench/lighthouse.mjs [--runs 3] [--form mobile,desktop] [--pages index.html,robot.html,...] [--no-build] [--json FILE]
// Each form factor runs `runs` times in a fresh Chromium; the run with the median performance
// score is reported whole; a run Lighthouse could not finish is run again. Long tasks: the main
// thread's tasks over 50 ms that start before the board is ready (the 'board-ready' mark), read
// from the run's own trace (observed times; the mobile score simulates a 4x slower CPU on top).
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM, CHROMIUM_ARGS, buildPage, startPreview } from '../tests/e2e/helpers.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const RUNS = Number(option('runs', 3));
const FORMS = option('form', 'mobile,desktop').split(',');
// Every page: the lesson, its companions and the teacher's desk.
const PAGES = option('pages', 'index.html,robot.html,ten-print.html,more-ways.html,teacher.html').split(',');
const JSON_OUT = option('json', null);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95 };
const log = (msg) => process.stderr.write(`lighthouse: ${msg}\n`);

/** Main-thread tasks (RunTask on the page's renderer main thread) over 50 ms before the board-ready mark. */
function longTasksBeforeBoard(trace) {
  const events = trace?.traceEvents ?? [];
  const mark = events.find((e) => e.name === 'board-ready' && /user_timing/.test(e.cat ?? ''));
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' &&
    events.some((m) => m.pid === e.pid && m.tid === e.tid && m.name === 'board-ready'));
  const navigation = events.find((e) => e.name === 'navigationStart' && main && e.pid === main.pid);
  if (!mark || !main || !navigation) return { boardReadyMs: null, tasks: [] };
  const tasks = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask' && e.dur > 50_000 && e.ts < mark.ts)
    .map((e) => ({ startMs: Math.round((e.ts - navigation.ts) / 1000), ms: Math.round(e.dur / 1000) }));
  return { boardReadyMs: Math.round((mark.ts - navigation.ts) / 1000), tasks };
}

async function audit(url, formFactor) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: [...CHROMIUM_ARGS, '--headless=new'] });
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    const { lhr, artifacts } = result;
    const score = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)]));
    const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
    const failing = Object.values(lhr.categories).flatMap((c) => c.auditRefs)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
      .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
    return {
      formFactor,
      version: lhr.lighthouseVersion,
      browser: lhr.environment?.hostUserAgent ?? '',
      score,
      metrics: {
        fcpMs: ms('first-contentful-paint'),
        lcpMs: ms('largest-contentful-paint'),
        tbtMs: ms('total-blocking-time'),
        cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
        speedIndexMs: ms('speed-index'),
        bytes: ms('total-byte-weight'),
      },
      lighthouseLongTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((t) => ({ url: t.url, startMs: Math.round(t.startTime), ms: Math.round(t.duration) })),
      observed: longTasksBeforeBoard(artifacts?.Trace ?? artifacts?.traces?.defaultPass),
      failing,
      // A run Lighthouse could not finish (scores 0): why, as it says.
      error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    };
  } finally {
    await chrome.kill();
  }
}

const median = (runs) => [...runs].sort((a, b) => a.score.performance - b.score.performance)[Math.floor(runs.length / 2)];

if (!args.includes('--no-build')) buildPage({ force: true });
const server = await startPreview();
const machine = `${os.cpus()[0]?.model ?? '?'} x ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load ${os.loadavg()[0].toFixed(2)}`;
const date = new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
const report = { date, machine, runs: RUNS, results: [] };
/** The runs Lighthouse could not finish, each run again. */
const unfinished = [];
try {
  for (const page of PAGES) {
    for (const formFactor of FORMS) {
      const runs = [];
      const url = server.url + (page === 'index.html' ? '' : page);
      for (let i = 0; i < RUNS; i++) {
        log(`${page}, ${formFactor}, run ${i + 1} of ${RUNS}`);
        let run = await audit(url, formFactor);
        // A run Lighthouse could not finish (NO_NAVSTART: its trace missed the page's start) says
        // nothing of the page: it is run again, at most twice, and reported.
        for (let again = 1; run.error && again <= 2; again++) {
          log(`${page}, ${formFactor}: Lighthouse could not finish (${run.error}); run ${i + 1} again`);
          unfinished.push(`${page}, ${formFactor}: ${run.error}`);
          run = await audit(url, formFactor);
        }
        runs.push(run);
      }
      for (const r of runs) if (r.error) log(`${page}, ${formFactor}: a run failed: ${r.error}`);
      report.results.push({ page, ...median(runs), performanceRuns: runs.map((r) => r.score.performance), errors: runs.map((r) => r.error).filter(Boolean) });
    }
  }
} finally {
  await server.close();
}

console.log(`Lighthouse ${report.results[0].version} on the built page (vite preview), ${date}, ${machine}`);
console.log(`browser: ${report.results[0].browser}`);
console.log('page             form     perf  a11y  best   seo   FCP ms   LCP ms   TBT ms    CLS   SI ms    bytes  perf runs');
let missed = 0;
// Tasks over 50 ms before the board: the project's own stricter target, reported but not failing (a busy machine misses it).
let stricter = 0;
for (const r of report.results) {
  const s = r.score, m = r.metrics;
  console.log(`${r.page.padEnd(16)} ${r.formFactor.padEnd(8)} ${[s.performance, s.accessibility, s['best-practices'], s.seo].map((v) => String(v).padStart(5)).join(' ')} ` +
    `${[m.fcpMs, m.lcpMs, m.tbtMs].map((v) => String(v).padStart(8)).join(' ')} ${m.cls.toFixed(3).padStart(6)} ${String(m.speedIndexMs).padStart(7)} ${String(m.bytes).padStart(8)}  ${r.performanceRuns.join(', ')}`);
  for (const [c, target] of Object.entries(TARGETS)) if (s[c] < target) { missed++; console.log(`  missed: ${c} ${s[c]} < ${target}`); }
  if (m.cls > 0) { missed++; console.log(`  missed: layout shift ${m.cls} > 0`); }
  const before = r.observed.tasks;
  console.log(`  board ready at ${r.observed.boardReadyMs} ms (observed); tasks over 50 ms before it: ${before.length ? before.map((t) => `${t.ms} ms at ${t.startMs}`).join(', ') : 'none'}`);
  if (before.length) stricter++;
  if (r.lighthouseLongTasks.length) console.log(`  Lighthouse's long tasks: ${r.lighthouseLongTasks.map((t) => `${t.ms} ms at ${t.startMs} (${t.url})`).join('; ')}`);
  if (r.failing.length) console.log(`  audits not passed: ${r.failing.join(', ')}`);
  for (const e of r.errors) console.log(`  a run Lighthouse could not finish: ${e}`);
}
for (const u of unfinished) console.log(`lighthouse: run again, as Lighthouse could not finish it: ${u}`);
console.log(missed ? `lighthouse: ${missed} target(s) missed` : 'lighthouse: every target met');
if (stricter) console.log(`lighthouse: ${stricter} run(s) with a task over 50 ms before the board was ready (the stricter target)`);
if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify(report, null, 2));
// A missed target fails the run (npm run bench stops there).
if (missed) process.exitCode = 1;
