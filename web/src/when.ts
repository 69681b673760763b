// When the page starts its later work: once the board is drawn, when a part comes near the view, when the browser is idle.

/** Resolves once the board is drawn (the 'board-ready' mark), or after `latest` ms if it never is. */
export function boardDrawn(latest: number): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const once = (): void => {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('board-ready').length > 0) once();
    });
    observer.observe({ type: 'mark' });
    const timer = setTimeout(once, latest);
    if (performance.getEntriesByName('board-ready').length > 0) once();
  });
}

/** Resolves in a task of its own (after what is waiting already): long work cut into short tasks. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs the jobs one a task, in order; one that fails does not stop the others. */
export function oneATask(jobs: (() => void)[]): void {
  const queue = [...jobs];
  const next = (): void => {
    const job = queue.shift();
    if (!job) return;
    setTimeout(next, 0);
    job();
  };
  setTimeout(next, 0);
}

/** Resolves when the browser has nothing else to do (soon anyway, where that cannot be asked). */
export function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}

/** Calls `mount(element)` once the element with this id comes within a screen or two of the view. */
export function whenNear(id: string, mount: (root: HTMLElement) => void): void {
  const root = document.getElementById(id);
  if (root) whenElementNear(root, mount);
}

/** Calls `mount(root)` once `root` comes within `margin` of the view (at once where IntersectionObserver is missing). */
export function whenElementNear(root: HTMLElement, mount: (root: HTMLElement) => void, margin = '150% 0px'): void {
  if (typeof IntersectionObserver !== 'function') return mount(root);
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      mount(root);
    },
    { rootMargin: margin },
  );
  observer.observe(root);
}

/** What the student does to the page: a touch, a click, a key, a wheel or a scroll by it. */
export const STUDENT_INPUT = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/** Resolves on the student's first input (or after `latest` ms without one). */
export function firstInput(latest: number): Promise<void> {
  return new Promise((resolve) => {
    const once = (): void => {
      for (const kind of STUDENT_INPUT) removeEventListener(kind, once, true);
      clearTimeout(timer);
      resolve();
    };
    for (const kind of STUDENT_INPUT) addEventListener(kind, once, { capture: true, passive: true });
    const timer = setTimeout(once, latest);
  });
}
