// The engine driver for Firefox: puppeteer-core over WebDriver BiDi, with Debian's firefox-esr.
import puppeteer from 'puppeteer-core';

export const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

export async function launch() {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: { width: 1280, height: 900 },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  const problems = [];
  const driver = { during: '' };
  page.on('pageerror', (e) => problems.push(`page error: ${e.message} (during "${driver.during}")`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()} (during "${driver.during}")`));
  const element = async (selector) => {
    const handle = await page.$(selector);
    if (!handle) throw new Error(`nothing matches ${selector}`);
    return handle;
  };
  return Object.assign(driver, {
    engine: 'Firefox',
    version: `${await browser.version()} (puppeteer-core ${(await import('puppeteer-core/package.json', { with: { type: 'json' } })).default.version}, WebDriver BiDi)`,
    problems,
    open: (url) => page.goto(url).then(() => undefined),
    eval: (fn, arg) => page.evaluate(fn, arg),
    click: async (selector) => (await element(selector)).click(),
    fill: async (selector, text) => {
      const box = await element(selector);
      await box.evaluate((el) => el.select());
      await box.focus();
      await page.keyboard.press('Backspace');
      await page.keyboard.type(text);
    },
    press: async (selector, key) => {
      await (await element(selector)).focus();
      await page.keyboard.press(key);
    },
    close: () => browser.close(),
  });
}
