// settings_group.ts: the group "Maze settings": Rows, Columns, Seed, Method, Shape, Speed (and the Use my make_maze switch), showing the settings object and writing what is typed into it.
import { type Method, type Pick, SHAPE_FACTS, type Shape, TAKES_PICK, LIMITS } from 'maze-engine/engine';
import { BOARD_METHOD_LIST, PICK_TITLES, shapeProblem } from '../state/methods';
import { SHAPE_HINTS, SHAPE_TITLES } from '../state/shapes';
import { BRAID_STEP, type BoardSettings, type Settings, SPEEDS, type TypedKey, braidText, speedText } from '../state/settings';
import { type Field, el, field, group, showProblem, uid } from './dom';


export type SettingName = 'rows' | 'cols' | 'seed' | 'method' | 'pick' | 'shape' | 'braid' | 'speed' | 'mine';

export interface SettingsGroup {
  root: HTMLDetailsElement;
  /** The boxes by setting, for a board that adds words beside them. */
  fields: Partial<Record<TypedKey, Field>>;
  /** Open the group and put the cursor in the first box with a problem (false: none has). */
  focusProblem(): boolean;
}

function sizeInput(value: number): HTMLInputElement {
  return el('input', { type: 'number', min: 1, max: LIMITS.side, step: 1, value, inputmode: 'numeric', autocomplete: 'off' });
}

function radios<T extends string>(legend: string, choices: readonly (readonly [T, string])[], checked: T, pick: (value: T) => void): { set: HTMLFieldSetElement; inputs: Map<T, HTMLInputElement> } {
  const id = uid(legend);
  const set = el('fieldset', { class: 'board-methods', role: 'radiogroup', 'aria-labelledby': id }, el('legend', { id, text: legend }));
  const inputs = new Map<T, HTMLInputElement>();
  for (const [value, title] of choices) {
    const input = el('input', { type: 'radio', name: id, value });
    input.checked = value === checked;
    input.addEventListener('change', () => input.checked && pick(value));
    inputs.set(value, input);
    set.append(el('label', { class: 'board-method' }, input, el('span', { text: title })));
  }
  return { set, inputs };
}

