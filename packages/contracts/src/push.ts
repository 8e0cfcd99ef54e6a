import { z } from 'zod';

// Web Push (SPEC section 7 Messages: device registration with deviceType WEB).

/** A browser's PushSubscription, as it arrives JSON-encoded in fcmToken. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }),
  keys: z.object({ p256dh: z.string().min(20).max(200), auth: z.string().min(8).max(100) }),
});

export const pushRegisterBodySchema = z.object({
  deviceType: z.literal('WEB', { error: 'must be WEB.' }),
  // Named after the mobile apps' Firebase token; for a browser it is the PushSubscription JSON.
  fcmToken: z.string().max(4000),
});
export const pushRegisterAnswerSchema = z.object({ result: z.object({ deviceId: z.string() }) });

export const pushDeviceParamsSchema = z.object({ orgId: z.coerce.number().int().positive(), deviceId: z.string().min(8).max(100) });
export const vapidPublicKeyAnswerSchema = z.object({ publicKey: z.string() });
export const testNotificationAnswerSchema = z.object({ result: z.object({ id: z.number().int() }) });
