import type { FastifyInstance, RawServerDefault, FastifyBaseLogger } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { JobQueue } from '../jobs/queue';
import type { SaveObserver } from '../resources/save-events';
import type { VapidKeys } from '../push/vapid';

/** Milliseconds since the epoch, like Date.now(). */
export type Clock = { now(): number };
export const SYSTEM_CLOCK: Clock = { now: () => Date.now() };

/** What every route plugin needs: the database, the configuration and the signing secrets. */
export type AppContext = {
  db: Db;
  /** Where the reports read (reports/report-runs.service.ts): the replica at REPORTS_DATABASE_URL, else db itself. */
  reportsDb: Db;
  config: Config;
  /** The time as the device API sees it (receipt of punches): the system clock outside tests and the demo. */
  clock: Clock;
  secrets: { tokens: Buffer; /** HMAC key of clock PINs (workers/pins.ts). */ pins: Buffer };
  /** Web Push: the server's VAPID keys and the contact it signs with. */
  push: { keys: VapidKeys; subject: string };
  mailer: Mailer;
  /** Background work on pg-boss (jobs/queue.ts): recomputing time cards. */
  jobs: JobQueue;
  /** The features' observers of the collections toolkit's saves (resources/save-events.ts), listed in app.ts. */
  saveObservers: readonly SaveObserver[];
};

export type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;
