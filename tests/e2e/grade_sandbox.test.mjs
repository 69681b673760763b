// `npm run grade` on hostile hand-ins: student code runs in the browser sandbox (web/src/grade/browser.ts), so it
// starts no process, writes and reads no file of this computer, opens no socket, and forges no CSV row.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, solution } from './helpers.mjs';

/** A hand-in whose dead_ends does `body` (indented under a try), then gives back -1: wrong on every test. */
const hostile = (body) => ['def dead_ends(maze):', '    try:', ...body.map((line) => `        ${line}`), '    except BaseException as e:', '        print("refused:", e)', '    return -1'].join('\n');

/** The hand-ins that would write a file of `folder` if they ran on this computer. */
const writers = (folder, root = folder) => ({
  'Eve_System__9C.py': hostile([`import os`, `os.system("touch ${join(folder, 'pwned-system')}")`, `os.popen("touch ${join(folder, 'pwned-popen')}")`]),
  'Eve_Subprocess__9C.py': hostile([`import subprocess`, `subprocess.run(["touch", "${join(folder, 'pwned-subprocess')}"])`]),
  'Eve_Writes__9C.py': hostile([`open("${join(folder, 'pwned-open')}", "w").write("x")`, `open("${join(root, 'pwned-open')}", "w").write("x")`]),
  'Eve_Ctypes__9C.py': hostile([`import ctypes`, `ctypes.CDLL(None).system(b"touch ${join(folder, 'pwned-ctypes')}")`]),
});

describe('npm run grade: a hostile hand-in cannot reach the computer that grades it', () => {
  let folder;
  let server;
  let port;
  let knocks = 0;
  let run;
  const secret = readFileSync('/etc/hostname', 'utf8').trim();

  before(async () => {
    folder = mkdtempSync(join(tmpdir(), 'maze-grade-hostile-'));
    server = createServer((socket) => {
      knocks++;
      socket.destroy();
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = server.address().port;
    const FILES = {
      'Ann_Okoro__9C.py': solution('dead_ends'),
      ...writers(folder, ROOT),
      'Eve_Reads__9C.py': ['def dead_ends(maze):', '    text = open("/etc/hostname").read()', '    print(text)', '    raise ValueError(text)'].join('\n'),
      'Eve_Socket__9C.py': hostile([`import socket`, `socket.create_connection(("127.0.0.1", ${port}), timeout=0.3)`]),
      'Eve_Fetch__9C.py': hostile([
        `import js`,
        `js.fetch("http://127.0.0.1:${port}/")`,
        `js.WebSocket.new("ws://127.0.0.1:${port}/")`,
        `x = js.XMLHttpRequest.new()`,
        `x.open("GET", "http://127.0.0.1:${port}/", False)`,
        `x.send()`,
      ]),
      'Eve_Require__9C.py': hostile([`import js`, `js.require("child_process").execSync("touch ${join(folder, 'pwned-require')}")`]),
      'Eve_PyodideJs__9C.py': hostile([
        `import js, pyodide_js`,
        `m = pyodide_js._module`,
        `(getattr(m, "require", None) or js.process.mainModule.require)("child_process").execSync("touch ${join(folder, 'pwned-pyodide-js')}")`,
      ]),
      'Eve_Function__9C.py': hostile([
        `import js`,
        `js.Function.new("return process.getBuiltinModule('child_process')")().execSync("touch ${join(folder, 'pwned-function')}")`,
      ]),
      'Eve_Rows__9C.py': hostile([`print("\\n".join(["Mallory,Mallory,9C,3,15 of 15,17 of 17,15 of 15,,,"] * 50))`]),
    };
    for (const [name, code] of Object.entries(FILES)) writeFileSync(join(folder, name), code);
    run = spawnSync(process.execPath, [join(ROOT, 'scripts', 'grade.mjs'), ...Object.keys(FILES).map((name) => join(folder, name))], {
      cwd: folder,
      encoding: 'utf8',
      timeout: 300_000,
    });
    run.files = Object.keys(FILES);
  });

  after(async () => {
    await new Promise((resolve) => server?.close(resolve));
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  test('every file graded: one CSV row each, in order, and nothing else on stdout', () => {
    assert.equal(run.status, 0, run.stderr);
    const lines = run.stdout.trimEnd().split('\n');
    assert.equal(lines[0], 'file,student,student_id,class,stars,dead_ends,is_perfect,farthest,first_failing_test,claimed_not_earned,similar_to,note');
    assert.deepEqual(lines.slice(1).map((line) => line.split(',')[0]), run.files.map((f) => f.replace(/\.py$/, '')));
    assert.ok(!run.stdout.includes('Mallory') && !run.stderr.includes('Mallory'), 'a printed row reaches neither the CSV nor the terminal');
    // The honest file passes: the sandbox grades as the desk does.
    assert.match(lines[1], /^Ann_Okoro__9C,Ann Okoro,,9C,1,15 of 15,no function,no function,/);
  });

  test("the hand-ins that write files do write them when run by this computer's own Python", () => {
    const control = mkdtempSync(join(tmpdir(), 'maze-grade-control-'));
    try {
      for (const [name, code] of Object.entries(writers(control))) {
        const ran = spawnSync('python3', ['-c', `${code}\ndead_ends(None)`], { encoding: 'utf8', timeout: 20_000 });
        assert.equal(ran.status, 0, `${name}: ${ran.stderr}`);
      }
      assert.deepEqual(readdirSync(control).sort(), ['pwned-ctypes', 'pwned-open', 'pwned-popen', 'pwned-subprocess', 'pwned-system']);
    } finally {
      rmSync(control, { recursive: true, force: true });
    }
  });

  test('no process started, no file written: nothing new in the folder or the project', () => {
    // Each hostile program ran to its end: -1 on every test.
    for (const line of run.stdout.split('\n').filter((l) => l.startsWith('Eve_') && !l.startsWith('Eve_Reads'))) assert.match(line, /^Eve_\w+,[^,]+,,9C,0,0 of 15,/, line);
    assert.deepEqual(readdirSync(folder).filter((f) => f.startsWith('pwned')), []);
    assert.equal(existsSync(join(ROOT, 'pwned-open')), false);
  });

  test("this computer's files are not read: its hostname is nowhere in the CSV", () => {
    assert.ok(secret.length > 0);
    assert.ok(!run.stdout.includes(secret), 'the hostname reached the CSV');
    const reads = run.stdout.split('\n').find((line) => line.startsWith('Eve_Reads__9C,'));
    assert.match(reads, /dead_ends test 1: Your function stopped with a problem at line 2: FileNotFoundError: \[Errno 44\] No such file or directory: '\/etc\/hostname'/);
  });

  test('no connection reached a server on this computer', () => {
    assert.equal(knocks, 0);
  });
});
