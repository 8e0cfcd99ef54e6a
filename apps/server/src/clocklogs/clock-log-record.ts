import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { namePrefs, selectLogs, shapeLog } from './clock-logs.list';
import { faceMatchesOf } from './face-failure.service';

/** GET clocklogs/{id}: the list's row plus what the detail view shows (face matches with names, costing). */
export async function getClockLog(trx: TenantTx, orgId: number, id: number, face: boolean) {
  const [row, extra, prefs] = await Promise.all([
    selectLogs(trx, orgId).where('l.id', '=', id).executeTakeFirst(),
    trx
      .selectFrom('clock_logs')
      .select(['face_matches', 'costing', 'refusal_code', 'geo', 'photo_note'])
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst(),
    namePrefs(trx, orgId),
  ]);
  if (!row || !extra) throw ApiError.notFound('This clock log does not exist, or you may not see its worker.');
  return {
    ...shapeLog(row, prefs, face),
    faceMatches: face ? await faceMatchesOf(trx, orgId, extra.face_matches, prefs) : [],
    // The device API stores an object (job, jobCategory, jobPhase, costCode ids) or null.
    costing: extra.costing as Record<string, unknown> | null,
    refusalCode: extra.refusal_code,
    geo: extra.geo,
    photoNote: extra.photo_note,
  };
}
