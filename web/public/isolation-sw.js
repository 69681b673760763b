// The lesson's service worker, for hosts that send no isolation headers (a plain static server):
// it adds them to the page's own responses (as the coi-serviceworker package does), so the page is
// cross-origin isolated and Stop can interrupt Python through shared memory. It keeps no cache:
// every request still goes to the network (or the browser's cache) as it would without it.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
// A page loaded past this worker (a hard reload) asks to be taken over.
self.addEventListener('message', (event) => {
  if (event.data === 'claim') event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  // Only the page's own files; anything else goes out untouched.
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  if (request.cache === 'only-if-cached' && request.mode !== 'same-origin') return;
  event.respondWith(fetch(request).then(isolated));
});

function isolated(response) {
  // Redirects and opaque answers pass as they are; so does a host that sends the headers itself.
  if (response.status === 0 || response.type === 'opaqueredirect' || response.headers.has('Cross-Origin-Embedder-Policy')) return response;
  const headers = new Headers(response.headers);
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  headers.set('Cross-Origin-Embedder-Policy', 'require-corp');
  headers.set('Cross-Origin-Resource-Policy', 'same-origin');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
