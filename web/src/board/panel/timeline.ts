// timeline.ts: Step back and the Timeline slider: show where the job is (steps taken, of the steps so far) and ask to go elsewhere.
import type { BoardModel } from '../state/model';
import type { Panel } from './panel';

export class Timeline {
  readonly #ui: Panel;
  readonly #model: BoardModel;
  readonly #usable: () => boolean;
  #shownAt = 0;

  /** `seek(k)` asks the board to go to step k; `usable()` says whether the board may move now. */
  constructor(ui: Panel, model: BoardModel, seek: (k: number) => void, usable: () => boolean) {
    this.#ui = ui;
    this.#model = model;
    this.#usable = usable;
    model.subscribe((m) => {
      // While a maze grows fast at the end of its timeline, the slider follows a few times a second (each change is read aloud).
      if (m.busy && m.last === null && m.steps === m.length && m.steps > 0 && performance.now() - this.#shownAt < 100) return;
      this.refresh();
    });
    // Arrow keys, Home, End and dragging all send input events; each goes straight to that step.
    ui.timeline.addEventListener('input', () => seek(Number(ui.timeline.value)));
    ui.back.addEventListener('click', () => seek(model.steps - 1));
  }

  /** Show the model's step (also called when the board pauses or starts asking). */
  refresh(): void {
    const ui = this.#ui;
    const m = this.#model;
    const active = this.#usable() && m.scene !== 'blank' && m.scene !== 'still';
    this.#shownAt = performance.now();
    const max = active ? m.length : 0;
    const value = active ? m.steps : 0;
    if (ui.timeline.max !== String(max)) ui.timeline.max = String(max);
    if (ui.timeline.value !== String(value)) ui.timeline.value = String(value);
    ui.timeline.disabled = !active || max === 0;
    const words = `Step ${value.toLocaleString('en')} of ${max.toLocaleString('en')}`;
    if (ui.timelineOut.textContent !== words) ui.timelineOut.textContent = words;
    ui.timeline.setAttribute('aria-valuetext', words);
    ui.back.disabled = !active || value === 0;
  }
}
