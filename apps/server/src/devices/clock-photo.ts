import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import type { PunchBody } from '@punchline/contracts';

// The photo a clock sends with an attempt (the face's, or one taken with a PIN or badge punch):
// kept only when the clock defaults ask for photo capture, only when it really is a JPEG, PNG or
// WebP (its header read by sharp, a well-kept libvips binding), and only while the device has
// stored less than PHOTO_BYTES_PER_DEVICE_DAY in the last 24 hours. A photo not kept never
// refuses the punch: the clock log says why it is missing (photo_note).

/** What one device may store in photos in any 24 hours (bytes): about 800 photos of 30 KB. */
export const PHOTO_BYTES_PER_DEVICE_DAY = 25 * 1024 * 1024;

const KINDS = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

export const PHOTO_CAPTURE_OFF = 'Photo not kept: photo capture is off in Settings → Devices → Defaults.';
export const PHOTO_NOT_AN_IMAGE = 'Photo not kept: it is not a JPEG, PNG or WebP image.';
export const PHOTO_OVER_LIMIT = `Photo not kept: this device stored its ${PHOTO_BYTES_PER_DEVICE_DAY / 1024 / 1024} MB of photos for the last 24 hours.`;

export type KeptPhoto = { photoId: string | null; note: string | null };

/** The image's content type when its header and dimensions are those of a JPEG, PNG or WebP; else null. */
export async function imageTypeOf(bytes: Buffer): Promise<string | null> {
  // sharp loads with the first photo, not at start: it keeps about 24 MB (issue 37's idle memory).
  const { default: sharp } = await import('sharp');
  try {
    const meta = await sharp(bytes).metadata();
    const type = KINDS[meta.format as keyof typeof KINDS];
    return type && meta.width > 0 && meta.height > 0 ? type : null;
  } catch {
    return null; // sharp throws on anything it cannot read as an image
  }
}

async function storedLastDay(trx: TenantTx, orgId: number, deviceId: number): Promise<number> {
  const row = await trx
    .selectFrom('face_photos')
    .select(sql<string>`coalesce(sum(byte_size), 0)`.as('bytes'))
    .where('org_id', '=', orgId)
    .where('device_id', '=', deviceId)
    .where('created_at', '>', sql<Date>`now() - interval '24 hours'`)
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}

/** Stores the attempt's photo when it may be kept; answers its id, or why it was not kept. */
export async function keepPhoto(
  trx: TenantTx,
  orgId: number,
  deviceId: number,
  body: PunchBody,
  photoCapture: boolean,
): Promise<KeptPhoto> {
  const photo = body.identification.face?.photo ?? body.photo;
  if (!photo) return { photoId: null, note: null };
  if (!photoCapture) return { photoId: null, note: PHOTO_CAPTURE_OFF };
  const bytes = Buffer.from(photo, 'base64');
  const contentType = await imageTypeOf(bytes);
  if (!contentType) return { photoId: null, note: PHOTO_NOT_AN_IMAGE };
  // Two attempts at once may both pass: the limit is overrun by at most one photo per connection.
  if ((await storedLastDay(trx, orgId, deviceId)) + bytes.length > PHOTO_BYTES_PER_DEVICE_DAY)
    return { photoId: null, note: PHOTO_OVER_LIMIT };
  const row = await trx
    .insertInto('face_photos')
    .values({ org_id: orgId, device_id: deviceId, content_type: contentType, content: bytes, byte_size: bytes.length })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { photoId: row.id, note: null };
}
