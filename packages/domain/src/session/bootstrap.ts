import { FATAL_ERRORS, type FatalError } from '../constants';
import type { OrgSummary } from './user';

/** The outcome of one organization lookup the caller already made. */
export type Fetched<T> = { ok: true; value: T } | { ok: false };

/**
 * What the caller has fetched so far. A field left undefined has not been tried yet;
 * `requestedOrgId` null means the URL named no organization.
 */
export type BootstrapInput = {
  requestedOrgId: number | null;
  requested?: Fetched<OrgSummary | null>;
  lastAccessed?: Fetched<OrgSummary | null>;
  list?: Fetched<readonly OrgSummary[]>;
};

export type BootstrapStep =
  | { kind: 'fetch-requested'; orgId: number }
  | { kind: 'fetch-last-accessed' }
  | { kind: 'fetch-list' }
  | { kind: 'selected'; org: OrgSummary; source: 'requested' | 'last-accessed' | 'list' }
  /** Zero or several organizations and none chosen: the user must pick (or sign up). */
  | { kind: 'no-selection'; orgs: readonly OrgSummary[] }
  | { kind: 'fatal'; error: FatalError };

/**
 * Next step of the organization bootstrap (SPEC section 4): requested org, then last accessed,
 * then the list (auto-pick only when it holds exactly one); a failed list is fatal.
 * Call again with each new result until the step is not a fetch.
 */
export function bootstrapStep(input: BootstrapInput): BootstrapStep {
  if (input.requestedOrgId !== null) {
    if (!input.requested) return { kind: 'fetch-requested', orgId: input.requestedOrgId };
    const found = orgOf(input.requested);
    if (found) return { kind: 'selected', org: found, source: 'requested' };
  }
  if (!input.lastAccessed) return { kind: 'fetch-last-accessed' };
  const last = orgOf(input.lastAccessed);
  if (last) return { kind: 'selected', org: last, source: 'last-accessed' };
  if (!input.list) return { kind: 'fetch-list' };
  if (!input.list.ok) return { kind: 'fatal', error: FATAL_ERRORS.orgNotFound };
  const [only, ...rest] = input.list.value;
  if (only && rest.length === 0) return { kind: 'selected', org: only, source: 'list' };
  return { kind: 'no-selection', orgs: input.list.value };
}

function orgOf(result: Fetched<OrgSummary | null>): OrgSummary | null {
  return result.ok ? result.value : null;
}
