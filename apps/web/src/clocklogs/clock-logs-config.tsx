import { CLOCK_LOG_FACE_FIELDS, clockLogsResource, type ResourceDef } from '@punchline/contracts';
import { useOrgSession } from '../layout/use-org-session';
import type { CellProps, ScreenConfig, ScreenAction } from '../lists/screen-config';
import { bulkDecide } from './clock-logs-api';
import { FacePhoto } from './FacePhoto';

// The clock logs list over the clockLogsResource definition: a face thumbnail, the outcome with
// its refusal, the face status with its score; face parts only for organizations with the face
// feature.

function PhotoCell({ row }: CellProps) {
  const { organizationId } = useOrgSession();
  return (
    <div style={{ paddingTop: 4 }}>
      <FacePhoto orgId={organizationId} faceLogId={row.faceLogId} size={30} lazy />
    </div>
  );
}

/** 'Refused · Face not recognised': the outcome and why. */
export const outcomeText = (text: string, refusal: unknown) =>
  typeof refusal === 'string' && refusal !== '' ? `${text} · ${refusal}` : text;

/** 'Low confidence (41%)': the face status with the match score. */
export function faceText(text: string, score: unknown): string {
  if (text === '' || typeof score !== 'number') return text;
  return `${text} (${Math.round(score * 100)}%)`;
}

/** The definition as this organization sees it: without the face feature, no face columns or filter. */
export function clockLogsDefFor(face: boolean): ResourceDef {
  if (face) return clockLogsResource;
  const faceField = (name: string) => (CLOCK_LOG_FACE_FIELDS as readonly string[]).includes(name);
  const keep = <T,>(record: Record<string, T> | undefined) =>
    Object.fromEntries(Object.entries(record ?? {}).filter(([name]) => !faceField(name)));
  return {
    ...clockLogsResource,
    fields: keep(clockLogsResource.fields),
    computed: keep(clockLogsResource.computed),
    filters: keep(clockLogsResource.filters),
    list: { ...clockLogsResource.list, columns: clockLogsResource.list.columns.filter((c) => !faceField(c)) },
  };
}

const decideMany = (action: 'approve' | 'reject', label: string): ScreenAction<number[]> => ({
  label,
  confirm: `${label} {count} clock logs?`,
  run: (ids, { orgId }) => bulkDecide(orgId, ids, action),
});

export const CLOCK_LOG_BULK_ACTIONS = [decideMany('approve', 'Approve'), decideMany('reject', 'Reject')];

export function clockLogsConfig(face: boolean): ScreenConfig {
  const shown = ['at', 'employeeName', 'deviceName', 'type', 'outcome', 'faceStatus', 'decision'];
  return {
    columns: {
      ...(face ? { photo: { header: 'Photo', cell: PhotoCell, width: 76, value: () => '' } } : {}),
      outcome: { cell: ({ row, text }) => outcomeText(text, row.refusal), width: 260 },
      faceStatus: { cell: ({ row, text }) => faceText(text, row.faceScore) },
    },
    listColumns: face ? ['photo', ...shown] : shown.filter((c) => c !== 'faceStatus'),
    bulkActions: CLOCK_LOG_BULK_ACTIONS,
  };
}
