import type { CostingCode, CostingJob, CostingPhase, CostingRecords, CostingSelection } from '@punchline/domain';
import { useQueries, type QueryClient } from '@tanstack/react-query';
import { api } from '../api/http';
import { resolveParams } from '../detail/remote-select';
import type { ListPage, ResourceRow } from '../lists/list-api';
import { resourceKey } from '../lists/resource-queries';
import { codeRecord, COSTING_PATHS, jobRecord, phaseRecord, type CostingScope } from './costing-lookups';

type RecordField = 'job' | 'jobPhase' | 'costCode';

type RecordOf = { job: CostingJob; jobPhase: CostingPhase; costCode: CostingCode };

const TO_RECORD: { [F in RecordField]: (row: ResourceRow) => RecordOf[F] } = {
  job: jobRecord,
  jobPhase: phaseRecord,
  costCode: codeRecord,
};

/**
 * One chosen record through its lookup (`id=` finds inactive ones too), for the worker or device
 * the selection is for: null when the lookup does not answer it (gone, or closed to that worker
 * by job access), which the rules report as 'This selection is not valid.'.
 */
export function costingRecordQuery<F extends RecordField>(orgId: number, field: F, id: number, scope: CostingScope) {
  const path = COSTING_PATHS[field];
  const toRecord: (row: ResourceRow) => RecordOf[F] = TO_RECORD[field];
  const params = { worker: scope.workerId ?? undefined, deviceOrgUnit: scope.deviceOrgUnitId ?? undefined };
  return {
    queryKey: [...resourceKey(orgId, path), 'costing-record', id, params],
    queryFn: async (): Promise<RecordOf[F] | null> => {
      const page = await api<ListPage>(`orgs/${orgId}/${path}`, { query: resolveParams([id], params) });
      const row: ResourceRow | undefined = page.results.find((r) => r.id === id);
      return row ? toRecord(row) : null;
    },
    staleTime: 30_000,
  };
}

/** Fetches (or takes from the cache) one chosen record, for a transition that needs it now. */
export async function fetchCostingRecord<F extends RecordField>(
  client: QueryClient,
  orgId: number,
  field: F,
  id: number,
  scope: CostingScope,
): Promise<RecordOf[F] | null | undefined> {
  try {
    return await client.fetchQuery(costingRecordQuery(orgId, field, id, scope));
  } catch {
    // Unknown rather than wrong: the transition then leaves what it cannot decide.
    return undefined;
  }
}

/** The data of a record query, when it is about the chosen id. */
const chosen = <T>(id: number | null, data: T | undefined): T | undefined => (id === null ? undefined : data);

/**
 * The records of the chosen job, phase and cost code, as the costing rules take them: undefined
 * while loading (or when nothing is chosen), null when not found. `loading`: a check waits for one.
 */
export function useCostingRecords(orgId: number, selection: CostingSelection, scope: CostingScope) {
  const query = <F extends RecordField>(field: F) => {
    const id = selection[field];
    return { ...costingRecordQuery(orgId, field, id ?? 0, scope), enabled: id !== null };
  };
  const [job, phase, code] = useQueries({ queries: [query('job'), query('jobPhase'), query('costCode')] });
  const records: CostingRecords = {
    job: chosen(selection.job, job.data),
    jobPhase: chosen(selection.jobPhase, phase.data),
    costCode: chosen(selection.costCode, code.data),
  };
  // isLoading: a first answer is awaited (a background refresh keeps the answer it has).
  return { records, loading: job.isLoading || phase.isLoading || code.isLoading };
}
