import { describe, expect, it } from 'vitest';
import { bootstrapStep } from './bootstrap';
import type { OrgSummary } from './user';

const org = (id: number): OrgSummary => ({ id, orgUserAccepted: true, orgUserMeetsAuthRuleRequirements: true });
const ok = <T>(value: T) => ({ ok: true as const, value });
const failed = { ok: false as const };

describe('bootstrapStep', () => {
  it('fetches the requested organization first', () => {
    expect(bootstrapStep({ requestedOrgId: 5 })).toEqual({ kind: 'fetch-requested', orgId: 5 });
    expect(bootstrapStep({ requestedOrgId: 5, requested: ok(org(5)) })).toEqual({
      kind: 'selected',
      org: org(5),
      source: 'requested',
    });
  });

  it('falls back to the last accessed organization', () => {
    expect(bootstrapStep({ requestedOrgId: 5, requested: failed })).toEqual({ kind: 'fetch-last-accessed' });
    expect(bootstrapStep({ requestedOrgId: null })).toEqual({ kind: 'fetch-last-accessed' });
    expect(bootstrapStep({ requestedOrgId: 5, requested: failed, lastAccessed: ok(org(3)) })).toMatchObject({
      kind: 'selected',
      source: 'last-accessed',
    });
  });

  it('then lists and auto-picks only a single organization', () => {
    const base = { requestedOrgId: null, lastAccessed: ok(null) };
    expect(bootstrapStep(base)).toEqual({ kind: 'fetch-list' });
    expect(bootstrapStep({ ...base, list: ok([org(9)]) })).toMatchObject({ kind: 'selected', source: 'list' });
    expect(bootstrapStep({ ...base, list: ok([org(1), org(2)]) })).toMatchObject({ kind: 'no-selection' });
    expect(bootstrapStep({ ...base, list: ok([]) })).toEqual({ kind: 'no-selection', orgs: [] });
  });

  it("raises 'Failed to find organization' when nothing can be found", () => {
    const step = bootstrapStep({ requestedOrgId: 5, requested: failed, lastAccessed: failed, list: failed });
    expect(step).toEqual({ kind: 'fatal', error: { title: 'Failed to find organization', message: '' } });
  });
});
