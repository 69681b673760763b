// The engine driver for Chromium: Playwright (playwright-core) with Debian's chromium.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../../e2e/helpers.mjs';

export async function launch() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return {
    engine: 'Chromium',
    version: `Chromium ${browser.version()} (Playwright ${(await import('playwright-core/package.json', { with: { type: 'json' } })).default.version})`,
    problems,
    open: (url) => page.goto(url).then(() => undefined),
    eval: (fn, arg) => page.evaluate(fn, arg),
    click: (selector) => page.click(selector),
    fill: (selector, text) => page.fill(selector, text),
    press: (selector, key) => page.press(selector, key),
    close: () => browser.close(),
  };
}
