// section.ts: the "Equally often?" section: Mazes, Seed, Run the lab, Stop, progress, and for each method a chart, a verdict, pictures and a table.
import { engineModule, LAB_METHODS, loadEngine, type Method, TITLES } from 'maze-engine/engine';
import { barChart, countsTable, mazePicture, number, ranked } from './chart';
import type { FromLab, ToLab } from './messages';
import { checkMazes, MAX_MAZES, MIN_MAZES, type LabResult } from './tally';
import { el } from '../common/dom';
import './lab.css';

/** Each method's one title, the engine's. */
export const LAB_TITLES: Record<Method, string> = TITLES;

function field(id: string, label: string, input: HTMLInputElement): HTMLElement {
  input.id = id;
  const wrap = el('div', { class: 'lab-field' });
  wrap.append(el('label', { for: id }, label), input);
  return wrap;
}

const seconds = (ms: number): string => (ms < 10_000 ? (ms / 1000).toFixed(1) : String(Math.round(ms / 1000)));

class LabSection {
  #mazes = el('input', { type: 'number', min: String(MIN_MAZES), max: String(MAX_MAZES), step: '1000', value: '10000', inputmode: 'numeric' });
  #seed = el('input', { type: 'text', value: '2083', inputmode: 'numeric', autocomplete: 'off', spellcheck: 'false' });
  #runButton = el('button', { type: 'button', class: 'primary' }, 'Run the lab');
  #stopButton = el('button', { type: 'button' }, 'Stop');
  #progress = el('progress', { class: 'lab-progress', max: '1', value: '0', 'aria-label': 'How far the lab has got' });
  #status = el('p', { class: 'lab-status', 'aria-live': 'polite' });
  #results = el('div', { class: 'lab-results' });
  #worker: Worker | null = null;
  #run = 0;
  #running = false;
  #keys: string[] = [];
  #finished = 0;

  constructor(root: HTMLElement) {
    const settings = el('div', { class: 'lab-settings' });
    settings.append(field('lab-mazes', 'Mazes for each method', this.#mazes), field('lab-seed', 'Seed', this.#seed));
    const tools = el('div', { class: 'toolbar' });
    this.#stopButton.disabled = true;
    tools.append(this.#runButton, this.#stopButton);
    root.append(settings, tools, this.#progress, this.#status, this.#results);
    this.#status.textContent = 'Pick how many mazes, then press Run the lab.';
    this.#runButton.addEventListener('click', () => void this.#start());
    this.#stopButton.addEventListener('click', () => this.#stop());
  }

  #send(message: ToLab): void {
    if (!this.#worker) {
      const worker = new Worker(new URL('./lab_worker.ts', import.meta.url), { type: 'module', name: 'uniformity-lab' });
      worker.onmessage = (event: MessageEvent<FromLab>) => this.#receive(event.data);
      worker.onerror = (event) => {
        event.preventDefault();
        this.#worker?.terminate();
        this.#worker = null;
        this.#done(`The lab stopped: ${event.message || 'its worker failed'}`);
      };
      this.#worker = worker;
      engineModule().then(
        (module) => worker.postMessage({ type: 'engine', module } satisfies ToLab),
        (error: Error) => this.#done(`The lab stopped: ${error.message}`),
      );
    }
    this.#worker.postMessage(message);
  }

  async #start(): Promise<void> {
    if (this.#running) return;
    let mazes: number;
    try {
      mazes = checkMazes(this.#mazes.value.trim() === '' ? NaN : Number(this.#mazes.value));
      // The seed is the engine's to check, in its own sentence, before the worker starts.
      const problem = (await loadEngine()).seedProblem(this.#seed.value);
      if (problem) throw new Error(problem);
    } catch (error) {
      this.#status.textContent = (error as Error).message;
      return;
    }
    if (this.#running) return;
    this.#running = true;
    this.#finished = 0;
    this.#runButton.disabled = true;
    this.#stopButton.disabled = false;
    this.#stopButton.focus();
    this.#progress.value = 0;
    this.#results.replaceChildren();
    this.#status.textContent = 'Starting…';
    this.#send({ type: 'run', run: ++this.#run, methods: [...LAB_METHODS], mazes, seed: this.#seed.value.trim() });
  }

  #stop(): void {
    if (!this.#running) return;
    this.#send({ type: 'stop', run: this.#run });
    this.#status.textContent = 'Stopping…';
  }

  #done(status: string): void {
    this.#running = false;
    this.#status.textContent = status;
    this.#runButton.disabled = false;
    this.#stopButton.disabled = true;
    if (document.activeElement === this.#stopButton || document.activeElement === document.body) this.#runButton.focus();
  }

  #receive(message: FromLab): void {
    if (message.run !== this.#run) return; // a late message from a run already stopped
    if (message.type === 'kinds') {
      this.#keys = message.keys;
      this.#seed.value = message.seed;
    } else if (message.type === 'progress') {
      this.#progress.value = message.done / message.total;
      this.#status.textContent = `${LAB_TITLES[message.method]}: ${number(message.done)} of ${number(message.total)} mazes grown…`;
    } else if (message.type === 'result') {
      this.#finished++;
      this.#results.append(this.#card(message.result));
    } else if (message.type === 'finished') {
      this.#progress.value = message.stopped ? this.#progress.value : 1;
      this.#done(
        message.stopped
          ? `Stopped: ${this.#finished} of ${LAB_METHODS.length} methods finished.`
          : `Done: ${LAB_METHODS.length} methods, ${this.#mazes.valueAsNumber.toLocaleString('en')} mazes each, in ${seconds(message.ms)} s.`,
      );
    } else {
      this.#done(`The lab stopped: ${message.message}`);
    }
  }

  /** One method: its verdict, its chart, its most and least common maze, and the chart as a table. */
  #card(result: LabResult): HTMLElement {
    const title = LAB_TITLES[result.method];
    const card = el('article', { class: 'lab-card', 'data-method': result.method });
    const heading = el('h3', {}, title);
    const verdict = el('p', { class: 'lab-verdict' }, `${title}: ${result.verdict}`);
    const seen = el(
      'p',
      { class: 'lab-seen' },
      result.seen === result.kinds
        ? `All ${result.kinds} mazes came up at least once.`
        : `Only ${result.seen} of the ${result.kinds} mazes came up at all.`,
    );
    const order = ranked(result.counts);
    const most = order[0], least = order[order.length - 1];
    const pictures = el('div', { class: 'lab-pictures' });
    for (const [kind, words] of [[most, 'Most common'], [least, 'Least common']] as const) {
      const times = result.counts[kind];
      const label = `${words}: maze ${kind + 1}, ${number(times)} ${times === 1 ? 'time' : 'times'}`;
      const figure = el('figure', { class: 'lab-pick' });
      figure.append(mazePicture(this.#keys[kind], `${words} maze of the ${title.toLowerCase()}: maze ${kind + 1}`), el('figcaption', {}, label));
      pictures.append(figure);
    }
    const details = el('details', { class: 'lab-details' });
    const box = el('div', { class: 'lab-table-box', tabindex: '0', role: 'region', 'aria-label': `${title}: the table` });
    box.append(countsTable(result, title));
    details.append(el('summary', {}, `${title}: the figures as a table`), box);
    const body = el('div', { class: 'lab-body' });
    body.append(barChart(result, title), pictures);
    card.append(heading, verdict, body, seen, details);
    return card;
  }
}

export function mountLab(): void {
  const root = document.getElementById('equally-often-root');
  if (root) new LabSection(root);
}
