import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A face photo by its id (faceLogId), only through a clock log the caller may see: the photo table
 * has no worker of its own, so a label-restricted administrator reaches a photo only by its log.
 * Undefined when there is none, which the route answers with the stock image.
 */
export async function readFacePhoto(trx: TenantTx, orgId: number, faceLogId: string) {
  if (!UUID.test(faceLogId)) return undefined;
  return trx
    .selectFrom('face_photos as f')
    .select(['f.content_type as contentType', 'f.content'])
    .where('f.org_id', '=', orgId)
    .where('f.id', '=', faceLogId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('clock_logs as l').select(sql.lit(1).as('one')).where('l.org_id', '=', orgId).whereRef('l.face_photo_id', '=', 'f.id'),
      ),
    )
    .executeTakeFirst();
}
