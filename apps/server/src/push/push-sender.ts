import type { PushSubscription } from 'web-push';
import type { Db } from '../db/database';
import type { VapidKeys } from './vapid';

/** What a browser notification carries; the console shows it only to the organization user or
 *  user it names (SPEC section 4 Push). */
export type PushPayload = { id: number; title: string; body: string; orgId: number; orgUserId: number | null; userId: number; tag: string };

/**
 * Sends a payload to every web device of a user, encrypted for each subscription (RFC 8291)
 * and signed with our VAPID key. A subscription the push service no longer knows (404, 410)
 * is forgotten. Failures never fail the caller: the message is stored either way.
 */
export async function pushToUser(db: Db, keys: VapidKeys, subject: string, payload: PushPayload): Promise<number> {
  const devices = await db.selectFrom('push_devices').select(['device_id', 'token']).where('user_id', '=', payload.userId).execute();
  if (devices.length === 0) return 0;
  // Loaded on the first push, not at start (idle memory, issue 37).
  const { default: webpush } = await import('web-push');
  let delivered = 0;
  for (const device of devices) {
    try {
      const subscription = JSON.parse(device.token) as PushSubscription;
      const request = webpush.generateRequestDetails(subscription, JSON.stringify(payload), {
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: 24 * 3600,
      });
      const response = await fetch(request.endpoint, { method: request.method, headers: request.headers, body: request.body });
      if (response.status === 404 || response.status === 410) {
        await db.deleteFrom('push_devices').where('device_id', '=', device.device_id).where('user_id', '=', payload.userId).execute();
      } else if (response.ok) delivered += 1;
    } catch {
      // An unreachable push service must not stop the others.
    }
  }
  return delivered;
}
