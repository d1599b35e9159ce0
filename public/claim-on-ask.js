// Imported by the service worker (vite.config.ts, workbox importScripts). The worker claims the
// pages it was installed from as it activates (clientsClaim); a page that is still not controlled
// after that (an activation during a dropped connection can leave it so) asks again, and the
// worker takes it: from then on its chunks come from the precache.
const claimer = globalThis;

claimer.addEventListener('message', (event) => {
  if (event.data?.type === 'CLAIM') event.waitUntil(claimer.clients.claim());
});
