// big_worker.ts: grows and searches huge mazes off the page's thread, sending only what changed.
import { loadEngine } from 'maze-engine/engine';
import { type DistanceImage, DistanceMap } from '../draw/distance';
import type { Frame } from '../state/looks';
import type { FromWorker, ToWorker } from './messages';
import { Pace } from './pacing';
import { Runner } from './runner';

// The worker's global scope, typed by hand (the project's lib is DOM, not WebWorker).
const scope = self as unknown as {
  postMessage(message: FromWorker, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
};

/** Engine work between two looks at the message queue (pause, speed). */
const SLICE_MS = 30;

// The page sends the engine it compiled (a WebAssembly.Module), so the worker never fetches it again.
let given!: (module: WebAssembly.Module) => void;
const ready = new Promise<WebAssembly.Module>((resolve) => (given = resolve))
  .then((module) => loadEngine(module))
  .then((engine) => new Runner(engine));
let runner: Runner | null = null;
let gen = 0;
let playing = false;
const pace = new Pace();
pace.speed = Number.POSITIVE_INFINITY;
let lastPost = 0;
let postEvery = 33;
let scheduled = false;
/** Bumped whenever the maze may have changed, so the Distance view works the distances out again. */
let version = 0;
const distance = new DistanceMap();
const channel = new MessageChannel();
channel.port1.onmessage = () => loop();

function post(all = false): void {
  version++;
  const start = performance.now();
  const frame: Frame = runner!.frame(false, all);
  const transfer: Transferable[] = [];
  for (const part of [frame.full, frame.rooms, frame.looks]) if (part) transfer.push(part.buffer);
  scope.postMessage({ type: 'frame', gen, frame }, transfer);
  const now = performance.now();
  // Reading the walls of a huge maze costs time: look less often, so growing stays the main work.
  postEvery = Math.max(33, 3 * (now - start));
  lastPost = now;
}

/** Send a Distance view as a bitmap, so the page only has to draw it (no pixels copied on the page's thread). */
async function sendDistance(ask: number, image: DistanceImage): Promise<void> {
  const { width, height } = image.view;
  const pixels = new Uint8ClampedArray(image.pixels!.buffer as ArrayBuffer);
  const bitmap = await createImageBitmap(new ImageData(pixels, width, height));
  scope.postMessage({ type: 'distance', ask, image: { ...image, pixels: null, bitmap } }, [bitmap]);
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  if (pace.speed > 60) channel.port2.postMessage(0);
  else setTimeout(loop, 15);
}

function loop(): void {
  scheduled = false;
  if (!playing || !runner) return;
  const taken = runner.advance(pace.allowed(performance.now()), SLICE_MS);
  if (taken > 0) version++;
  pace.took(taken);
  const busy = runner.busy;
  if (!busy || (taken > 0 && performance.now() - lastPost >= postEvery)) post();
  if (!busy) {
    playing = false;
    return;
  }
  schedule();
}

function play(): void {
  playing = true;
  pace.start(performance.now());
  schedule();
}

function handle(m: ToWorker, r: Runner): void {
  switch (m.type) {
    case 'grow':
      gen = m.gen;
      playing = false;
      pace.speed = m.speed;
      r.grow(m.request);
      post();
      if (m.request.next === 'grow') play();
      return;
    case 'solve':
      gen = m.gen;
      playing = false;
      pace.speed = m.speed;
      r.solve();
      post();
      if (m.play) play();
      return;
    case 'step':
      if (m.gen !== gen) return;
      playing = false;
      r.advance(1, Number.POSITIVE_INFINITY);
      post();
      return;
    case 'seek':
      if (m.gen !== gen) return;
      playing = false;
      r.seek(m.k);
      post();
      return;
    case 'play':
      if (m.gen !== gen) return;
      pace.speed = m.speed;
      play();
      return;
    case 'pause':
      if (m.gen !== gen) return;
      playing = false;
      post();
      return;
    case 'refresh':
      if (m.gen === gen && r.session) post(true);
      return;
    case 'speed':
      pace.speed = m.speed;
      return;
    case 'distance': {
      // Drawn here, whole, however long it takes: the page shows the last one meanwhile.
      const session = m.gen === gen ? r.session : null;
      if (!session) return scope.postMessage({ type: 'distance', ask: m.ask, image: null });
      distance.update(session, version, m.from, m.to);
      void sendDistance(m.ask, distance.draw(m.view));
      return;
    }
    case 'picture':
      scope.postMessage({ type: 'picture', ask: m.ask, picture: r.picture() });
      return;
    case 'svg':
    case 'tiled': {
      // A huge maze's picture is tens of megabytes: say why when the engine cannot make it.
      let text = '';
      let error = '';
      try {
        text = m.gen === gen ? (m.type === 'svg' ? r.svg(m.route) : r.tiled()) : '';
        if (!text) error = 'The maze changed before its picture was made. Try again.';
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
      }
      scope.postMessage({ type: 'text', ask: m.ask, text, error });
      return;
    }
  }
}

scope.onmessage = (event: MessageEvent<ToWorker | WebAssembly.Module>) => {
  const m = event.data;
  if (m instanceof WebAssembly.Module) return given(m);
  void ready.then(
    (r) => {
      runner = r;
      try {
        handle(m, r);
      } catch (error) {
        playing = false;
        scope.postMessage({ type: 'error', gen, message: error instanceof Error ? error.message : String(error) });
      }
    },
    (error: unknown) => scope.postMessage({ type: 'error', gen, message: `The maze engine did not load: ${String(error)}` }),
  );
};
