import { Writable } from 'node:stream';
import type { Db } from '../../db/database';
import { writeTenant } from '../../db/tenant';

// A run's file kept in report_file_chunks (migration 0066): written a megabyte at a time as the
// file is made, read back a chunk at a time as it is downloaded, so memory stays flat however big
// the file is, and any instance on the database can serve it.

export const CHUNK_BYTES = 1024 * 1024;

/** A stream that stores what is written to it as the run's chunks; `bytes` counts them. */
export function chunkWriter(db: Db, orgId: number, runId: number): Writable & { bytes: () => number } {
  let buffered: Buffer[] = [];
  let size = 0;
  let seq = 0;
  let total = 0;
  const flush = async () => {
    if (size === 0) return;
    const bytes = Buffer.concat(buffered, size);
    buffered = [];
    size = 0;
    const at = seq++;
    await writeTenant(db, orgId, (trx) =>
      trx.insertInto('report_file_chunks').values({ org_id: orgId, run_id: runId, seq: at, bytes }).execute(),
    );
  };
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      buffered.push(chunk);
      size += chunk.length;
      total += chunk.length;
      if (size < CHUNK_BYTES) return done();
      flush().then(() => done(), done);
    },
    final(done) {
      flush().then(() => done(), done);
    },
  });
  return Object.assign(stream, { bytes: () => total });
}

/** The run's chunks in order, one read per chunk (for a download that streams them). */
export async function* readChunks(db: Db, orgId: number, runId: number): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const row = await writeTenant(db, orgId, (trx) =>
      trx
        .selectFrom('report_file_chunks')
        .select('bytes')
        .where('org_id', '=', orgId)
        .where('run_id', '=', runId)
        .where('seq', '=', seq)
        .executeTakeFirst(),
    );
    if (!row) return;
    yield row.bytes;
  }
}

/** Forgets a run's chunks (a failed run, or one written again). */
export async function dropChunks(db: Db, orgId: number, runId: number): Promise<void> {
  await writeTenant(db, orgId, (trx) =>
    trx.deleteFrom('report_file_chunks').where('org_id', '=', orgId).where('run_id', '=', runId).execute(),
  );
}
