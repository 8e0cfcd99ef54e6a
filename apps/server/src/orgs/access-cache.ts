import type { Db } from '../db/database';

/**
 * The access rows of recent callers, per database, so a read can decide before it talks to
 * PostgreSQL and send its query with BEGIN (see withOrgTenant). A row here is only ever trusted
 * together with its fingerprint, which the read's guard checks against the current row in the
 * same transaction; a changed row fails the guard and the read decides again from a fresh one.
 * Bounded: the least recently used caller is forgotten first.
 */
export class AccessCache<Row> {
  private readonly rows = new Map<string, Row>();

  constructor(private readonly capacity = 10_000) {}

  get(userId: number, orgId: number): Row | undefined {
    const key = `${userId}:${orgId}`;
    const row = this.rows.get(key);
    if (row !== undefined) {
      this.rows.delete(key); // move to the young end
      this.rows.set(key, row);
    }
    return row;
  }

  set(userId: number, orgId: number, row: Row): void {
    const key = `${userId}:${orgId}`;
    this.rows.delete(key);
    this.rows.set(key, row);
    if (this.rows.size > this.capacity) this.rows.delete(this.rows.keys().next().value!);
  }

  delete(userId: number, orgId: number): void {
    this.rows.delete(`${userId}:${orgId}`);
  }
}

const caches = new WeakMap<Db, AccessCache<unknown>>();

export function accessCacheOf<Row>(db: Db): AccessCache<Row> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new AccessCache<unknown>()));
  return cache as AccessCache<Row>;
}
