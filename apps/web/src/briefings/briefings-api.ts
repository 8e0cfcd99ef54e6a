import type { BriefingAcknowledgmentRow } from '@punchline/contracts';
import { api, sendRaw } from '../api/http';

// A briefing type's PDF and acknowledgments (issue 35, docs/briefings.md): the PDF travels as the
// raw body (the server reads its type from the bytes); the file is fetched with the token.

const typePath = (orgId: number, id: number) => `orgs/${orgId}/briefing/types/${id}`;
export const acknowledgmentsKey = (orgId: number, id: number, outstanding: boolean) =>
  ['orgs', orgId, 'briefing/types', id, 'acknowledgments', outstanding] as const;

export type AcknowledgmentList = {
  results: BriefingAcknowledgmentRow[];
  supplementalData: { period: string; jobScoped: boolean };
};

export const fetchAcknowledgments = (orgId: number, id: number, outstanding: boolean) =>
  api<AcknowledgmentList>(`${typePath(orgId, id)}/acknowledgments${outstanding ? '?outstanding=yes' : ''}`);

export async function uploadBriefingPdf(orgId: number, id: number, file: File): Promise<{ pdfName: string; pdfSize: number }> {
  const response = await sendRaw(`${typePath(orgId, id)}/pdf?name=${encodeURIComponent(file.name)}`, {
    method: 'PUT',
    body: file,
    headers: { 'content-type': file.type || 'application/octet-stream' },
  });
  return ((await response.json()) as { result: { pdfName: string; pdfSize: number } }).result;
}

/** Opens the stored PDF in a new tab (fetched with the token, handed to the browser as a blob). */
export async function openBriefingPdf(orgId: number, id: number): Promise<void> {
  const blob = await (await sendRaw(`${typePath(orgId, id)}/pdf`, { method: 'GET' })).blob();
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
