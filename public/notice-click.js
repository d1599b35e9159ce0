// Imported by the service worker (vite.config.ts, workbox importScripts): a tapped notice
// (lib/system-notifications.ts) opens its product, in the shop's open window if there is one.
const worker = globalThis;

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/wishlist', worker.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await worker.clients.matchAll({ type: 'window' });
      for (const client of windows) {
        try {
          const shown = await client.navigate(url);
          await (shown ?? client).focus();
          return;
        } catch {
          // not ours to steer: try the next, else open one
        }
      }
      await worker.clients.openWindow(url);
    })(),
  );
});
