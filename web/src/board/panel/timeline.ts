// timeline.ts: Step back and the Timeline slider: show where the job is (steps taken, of the steps so far) and ask to go elsewhere.
import type { BoardModel } from '../state/model';
import { count } from '../state/numbers';
import { button, el, field } from './dom';

export class Timeline {
  readonly root: HTMLElement;
  readonly back = button('Step back', { disabled: true });
  /** Its value is the number of steps taken, from 0 to the steps so far. */
  readonly slider = el('input', { type: 'range', min: 0, max: 0, step: 1, value: 0, disabled: true });
  readonly #out: HTMLOutputElement;
  readonly #model: BoardModel;
  readonly #usable: () => boolean;
  #shownAt = 0;

  /** `seek(k)` asks the board to go to step k; `usable()` says whether the board may move now. */
  constructor(model: BoardModel, seek: (k: number) => void, usable: () => boolean) {
    this.#model = model;
    this.#usable = usable;
    const f = field('Timeline', this.slider);
    this.#out = el('output', { class: 'board-timeline-out', for: this.slider.id, text: 'Step 0 of 0' });
    f.wrap.insertBefore(this.#out, f.message);
    f.wrap.classList.add('board-timeline');
    this.root = el('div', { class: 'board-time' }, this.back, f.wrap);
    model.subscribe((m) => {
      // While a maze grows fast at the end of its timeline, the slider follows a few times a second (each change is read aloud).
      if (m.busy && m.last === null && m.steps === m.length && m.steps > 0 && performance.now() - this.#shownAt < 100) return;
      this.refresh();
    });
    // Arrow keys, Home, End and dragging all send input events; each goes straight to that step.
    this.slider.addEventListener('input', () => seek(Number(this.slider.value)));
    this.back.addEventListener('click', () => seek(model.steps - 1));
  }

  /** Show the model's step (also called when the board pauses or starts asking). */
  refresh(): void {
    const m = this.#model;
    const active = this.#usable() && m.scene !== 'blank' && m.scene !== 'still';
    this.#shownAt = performance.now();
    const max = active ? m.length : 0;
    const value = active ? m.steps : 0;
    const s = this.slider;
    if (s.max !== String(max)) s.max = String(max);
    if (s.value !== String(value)) s.value = String(value);
    s.disabled = !active || max === 0;
    const words = `Step ${count(value)} of ${count(max)}`;
    if (this.#out.textContent !== words) this.#out.textContent = words;
    s.setAttribute('aria-valuetext', words);
    this.back.disabled = !active || value === 0;
  }
}
