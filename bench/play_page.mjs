// play_page.mjs: what Play's page benches share: the built page served, a browser, and for each maze side a fresh page with Play started on seed 1; a failing bench stops what it started.
import { boardUi, launchBrowser, startPreview } from '../tests/e2e/helpers.mjs';

/** The middle value and the p-th share of a list (the p-th from the bottom, sorted). */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

/**
 * For each side, a page at 1280 x 800 with Play's maze of side x side from seed 1 started, then
 * measure(page, side) (after ready(page), when given); returns what measure gave, in order.
 */
export async function eachPlay(sides, measure, { ready = async () => undefined } = {}) {
  const server = await startPreview();
  let browser = null;
  const rows = [];
  try {
    browser = await launchBrowser();
    for (const side of sides) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(server.url);
      await page.waitForFunction(() => performance.getEntriesByName('board-ready').length > 0, null, { timeout: 60_000 });
      await ready(page);
      const b = boardUi(page);
      await b.field('Rows').fill(String(side));
      await b.field('Columns').fill(String(side));
      await b.field('Seed').fill('1');
      await b.button('Play').click();
      await page.waitForFunction(() => /^Maze 1 from seed/.test(document.querySelector('#board .board-message').textContent), null, { timeout: 120_000 });
      rows.push(await measure(page, side));
      await context.close();
    }
  } finally {
    await browser?.close().catch(() => undefined);
    await server.close();
  }
  return rows;
}

/** Starts timing the gaps between the page's animation frames; frameGaps(page) stops and gives them (ms). */
export function timeFrames(page) {
  return page.evaluate(() => {
    window.gaps = [];
    let last = 0;
    const tick = (now) => {
      if (last) window.gaps.push(now - last);
      last = now;
      window.gapFrame = requestAnimationFrame(tick);
    };
    window.gapFrame = requestAnimationFrame(tick);
  });
}
export function frameGaps(page) {
  return page.evaluate(() => {
    cancelAnimationFrame(window.gapFrame);
    return window.gaps;
  });
}

/** The machine's load, printed under a bench's table. */
export const loadLine = async () => `\nload average: ${(await import('node:os')).loadavg().map((x) => x.toFixed(2)).join(', ')}`;
