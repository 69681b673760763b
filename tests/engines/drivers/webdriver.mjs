// The engine driver for WebKit: selenium-webdriver talking WebDriver to Debian's WebKitWebDriver,
// which starts the WebKitGTK MiniBrowser in automation mode, all under a virtual X display (xvfb-run).
import { spawn } from 'node:child_process';
import { Builder, Key } from 'selenium-webdriver';
import { freePort } from '../../e2e/helpers.mjs';

export const MINIBROWSER = process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const DRIVER = process.env.WEBKIT_WEBDRIVER || 'WebKitWebDriver';

const KEYS = { End: Key.END, Home: Key.HOME, Enter: Key.ENTER, Escape: Key.ESCAPE };

/** Start WebKitWebDriver under xvfb-run in a process group of its own; resolves once it answers. */
async function startDriver() {
  const port = await freePort();
  const child = spawn('xvfb-run', ['-a', DRIVER, `--port=${port}`], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited:\n${log}`);
    try {
      if ((await fetch(`${url}/status`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  // The whole group: xvfb-run, its X server and the driver.
  return { url, stop: () => { try { process.kill(-child.pid, 'SIGTERM'); } catch { /* gone already */ } } };
}

export async function launch() {
  const server = await startDriver();
  let driver;
  try {
    driver = await new Builder()
      .usingServer(server.url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      })
      .build();
  } catch (error) {
    server.stop();
    throw error;
  }
  // A page load may take long beside the other share's Chromium, and WebKitWebDriver runs no script until it is over:
  // CI's run of 790786b failed its first script after opening the page at the 60 s page-load limit.
  await driver.manage().setTimeouts({ script: 120_000, pageLoad: 180_000 });
  await driver.manage().window().setRect({ width: 1280, height: 900 }).catch(() => undefined);
  const caps = await driver.getCapabilities();
  const selenium = (await import('selenium-webdriver/package.json', { with: { type: 'json' } })).default.version;
  const element = (selector) => driver.findElement({ css: selector });
  return {
    engine: 'WebKit',
    version: `${caps.get('browserName')} ${caps.get('browserVersion')} (WebKitGTK, WebKitWebDriver, selenium-webdriver ${selenium})`,
    problems: [],
    open: (url) => driver.get(url),
    eval: async (fn, arg) => {
      // One function of one argument, awaited in the page; errors come back as errors.
      const result = await driver.executeAsyncScript(
        `const done = arguments[arguments.length - 1];
         Promise.resolve().then(() => (${fn.toString()})(arguments[0]))
           .then((value) => done({ value: value === undefined ? null : value }), (error) => done({ error: String(error && error.stack || error) }));`,
        arg === undefined ? null : arg,
      );
      if (result.error) throw new Error(result.error);
      return result.value;
    },
    click: async (selector) => (await element(selector)).click(),
    fill: async (selector, text) => {
      const box = await element(selector);
      await box.clear();
      await box.sendKeys(text);
    },
    press: async (selector, key) => (await element(selector)).sendKeys(KEYS[key] ?? key),
    close: async () => {
      await driver.quit().catch(() => undefined);
      server.stop();
    },
  };
}
