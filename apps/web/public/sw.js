// Punchline service worker: Web Push notifications (SPEC section 4 "Push").
// The page tells us who is signed in (user and organization user); a message is shown only
// when it is addressed to them. A click opens the organization's notification list, in the
// tab already inside that organization when there is one, otherwise in a new tab.

const IDENTITY_CACHE = 'punchline-identity';
const IDENTITY_URL = '/__punchline_identity__';

async function currentIdentity() {
  const cache = await caches.open(IDENTITY_CACHE);
  const response = await cache.match(IDENTITY_URL);
  return response ? response.json() : null;
}

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'identity') {
    event.waitUntil(
      caches.open(IDENTITY_CACHE).then((cache) => cache.put(IDENTITY_URL, new Response(JSON.stringify(event.data.identity)))),
    );
  }
});

function addressedTo(payload, identity) {
  if (!identity) return false;
  if (payload.orgUserId != null && payload.orgUserId === identity.orgUserId) return true;
  return payload.userId === identity.userId;
}

self.addEventListener('push', (event) => {
  let payload;
  try {
    payload = event.data.json();
  } catch {
    return;
  }
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) client.postMessage({ type: 'notification', payload });
      if (!addressedTo(payload, await currentIdentity())) return;
      await self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        icon: '/favicon.svg',
        data: { orgId: payload.orgId },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const orgId = event.notification.data && event.notification.data.orgId;
  const target = `/orgs/${orgId}/notifications`;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const inOrg = windows.find((c) => new URL(c.url).pathname.startsWith(`/orgs/${orgId}/`));
      if (inOrg) {
        await inOrg.focus();
        await inOrg.navigate(target);
      } else {
        await self.clients.openWindow(target);
      }
    })(),
  );
});
