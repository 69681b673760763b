// page-shots.mjs: docs/pages/: every page at first sight, opened at its top with nothing stored, at
// 1280 x 800 and 390 x 844 (touch), from the built page (`npm run build` first, or --build).
// Usage: node scripts/page-shots.mjs [--build]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, buildPage, launchBrowser, startPreview } from '../tests/e2e/helpers.mjs';

const PAGES = ['index.html', 'robot.html', 'ten-print.html', 'more-ways.html', 'fill.html', 'teacher.html'];
const SIZES = [
  { width: 1280, height: 800, touch: false },
  { width: 390, height: 844, touch: true },
];
const out = join(ROOT, 'docs', 'pages');
mkdirSync(out, { recursive: true });

if (process.argv.includes('--build')) buildPage({ force: true });
const server = await startPreview();
let browser = null;
try {
  browser = await launchBrowser();
  for (const page of PAGES) {
    for (const { width, height, touch } of SIZES) {
      // A fresh context each time: nothing stored.
      const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, isMobile: touch, hasTouch: touch });
      const tab = await context.newPage();
      await tab.goto(server.url + (page === 'index.html' ? '' : page));
      await tab.waitForFunction(() => !document.querySelector('.board-loading'), null, { timeout: 60_000 });
      await tab.waitForTimeout(1500); // the board sizes its maze to the window once drawn
      const file = join(out, `${page.replace('.html', '')}-${width}x${height}.png`);
      await tab.screenshot({ path: file });
      console.log(file);
      await context.close();
    }
  }
} finally {
  await browser?.close();
  await server.close();
}
