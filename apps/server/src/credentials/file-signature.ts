// The type of an uploaded document, read from its first bytes (its "magic number"), never from
// its name or the Content-Type the browser sent: a renamed program is not a PDF. Only the kinds a
// worker's document may be: PDF, PNG, JPEG, WebP, HEIC/HEIF (a phone's photo).

export type DocumentKind = { contentType: string; extension: string };

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  bytes.length >= at + text.length && [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));

const HEIC_BRANDS = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'];

/** The document kind of a file's bytes, or null when it is none we keep. */
export function documentKindOf(bytes: Uint8Array): DocumentKind | null {
  if (ascii(bytes, 0, '%PDF-')) return { contentType: 'application/pdf', extension: 'pdf' };
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b))
    return { contentType: 'image/png', extension: 'png' };
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { contentType: 'image/jpeg', extension: 'jpg' };
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return { contentType: 'image/webp', extension: 'webp' };
  // ISO base media: a box of type 'ftyp' at byte 4, then the major brand.
  if (ascii(bytes, 4, 'ftyp') && HEIC_BRANDS.some((brand) => ascii(bytes, 8, brand)))
    return { contentType: 'image/heic', extension: 'heic' };
  return null;
}

/** Content types a browser may send for each kind (a name's claim, compared with the bytes). */
const CLAIMED: Record<string, readonly string[]> = {
  'application/pdf': ['application/pdf'],
  'image/png': ['image/png'],
  'image/jpeg': ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  'image/webp': ['image/webp'],
  'image/heic': ['image/heic', 'image/heif'],
};

/** Whether the claimed content type (the request's) agrees with what the bytes are. */
export function claimMatches(claimed: string, kind: DocumentKind): boolean {
  return (CLAIMED[kind.contentType] ?? []).includes(claimed.toLowerCase());
}

export const DOCUMENT_CONTENT_TYPES = Object.values(CLAIMED).flat();
