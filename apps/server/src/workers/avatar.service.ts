import { DEFAULT_SESSION_SETTINGS } from '@punchline/domain';
import { sql } from 'kysely';
import { recordAudit } from '../audit/audit.service';
import type { Actor } from '../audit/actor';
import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';

/** The content types an avatar upload may carry; sharp then checks the bytes really are one. */
export const AVATAR_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Stored avatars are square WebP images of this side, whatever was uploaded. */
export const AVATAR_SIDE = 256;
/**
 * What the server reads of an upload before it knows the organization's own limit
 * (maxDocumentFileSize, checked in the handler): a ceiling against abuse, not the rule.
 */
export const AVATAR_BODY_CEILING = 25_000_000;
/** Decoding stops beyond this many pixels: a small file may still unpack into a huge bitmap. */
const MAX_INPUT_PIXELS = 50_000_000;
const DECODABLE = new Set(['png', 'jpeg', 'webp']);

export const NOT_AN_IMAGE = 'The file is not an image we can read. Choose a PNG, JPEG or WebP image.';

/** '2 MB' for 2,000,000 bytes (the spec's sizes are decimal). */
export function sizeText(bytes: number): string {
  if (bytes >= 1_000_000) return `${Number((bytes / 1_000_000).toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

export const tooLargeMessage = (limit: number) => `The image is larger than ${sizeText(limit)}. Choose a smaller one.`;

/** The organization's maxDocumentFileSize (a session setting; organizations.settings may override). */
export async function maxDocumentFileSize(trx: TenantTx, orgId: number): Promise<number> {
  const { rows } = await sql<{
    size: unknown;
  }>`select settings -> 'maxDocumentFileSize' as size from organizations where id = ${orgId}`.execute(trx);
  const size = rows[0]?.size;
  return typeof size === 'number' && size > 0 ? size : DEFAULT_SESSION_SETTINGS.maxDocumentFileSize;
}

/**
 * The stored avatar made from an upload: turned upright (EXIF orientation), cropped to cover a
 * square from the centre, 256×256 WebP. Anything sharp cannot decode as PNG, JPEG or WebP is
 * refused, whatever its Content-Type said, so no other decoder (SVG, PDF, TIFF) sees user input.
 */
export async function avatarFromUpload(upload: Buffer): Promise<Buffer> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true };
  // sharp loads with the first image, not at start: it keeps about 24 MB (issue 37's idle memory).
  const { default: sharp } = await import('sharp');
  try {
    const { format } = await sharp(upload, options).metadata();
    if (!DECODABLE.has(format)) throw ApiError.badRequest(NOT_AN_IMAGE);
    return await sharp(upload, options).resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw ApiError.badRequest(NOT_AN_IMAGE); // sharp's own message names libvips internals
  }
}

/** The worker is visible to the caller (tenant and label restrictions, by row-level security). */
export async function assertWorkerVisible(trx: TenantTx, orgId: number, employeeId: number): Promise<void> {
  const { rows } = await sql`select 1 from employees where org_id = ${orgId} and id = ${employeeId}`.execute(trx);
  if (rows.length === 0) throw ApiError.notFound();
}

export type StoredAvatar = { contentType: string; image: Buffer };

export async function readAvatar(trx: TenantTx, orgId: number, employeeId: number): Promise<StoredAvatar | null> {
  const { rows } = await sql<{ content_type: string; image: Buffer }>`select content_type, image from employee_avatars
    where org_id = ${orgId} and employee_id = ${employeeId}`.execute(trx);
  const row = rows[0];
  return row ? { contentType: row.content_type, image: row.image } : null;
}

type Change = { trx: TenantTx; orgId: number; employeeId: number; actor: Actor };

// The trail says that the picture changed, never the picture.
const AVATAR_FIELD = { avatar: { type: 'text' as const, label: 'Avatar' } };

function audit({ trx, orgId, employeeId, actor }: Change, before: string | null, after: string): Promise<void> {
  return recordAudit(trx, {
    orgId,
    actor,
    kind: 'employee',
    recordId: employeeId,
    fields: AVATAR_FIELD,
    action: 'update',
    before: { avatar: before },
    after: { avatar: after },
    associated: [],
  });
}

/**
 * An avatar's URL, as SQL over a row of employee_avatars (named by `alias`): ?v= is the moment it
 * last changed, in milliseconds, so a replaced picture never comes from a browser's cache. The
 * worker record's computed avatar (employees.server.ts) and an upload's answer both use it.
 */
export function avatarUrlSql(alias: string) {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<string>`'/api/orgs/' || ${col('org_id')} || '/employees/' || ${col('employee_id')} || '/avatar?v=' ||
    floor(extract(epoch from ${col('updated_at')}) * 1000)::bigint`;
}

/** Stores (or replaces) the worker's avatar, records it in the audit trail, and answers its URL. */
export async function storeAvatar(change: Change, image: Buffer): Promise<string> {
  const { trx, orgId, employeeId } = change;
  // xmax = 0 only for a freshly inserted row: tells a first avatar from a replaced one.
  const { rows } = await sql<{
    inserted: boolean;
    url: string;
  }>`insert into employee_avatars (employee_id, org_id, content_type, image, updated_at)
    values (${employeeId}, ${orgId}, 'image/webp', ${image}, now())
    on conflict (org_id, employee_id) do update set content_type = excluded.content_type, image = excluded.image, updated_at = now()
    returning (xmax = 0) as inserted, ${avatarUrlSql('employee_avatars')} as url`.execute(trx);
  const inserted = rows[0]!.inserted;
  await audit(change, inserted ? null : 'set', inserted ? 'set' : 'replaced');
  return rows[0]!.url;
}

/** Removes the worker's avatar; false when there was none (nothing recorded). */
export async function removeAvatar(change: Change): Promise<boolean> {
  const { trx, orgId, employeeId } = change;
  const { rows } =
    await sql`delete from employee_avatars where org_id = ${orgId} and employee_id = ${employeeId} returning employee_id`.execute(trx);
  if (rows.length === 0) return false;
  await audit(change, 'set', 'removed');
  return true;
}
