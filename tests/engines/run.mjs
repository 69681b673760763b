// The page's core flows (flows.mjs) in three engines, each through its own driver (drivers/):
// Chromium (Playwright), Firefox (firefox-esr, puppeteer-core over WebDriver BiDi) and WebKit
// (WebKitGTK's MiniBrowser, WebKitWebDriver under xvfb-run, selenium-webdriver), one after another
// on one `vite preview` server of the built page. Imports: ../e2e (helpers, oracle, expected).
// Usage: node tests/engines/run.mjs [chromium|firefox|webkit ...] [--no-build]
import { after, before, describe, test } from 'node:test';
import { buildPage, startPreview } from '../e2e/helpers.mjs';
import { FLOWS, on } from './flows.mjs';
import { GUESS_FLOWS } from './guess_flows.mjs';
import { PHONE_FLOWS } from './phone_flows.mjs';
import { watchErrors } from './page_tools.mjs';

const ENGINES = {
  chromium: () => import('./drivers/playwright.mjs'),
  firefox: () => import('./drivers/puppeteer_bidi.mjs'),
  webkit: () => import('./drivers/webdriver.mjs'),
};
const args = process.argv.slice(2);
const wanted = args.filter((a) => !a.startsWith('--'));
for (const name of wanted) if (!(name in ENGINES)) throw new Error(`no engine ${name}: ${Object.keys(ENGINES).join(', ')}`);
const engines = wanted.length ? wanted : Object.keys(ENGINES);

if (!process.env.LESSON_URL) buildPage({ force: !args.includes('--no-build') });
const server = process.env.LESSON_URL ? null : await startPreview();
const url = process.env.LESSON_URL ?? server.url;
after(() => server?.close());

for (const name of engines) {
  describe(name, () => {
    let d;
    let began = 0;
    before(async () => {
      began = Date.now();
      d = await (await ENGINES[name]()).launch();
      console.log(`# ${d.engine}: ${d.version}`);
      await d.open(url);
      console.log(`# ${name}: the page opened in ${((Date.now() - began) / 1000).toFixed(1)} s after the browser was asked for`);
      // The main board's questions (board/ask/) would wait for a guess: the flows press its buttons for what they do.
      await d.eval(() => localStorage.setItem('maze-lesson:setting:ask', 'off'));
      await d.eval(watchErrors);
    });
    after(async () => {
      await d?.close();
      console.log(`# ${name}: ${((Date.now() - began) / 1000).toFixed(0)} s`);
    });
    for (const flow of [...GUESS_FLOWS, ...FLOWS, ...PHONE_FLOWS]) {
      test(flow.title, async () => {
        d.during = flow.title; // a driver that hears errors says in which flow
        const note = await flow.run(d, on(d));
        if (note) console.log(`# ${name}: ${note}`);
      });
    }
  });
}
