import { sendRaw } from '../api/http';

/** The image types the avatar endpoint takes (sent as the raw body with this Content-Type). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Bytes as a person reads a limit: '2 MB', '500 KB' (decimal units, as file managers show). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${Number((bytes / 1_000_000).toFixed(1))} MB`;
  if (bytes >= 1_000) return `${Math.round(bytes / 1_000)} KB`;
  return `${bytes} bytes`;
}

/** Why a chosen file cannot be a worker's photo, or null (the size limit is maxDocumentFileSize). */
export function avatarProblem(file: { size: number; type: string }, maxBytes: number): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'Choose a PNG, JPEG or WebP image.';
  if (file.size > maxBytes)
    return `This image is ${formatBytes(file.size)}; the limit is ${formatBytes(maxBytes)}. Choose a smaller image.`;
  return null;
}

const avatarPath = (orgId: number, workerId: number) => `orgs/${orgId}/employees/${workerId}/avatar`;

/** PUT the image as the raw body; the server resizes and keeps it. */
export async function uploadAvatar(orgId: number, workerId: number, file: Blob): Promise<void> {
  await sendRaw(avatarPath(orgId, workerId), { method: 'PUT', body: file, headers: { 'content-type': file.type } });
}

export async function removeAvatar(orgId: number, workerId: number): Promise<void> {
  await sendRaw(avatarPath(orgId, workerId), { method: 'DELETE' });
}

/** The image at an avatar address the API gave (`/api/orgs/…/avatar?v=…`), fetched with the token. */
export async function fetchAvatar(src: string): Promise<Blob> {
  const path = src.replace(/^\/api\//, '');
  return (await sendRaw(path, { method: 'GET' })).blob();
}
