// Draws the pictures that the `pixels` module sends: one grid, or frames with Play/Pause and a slider.
import type { Drawing } from './protocol';

/** A square's colour when the program gave none for its letter. */
const UNKNOWN = '#c8c8c8';
const MAX_WIDTH = 480;
/** Small pictures stay small: a 7 x 7 maze needs no 68-pixel squares. */
const MAX_SQUARE = 32;

function paint(canvas: HTMLCanvasElement, rows: string[], colours: Record<string, string>, room: number): void {
  const height = rows.length;
  const width = Math.max(1, ...rows.map((r) => r.length));
  const box = room > 0 ? room : MAX_WIDTH;
  const square = Math.max(1, Math.min(MAX_SQUARE, Math.floor(Math.min(box, MAX_WIDTH) / Math.max(width, 1))));
  const ratio = window.devicePixelRatio || 1;
  canvas.style.width = `${square * width}px`;
  canvas.style.height = `${square * Math.max(height, 1)}px`;
  canvas.width = Math.round(square * width * ratio);
  canvas.height = Math.round(square * Math.max(height, 1) * ratio);
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, square * width, square * height);
  for (let r = 0; r < height; r++) {
    const row = rows[r];
    for (let c = 0; c < row.length; c++) {
      ctx.fillStyle = colours[row[c]] ?? UNKNOWN;
      ctx.fillRect(c * square, r * square, square, square);
    }
  }
}

/** Put a drawing into `host`; returns a function that stops any playing. */
export function showDrawing(host: HTMLElement, drawing: Drawing, label: string): () => void {
  const figure = document.createElement('figure');
  figure.className = 'picture';
  const frame = document.createElement('div');
  frame.className = 'picture-canvas';
  const canvas = document.createElement('canvas');
  canvas.setAttribute('role', 'img');
  frame.append(canvas);
  figure.append(frame);
  host.append(figure);

  const frames = drawing.frames;
  let index = 0;
  const size = (rows: string[]) => `${Math.max(0, ...rows.map((r) => r.length))} × ${rows.length} squares`;
  const draw = () => {
    // The room there is: the width of the pictures' area, less the card's padding.
    paint(canvas, frames[index], drawing.colours, host.clientWidth - 28);
    canvas.setAttribute(
      'aria-label',
      frames.length > 1 ? `${label}: picture ${index + 1} of ${frames.length}, ${size(frames[index])}` : `${label}: ${size(frames[index])}`,
    );
  };

  let timer: number | null = null;
  let stopPlaying = () => undefined as void;
  if (frames.length > 1) {
    const controls = document.createElement('div');
    controls.className = 'frame-controls';
    const play = document.createElement('button');
    play.type = 'button';
    play.textContent = 'Play';
    const slider = document.createElement('input');
    slider.type = 'range';
    slider.min = '1';
    slider.max = String(frames.length);
    slider.value = '1';
    slider.setAttribute('aria-label', 'Picture number');
    const count = document.createElement('output');
    count.setAttribute('aria-live', 'off');
    const caption = () => {
      count.textContent = `Picture ${index + 1} of ${frames.length}`;
      slider.setAttribute('aria-valuetext', count.textContent);
    };
    // Play all the pictures in about 10 seconds, but never faster than 60 a second.
    const stepMs = Math.max(16, Math.min(120, 10_000 / frames.length));
    stopPlaying = () => {
      if (timer !== null) window.clearInterval(timer);
      timer = null;
      play.textContent = 'Play';
    };
    const show = (i: number) => {
      index = Math.max(0, Math.min(frames.length - 1, i));
      slider.value = String(index + 1);
      caption();
      draw();
    };
    play.addEventListener('click', () => {
      if (timer !== null) return stopPlaying();
      if (index >= frames.length - 1) show(0);
      play.textContent = 'Pause';
      timer = window.setInterval(() => {
        if (index >= frames.length - 1) return stopPlaying();
        show(index + 1);
      }, stepMs);
    });
    slider.addEventListener('input', () => {
      stopPlaying();
      show(Number(slider.value) - 1);
    });
    controls.append(play, slider, count);
    figure.append(controls);
    caption();
  }
  draw();
  // Redraw only when the width changes: redrawing changes the height, which must not loop.
  let width = host.clientWidth;
  const observer = new ResizeObserver(() => {
    if (host.clientWidth === width) return;
    width = host.clientWidth;
    requestAnimationFrame(draw);
  });
  observer.observe(host);
  return () => {
    stopPlaying();
    observer.disconnect();
  };
}
