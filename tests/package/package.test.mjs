// package.test.mjs: the engine taken home as a game maker takes it: `npm run pack:engine`, the
// tarball installed with npm into a fresh folder outside the lesson, the Node example run there,
// the Vite example built there and walked in Chromium, and the CMake example built against a
// copy of the C++ library built and installed without the tests' tools. Each gives the lesson's seed-2083 maze.
// Needs the native build (build/maze, bash scripts/build-native.sh). Run: node --test tests/package/
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const MAZE = join(ROOT, 'build', 'maze');
const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Runs a program, failing with its output when it fails; returns its stdout. */
function run(program, args, options = {}) {
  const result = spawnSync(program, args, { encoding: 'utf8', maxBuffer: 1 << 26, ...options });
  if (result.status !== 0)
    throw new Error(`${program} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

const maze = (...args) => run(MAZE, args);
const LESSON = () => maze('generate', '--method', 'walk', '--seed', '2083');

let home; // the game maker's folder, outside the lesson
let tarball;

before(() => {
  assert.ok(existsSync(MAZE), 'the native build is missing: run bash scripts/build-native.sh');
  home = mkdtempSync(join(tmpdir(), 'maze-engine-home-'));
  assert.ok(relative(ROOT, home).startsWith('..'), `${home} must lie outside the lesson's folder`);
});
after(() => rmSync(home, { recursive: true, force: true }));

/** A game's program, one line a string. */
const writeProgram = (path, lines) => writeFileSync(path, lines.join('\n') + '\n');

/** A fresh npm project in the home folder with the tarball installed into it. */
function project(name, files) {
  const folder = join(home, name);
  cpSync(join(ROOT, 'examples', name), folder, { recursive: true, filter: (f) => !/node_modules|package-lock/.test(f) });
  // The example names the tarball by its path in the lesson; here it is installed from where it lies.
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  delete manifest.dependencies;
  delete manifest.devDependencies;
  writeFileSync(join(folder, 'package.json'), JSON.stringify(manifest, null, 2));
  for (const [file, text] of Object.entries(files ?? {})) writeFileSync(join(folder, file), text);
  run('npm', ['install', tarball, '--no-audit', '--no-fund', '--loglevel=error'], { cwd: folder });
  return folder;
}

