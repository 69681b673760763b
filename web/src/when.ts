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
