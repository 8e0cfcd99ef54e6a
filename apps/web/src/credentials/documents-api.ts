import type { EmployeeDocument } from '@punchline/contracts';
import { api, sendRaw } from '../api/http';

// A worker's documents (issue 35): the file travels as the raw body with its type, the server
// reads the type from the bytes and keeps the file; downloads are fetched with the token.

export const documentsPath = (orgId: number, workerId: number) => `orgs/${orgId}/employees/${workerId}/documents`;
export const documentsKey = (orgId: number, workerId: number) => ['orgs', orgId, 'employees', workerId, 'documents'] as const;

export type DocumentList = { results: EmployeeDocument[]; supplementalData: { maxDocuments: number; maxFileSize: number } };

export const fetchDocuments = (orgId: number, workerId: number) => api<DocumentList>(documentsPath(orgId, workerId));

export async function uploadDocument(orgId: number, workerId: number, file: File): Promise<EmployeeDocument> {
  const path = `${documentsPath(orgId, workerId)}?name=${encodeURIComponent(file.name)}`;
  // The browser's type may be empty (HEIC on some systems): the server goes by the bytes anyway.
  const response = await sendRaw(path, {
    method: 'POST',
    body: file,
    headers: { 'content-type': file.type || 'application/octet-stream' },
  });
  return ((await response.json()) as { result: EmployeeDocument }).result;
}

export async function deleteDocument(orgId: number, workerId: number, id: number): Promise<void> {
  await sendRaw(`${documentsPath(orgId, workerId)}/${id}`, { method: 'DELETE' });
}

/** Saves the stored file under its name (fetched with the token, handed to the browser as a download). */
export async function downloadDocument(orgId: number, workerId: number, doc: EmployeeDocument): Promise<void> {
  const blob = await (await sendRaw(`${documentsPath(orgId, workerId)}/${doc.id}`, { method: 'GET' })).blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = doc.name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Sizes as the spec writes them: bytes under 1000, then KB, then MB (decimal). */
export function formatSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${Number((bytes / 1_000_000).toFixed(1))} MB`;
  if (bytes >= 1_000) return `${Math.round(bytes / 1_000)} KB`;
  return `${bytes} bytes`;
}

/** Why a chosen file cannot be uploaded, before sending it, or null. */
export function documentProblem(file: { size: number }, list: DocumentList['supplementalData'], count: number): string | null {
  if (count >= list.maxDocuments) return `This worker already has ${list.maxDocuments} documents, the most allowed. Delete one first.`;
  if (file.size > list.maxFileSize)
    return `This file is ${formatSize(file.size)}; the limit is ${formatSize(list.maxFileSize)}. Choose a smaller one.`;
  return null;
}