describe('the engine as an npm package', () => {
  it('npm run pack:engine writes exactly one tarball, with the types and the .wasm and no page code', () => {
    run('npm', ['run', '--silent', 'pack:engine'], { cwd: ROOT });
    const packed = readdirSync(join(ROOT, 'dist-engine'));
    assert.deepEqual(packed, ['maze-engine-0.1.0.tgz']);
    tarball = join(ROOT, 'dist-engine', packed[0]);
    const files = run('tar', ['tzf', tarball]).trim().split('\n').sort();
    for (const file of ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md', 'dist/index.js', 'dist/index.d.ts',
      'dist/engine.js', 'dist/engine.d.ts', 'dist/generated/maze_engine.mjs', 'dist/generated/maze_engine.wasm'])
      assert.ok(files.includes(`package/${file}`), `the tarball lacks ${file}`);
    assert.deepEqual(files.filter((f) => /board|lesson|python|tenprint|lab|\.css$|\.html$/.test(f)), []);
    const manifest = JSON.parse(run('tar', ['xzfO', tarball, 'package/package.json']));
    assert.equal(manifest.license, 'MIT');
    assert.match(manifest.version, /^\d+\.\d+\.\d+$/);
    assert.equal(manifest.type, 'module');
    assert.deepEqual(manifest.engines, { node: '>=20' });
    // The lesson reads the package from its source; a game gets the built files only.
    assert.doesNotMatch(JSON.stringify(manifest.exports), /maze-lesson-source|src\//);
    assert.ok(manifest.repository.url);
    assert.equal(run('tar', ['xzfO', tarball, 'package/LICENSE']), readFileSync(join(ROOT, 'LICENSE'), 'utf8'));
  });

  // Run with no code made from strings (no eval, no new Function), as under a Content Security
  // Policy without 'unsafe-eval': the module is linked with -sDYNAMIC_EXECUTION=0.
  it("the Node example, installed from the tarball, prints the lesson's maze, its way out and its tiles, with no code made from strings", () => {
    const folder = project('node');
    const printed = run(process.execPath, ['--disallow-code-generation-from-strings', 'main.mjs'], { cwd: folder }).split('\n');
    const lesson = LESSON().trimEnd().split('\n');
    assert.deepEqual(printed.slice(0, 21), lesson);
    assert.equal(printed[21], 'The way out goes through 47 rooms');
    assert.equal(printed[22], 'Tiles (1 wall, 0 floor), corridors 2 tiles wide, walls 1: 31 x 31');
    const tiles = maze('generate', '--method', 'walk', '--seed', '2083', '--format', 'tiles', '--corridor', '2');
    assert.deepEqual(printed.slice(23, 54), tiles.trimEnd().split('\n').map((line) => line.replaceAll(',', '')));
  });

  it('the installed package gives the endless stream `maze endless` prints', () => {
    const folder = join(home, 'node');
    writeProgram(join(folder, 'endless.mjs'), [
      "import { loadMazeEngine } from 'maze-engine';",
      'const engine = await loadMazeEngine();',
      'for (const line of engine.endless({ cols: 40, seed: 1, rows: 500 })) console.log(line);',
    ]);
    assert.equal(run(process.execPath, ['endless.mjs'], { cwd: folder }), maze('endless', '--cols', '40', '--seed', '1', '--rows', '500'));
  });

  it('the installed package writes the JSON `maze generate` writes for keys, halls and a maze chosen from many', () => {
    const folder = join(home, 'node');
    const games = [
      [{ seed: 2083, keys: 3 }, ['--method', 'walk', '--seed', '2083', '--keys', '3']],
      [{ method: 'frontier', rows: 14, cols: 16, seed: 5, halls: 3, keys: 2 }, ['--method', 'frontier', '--rows', '14', '--cols', '16', '--seed', '5', '--halls', '3', '--keys', '2']],
      [{ seed: 2083, of: 1000, keep: 'longest' }, ['--method', 'walk', '--seed', '2083', '--of', '1000', '--keep', 'longest']],
    ];
    writeProgram(join(folder, 'games.mjs'), [
      "import { loadMazeEngine } from 'maze-engine';",
      'const engine = await loadMazeEngine();',
      `for (const settings of ${JSON.stringify(games.map(([settings]) => settings))}) console.log(JSON.stringify(engine.generate(settings)));`,
    ]);
    assert.equal(run(process.execPath, ['--disallow-code-generation-from-strings', 'games.mjs'], { cwd: folder }), games.map(([, args]) => maze('generate', '--format', 'json', ...args)).join(''));
  });

  it("its types check in a game's strict TypeScript (moduleResolution nodenext, libraries checked too)", () => {
    const folder = join(home, 'node');
    writeProgram(join(folder, 'game.ts'), [
      "import { loadMazeEngine, type Maze, type GrowthEvent } from 'maze-engine';",
      'const engine = await loadMazeEngine();',
      "const maze: Maze = engine.generate({ method: 'wilson', rows: 5, cols: 5, seed: 7n });",
      'const picture: string[] = maze.picture();',
      'const tiles: number[][] = maze.tiles({ corridor: 2 });',
      'const growth = engine.grow({ shape: "hex", rows: 3, cols: 3 });',
      'const first: GrowthEvent | null = growth.step();',
      'const count: string = engine.count({ rows: 3, cols: 3 });',
      "const endless = engine.endless({ cols: 8, seed: '4', rows: 3 });",
      'const lines: string[] = [...endless];',
      "const tree = engine.generate({ method: 'growing-tree', pick: 'mix:30' });",
      'console.log(lines.length, endless.rowsMade, tree.facts().perfect);',
      'tree.dispose();',
      'console.log(picture, tiles, first?.kind, count, maze.facts().farthest, maze.solve().length, maze.wayIn);',
      'growth.dispose();',
      'maze.dispose();',
    ]);
    writeFileSync(join(folder, 'tsconfig.json'), JSON.stringify({
      compilerOptions: { target: 'ES2022', module: 'nodenext', moduleResolution: 'nodenext', strict: true, noEmit: true,
        skipLibCheck: false, lib: ['ES2022', 'DOM'], types: [] },
      files: ['game.ts'],
    }));
    run(process.execPath, [TSC, '-p', folder]);
  });

  it('the Vite example builds with the installed package, and in Chromium the player walks inside it: both keys, both doors, the way out', async () => {
    const folder = project('vite');
    run(process.execPath, [VITE, 'build', '--logLevel', 'warn'], { cwd: folder });
    const assets = readdirSync(join(folder, 'dist', 'assets'));
    const wasm = assets.filter((f) => f.endsWith('.wasm'));
    assert.equal(wasm.length, 1, `one .wasm among ${assets}`);
    const packed = readFileSync(join(folder, 'node_modules', 'maze-engine', 'dist', 'generated', 'maze_engine.wasm'));
    assert.ok(readFileSync(join(folder, 'dist', 'assets', wasm[0])).equals(packed));

    const server = await serve(join(folder, 'dist'));
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'], headless: true });
    try {
      const page = await browser.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      // The first seed drawn is 13, whose way out has no room for two doors with their keys: the game takes 14.
      await page.addInitScript(() => {
        Math.random = () => 12.5 / 999_999;
      });
      await page.goto(server.url);
      const said = page.locator('#said');
      await page.getByText(/^A new maze\. Find 2 keys, then the light of the way out\. Facing \w+\./).waitFor();
      const view = page.getByLabel('Inside the maze. Turn with the left and right arrow keys, step with up and down.');
      assert.equal(await view.evaluate((c) => c.tagName), 'CANVAS');
      await view.focus();
      // Walk the game `maze generate --keys 2` makes for the page's seed: to key 1, through door 1 to
      // key 2, through door 2 to the way out, turning with ← → and stepping with ↑.
      const seed = (await page.locator('#seed').textContent()).replace('Maze number ', '');
      assert.equal(seed, '14');
      const { route, cols, keys } = gameRoute(seed);
      const FACING = ['up', 'right', 'down', 'left'];
      let facing = FACING.indexOf((await said.textContent()).match(/Facing (\w+)\./)[1]);
      const picked = [];
      for (let i = 1; i < route.length; i++) {
        const [a, b] = [route[i - 1], route[i]];
        const want = b === a - cols ? 0 : b === a + 1 ? 1 : b === a + cols ? 2 : 3;
        while (facing !== want) {
          const right = (want - facing + 4) % 4 !== 3;
          await page.keyboard.press(right ? 'ArrowRight' : 'ArrowLeft');
          facing = (facing + (right ? 1 : 3)) % 4;
        }
        await page.keyboard.press('ArrowUp');
        const text = await said.textContent();
        assert.doesNotMatch(text, /A wall|locked/, `step ${i} into room ${b}`);
        const pick = text.match(/^You pick up key (\d)\. It opens door \1\./);
        if (pick) picked.push([Number(pick[1]), b]);
      }
      assert.deepEqual(picked, keys.map((room, k) => [k + 1, room]));
      assert.equal(await said.textContent(), `You are out in ${route.length - 1} steps. Press New maze to play again.`);
      await page.getByRole('button', { name: 'New maze' }).click();
      await page.getByText(/^A new maze\. Find 2 keys/).waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
      await server.close();
    }
  });

  it("the C++ library and the command build without GoogleTest, Google Benchmark or zlib, saying what was left out; the library installs, and the CMake example built against it prints the lesson's maze", () => {
    // A fresh build with the tests' tools and zlib hidden, as on a game maker's machine. In unity
    // files (MAZE_UNITY), which change how long it compiles and nothing it installs.
    const build = join(home, 'engine-build');
    const prefix = join(home, 'prefix');
    const configured = spawnSync('cmake', ['-S', ROOT, '-B', build, '-DCMAKE_BUILD_TYPE=Release', '-DMAZE_UNITY=ON',
      '-DCMAKE_DISABLE_FIND_PACKAGE_GTest=ON', '-DCMAKE_DISABLE_FIND_PACKAGE_benchmark=ON', '-DCMAKE_DISABLE_FIND_PACKAGE_ZLIB=ON'], { encoding: 'utf8' });
    assert.equal(configured.status, 0, configured.stderr);
    const said = configured.stderr.replace(/\s+/g, ' ');
    assert.match(said, /GoogleTest not found: the tests and benchmarks are left out \(-DMAZE_BUILD_TESTS=OFF says so quietly\)/);
    assert.match(said, /zlib not found: the maze command will read masks as text only \(a PNG mask says so\)/);
    run('cmake', ['--build', build, '-j2', '--target', 'maze_engine', 'maze']);
    // Without zlib, a PNG mask is refused in one sentence; a text mask still makes a maze.
    const png = spawnSync(join(build, 'maze'), ['generate', '--method', 'walk', '--seed', '1', '--mask', join(ROOT, 'docs', 'board.png')], { encoding: 'utf8' });
    assert.equal(png.status, 2);
    assert.match(png.stderr, /this maze command was built without zlib, so it reads masks as text only: save the mask as text, one line a row, \. a room and X no room/);
    const text = join(home, 'mask.txt');
    writeFileSync(text, '..X\n...\n');
    assert.match(run(join(build, 'maze'), ['generate', '--method', 'walk', '--seed', '1', '--mask', text]), /^#+\n/);
    run('cmake', ['--install', build, '--prefix', prefix]);
    assert.ok(existsSync(join(prefix, 'lib', 'cmake', 'maze_engine', 'maze_engineConfig.cmake')));
    const installed = run('find', [prefix, '-type', 'f']).split('\n').map((f) => relative(prefix, f));
    assert.deepEqual(installed.filter((f) => /bin\/|maze_cli|engine_tests|bench/.test(f)), []);
    // One header a game includes, with the project's version; the headers it names beside it,
    // the rest under detail/.
    const include = join(prefix, 'include', 'maze_engine');
    const version = /project\(maze_lesson VERSION ([0-9.]+)/.exec(readFileSync(join(ROOT, 'CMakeLists.txt'), 'utf8'))[1];
    assert.match(readFileSync(join(include, 'maze_engine_version.h'), 'utf8'), new RegExp(`#define MAZE_ENGINE_VERSION "${version}"`));
    for (const line of readFileSync(join(include, 'maze_engine.hpp'), 'utf8').match(/^#include "[a-z_]+\/[a-z_]+\.h"/gm))
      assert.ok(existsSync(join(include, line.slice(10, -1))), line);
    assert.ok(existsSync(join(include, 'detail', 'steps', 'step.h')));
    assert.ok(!existsSync(join(include, 'steps')));
    const game = join(home, 'cpp-build');
    run('cmake', ['-S', join(ROOT, 'examples', 'cpp'), '-B', game, `-DCMAKE_PREFIX_PATH=${prefix}`, '-DCMAKE_BUILD_TYPE=Release']);
    run('cmake', ['--build', game, '-j2']);
    assert.equal(run(join(game, 'maze_game'), []), LESSON());
  });
});

/** The arrow keys that walk the seed's 10 x 10 walk maze from its way in to its way out, from `maze solve`. */
/** The example's game for a seed, as `maze generate --keys 2` makes it: the rooms from the way in to key 1, key 2 and the way out (a perfect maze: one way between two rooms). */
function gameRoute(seed) {
  const game = JSON.parse(maze('generate', '--method', 'walk', '--rows', '12', '--cols', '12', '--seed', seed, '--keys', '2', '--format', 'json'));
  const next = Array.from({ length: game.rooms }, () => []);
  for (const [a, b] of game.openings) next[a].push(b), next[b].push(a);
  const between = (from, to) => {
    const came = new Map([[from, -1]]);
    for (const queue = [from]; queue.length > 0; ) {
      const room = queue.shift();
      for (const n of next[room]) if (!came.has(n)) came.set(n, room), queue.push(n);
    }
    const way = [];
    for (let room = to; room !== -1; room = came.get(room)) way.unshift(room);
    return way;
  };
  const stops = [game.in, ...game.keys, game.out];
  const route = [game.in];
  for (let i = 1; i < stops.length; i++) route.push(...between(stops[i - 1], stops[i]).slice(1));
  return { route, cols: game.cols, keys: game.keys };
}

/** Serves a built folder over HTTP (wasm as application/wasm, so it compiles while it streams). */
async function serve(folder) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm' };
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://x').pathname;
    const file = join(folder, path === '/' ? 'index.html' : path);
    if (!file.startsWith(folder) || !existsSync(file)) return response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}