/** The group with the settings named, in the lesson's order; `seedUsed` goes under the Seed box. */
export function settingsGroup(settings: Settings, names: readonly SettingName[], seedUsed: HTMLElement | null = null): SettingsGroup {
  const v = settings.value;
  const parts: HTMLElement[] = [];
  const fields: Partial<Record<TypedKey, Field>> = {};
  const typedBox = (key: TypedKey, f: Field): void => {
    fields[key] = f;
    showProblem(f, settings.problems[key]);
    f.input.addEventListener('input', () => settings.typed(key, f.input.value));
    parts.push(f.wrap);
  };
  if (names.includes('rows')) typedBox('rows', field('Rows', sizeInput(v.rows)));
  if (names.includes('cols')) typedBox('cols', field('Columns', sizeInput(v.cols)));
  if (names.includes('seed')) {
    const f = field('Seed', el('input', { type: 'text', inputmode: 'numeric', autocomplete: 'off', spellcheck: 'false', placeholder: 'new each time', value: v.seed }));
    if (seedUsed) f.wrap.append(seedUsed);
    typedBox('seed', f);
  }
  const sizes = el('div', { class: 'board-settings' }, ...parts.splice(0));

  let methods: Map<Method, HTMLInputElement> | null = null;
  if (names.includes('method')) {
    const made = radios<Method>('Method', BOARD_METHOD_LIST.map((m) => [m.method, m.title] as const), v.method, (method) => settings.set({ method }));
    methods = made.inputs;
    parts.push(made.set);
  }
  // The pick, shown while the method takes one.
  let picks: Map<Pick, HTMLInputElement> | null = null;
  let pickSet: HTMLFieldSetElement | null = null;
  if (names.includes('method') || names.includes('pick')) {
    const made = radios<Pick>('Pick', Object.entries(PICK_TITLES) as [Pick, string][], v.pick, (pick) => settings.set({ pick }));
    picks = made.inputs;
    pickSet = made.set;
    pickSet.classList.add('board-picks');
    parts.push(pickSet);
  }
  let shapes: Map<Shape, HTMLInputElement> | null = null;
  const shapeHint = el('p', { class: 'board-shape-hint', id: uid('shape-hint'), 'aria-live': 'polite' });
  if (names.includes('shape')) {
    const made = radios<Shape>('Shape', SHAPE_TITLES, v.shape, (shape) => settings.set({ shape }));
    shapes = made.inputs;
    made.set.setAttribute('aria-describedby', shapeHint.id);
    made.set.classList.add('board-shapes');
    made.set.append(shapeHint);
    parts.push(made.set);
  }
  // A slider with the words for its value beside it, writing one setting.
  const slider = (label: string, key: 'braid' | 'speed', range: { max: number; step: number }, hint = ''): { input: HTMLInputElement; out: HTMLOutputElement } => {
    const input = el('input', { type: 'range', min: 0, max: range.max, step: range.step, value: v[key] });
    const out = el('output', { class: 'board-speed-out' });
    const f = field(label, input, hint);
    out.setAttribute('for', input.id);
    f.wrap.insertBefore(out, f.message);
    f.wrap.classList.add('board-speed');
    input.addEventListener('input', () => settings.set({ [key]: Number(input.value) }));
    parts.push(f.wrap);
    return { input, out };
  };
  const braid = names.includes('braid')
    ? slider('Loops', 'braid', { max: 100, step: BRAID_STEP }, 'After the maze is grown, open one more wall from that share of its dead ends: each makes a loop.')
    : null;
  const speed = names.includes('speed') ? slider('Speed', 'speed', { max: SPEEDS.length - 1, step: 1 }) : null;
  let mine: HTMLInputElement | null = null;
  if (names.includes('mine')) {
    // Grow a maze can ask the student's own make_maze instead of the engine.
    mine = el('input', { type: 'checkbox', role: 'switch', class: 'board-switch-input' });
    const hint = el('p', { class: 'board-mine-hint', id: uid('mine-hint') });
    hint.append('When on, Grow a maze calls make_maze(Rows, Columns) from your program in ', el('a', { href: '#step-2', text: 'Step 2' }), ' and checks the maze it gives back. Square mazes only.');
    mine.setAttribute('aria-describedby', hint.id);
    const m = mine;
    m.addEventListener('change', () => settings.set({ mine: m.checked }));
    parts.push(el('div', { class: 'board-mine' }, el('label', { class: 'board-switch' }, mine, el('span', { text: 'Use my make_maze' })), hint));
  }
  const root = group('Maze settings', 'board-settings-group', sizes, ...parts);

  // The boxes show the settings; a box being typed in keeps its own text while it says the same.
  const show = (now: Readonly<BoardSettings>): void => {
    for (const key of ['rows', 'cols', 'seed'] as const) {
      const f = fields[key];
      if (!f || settings.problems[key]) continue;
      const text = f.input.value.trim();
      const same = key === 'seed' ? text === now.seed : text !== '' && Number(text) === now[key];
      if (!same) f.input.value = String(now[key]);
    }
    if (methods) for (const [method, input] of methods) input.checked = method === now.method;
    if (shapes) for (const [shape, input] of shapes) input.checked = shape === now.shape;
    if (picks) for (const [pick, input] of picks) input.checked = pick === now.pick;
    if (pickSet) pickSet.hidden = !TAKES_PICK.includes(now.method);
    // A method that grows squares only says so as soon as another shape is chosen.
    shapeHint.textContent = shapeProblem(now.method, now.shape) ?? SHAPE_HINTS[now.shape];
    shapeHint.classList.toggle('is-problem', shapeProblem(now.method, now.shape) !== null);
    for (const [shown, value, words] of [[braid, now.braid, braidText(now.braid)], [speed, now.speed, speedText(now.speed)]] as const) {
      if (!shown) continue;
      shown.input.value = String(value);
      shown.input.setAttribute('aria-valuetext', words);
      shown.out.textContent = words;
    }
    if (mine) {
      // The student's make_maze draws squares: it is for the square shape only.
      mine.checked = now.mine;
      mine.disabled = !SHAPE_FACTS[now.shape].lesson;
    }
  };
  settings.subscribe(show);
  show(settings.value);
  const problems = settings.onProblems;
  settings.onProblems = (p) => {
    problems(p);
    for (const key of ['rows', 'cols', 'seed'] as const) if (fields[key]) showProblem(fields[key]!, p[key]);
    show(settings.value);
    // A problem in a closed group would go unseen.
    if (Object.keys(p).length > 0) root.open = true;
  };
  const focusProblem = (): boolean => {
    const key = (['rows', 'cols', 'seed'] as const).find((k) => fields[k] && settings.problems[k]);
    if (!key) return false;
    root.open = true;
    fields[key]!.input.focus();
    return true;
  };
  return { root, fields, focusProblem };
}
