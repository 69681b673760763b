// Cross-origin isolation on any host. Where the server sends COOP/COEP (vite dev and preview) the page
// is isolated already and nothing happens. Elsewhere the page registers its service worker
// (public/isolation-sw.js), which adds the headers, and reloads once to load under it. At most one
// reload a tab session: if the page is still not isolated after it, Python keeps time itself.
const RELOADED = 'maze-lesson:isolation-reload';

/** Resolves to whether the page is about to reload itself (then nothing heavy should start). */
export function isolate(): Promise<boolean> {
  // Isolated already, or a browser that knows nothing of isolation.
  if (globalThis.crossOriginIsolated !== false) return Promise.resolve(false);
  if (!window.isSecureContext || !('serviceWorker' in navigator)) return Promise.resolve(false);
  let reloadedBefore: boolean;
  try {
    reloadedBefore = sessionStorage.getItem(RELOADED) !== null;
  } catch {
    return Promise.resolve(false); // without storage a reload could not be known not to repeat
  }
  const workers = navigator.serviceWorker;
  return workers.register(new URL('isolation-sw.js', document.baseURI), { scope: './' }).then(
    (registration) => {
      if (reloadedBefore) return false;
      sessionStorage.setItem(RELOADED, String(Date.now()));
      if (workers.controller) {
        // Controlled but not isolated: the page was loaded before its worker took over.
        location.reload();
        return true;
      }
      workers.addEventListener('controllerchange', () => location.reload(), { once: true });
      // Already active yet not in control (a hard reload): ask it to take this page over.
      registration.active?.postMessage('claim');
      return true;
    },
    (error: unknown) => {
      console.warn('The isolation service worker could not be registered:', error);
      return false;
    },
  );
}
