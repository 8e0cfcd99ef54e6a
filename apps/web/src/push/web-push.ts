import { api } from '../api/http';

const DEVICE_KEY = 'punchline.deviceId';
const DECLINED_KEY = 'punchline.pushDeclined';

export type PushState = 'unsupported' | 'declined' | 'ask' | 'enabled';

export type PushIdentity = { userId: number; orgUserId: number | null };

/** A stable id for this browser, sent with its registration. */
function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    id = `web-${crypto.randomUUID()}`;
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export function pushState(): PushState {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied' || localStorage.getItem(DECLINED_KEY)) return 'declined';
  return Notification.permission === 'granted' ? 'enabled' : 'ask';
}

const base64UrlToBytes = (value: string) => Uint8Array.from(atob(value.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** Tells the service worker who is signed in, so it shows only messages addressed to them. */
export async function announceIdentity(identity: PushIdentity): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.register('/sw.js');
  (registration.active ?? registration.waiting ?? registration.installing)?.postMessage({ type: 'identity', identity });
}

/**
 * Asks for permission (call from a click), subscribes with the server's VAPID key and registers
 * this browser for the organization. Declining stops here and is remembered.
 */
export async function enablePush(orgId: number, identity: PushIdentity): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    localStorage.setItem(DECLINED_KEY, new Date().toISOString());
    return 'declined';
  }
  await registerDevice(orgId, identity);
  return 'enabled';
}

/** Subscribes (or reuses the subscription) and sends it to the server: deviceType WEB. */
export async function registerDevice(orgId: number, identity: PushIdentity): Promise<void> {
  const registration = await navigator.serviceWorker.register('/sw.js');
  await navigator.serviceWorker.ready;
  const { publicKey } = await api<{ publicKey: string }>('push/vapid-public-key');
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) }));
  await api(`orgs/${orgId}/devices/${deviceId()}/register`, {
    method: 'POST',
    body: { deviceType: 'WEB', fcmToken: JSON.stringify(subscription) },
  });
  await announceIdentity(identity);
}
