import type {
  DelegateToken,
  PartnerDistributor,
  PartnerOrg,
  PartnerOrgCreateBody,
  PartnerOrgList,
  PartnerOrgSort,
} from '@punchline/contracts';
import { api } from '../api/http';

// The partner calls (docs/partner.md): outside any organization, so they carry the identity token.

export type PartnerListParams = { searchText: string; sort: PartnerOrgSort; descending: boolean };

export const partnerKeys = {
  distributors: ['partner', 'distributors'] as const,
  orgs: (distributorId: number) => ['partner', 'distributors', distributorId, 'orgs'] as const,
};

export const fetchDistributors = async (): Promise<PartnerDistributor[]> =>
  (await api<{ results: PartnerDistributor[] }>('partner/distributors')).results;

export function fetchPartnerOrgs(distributorId: number, params: PartnerListParams, cursor?: string): Promise<PartnerOrgList> {
  return api<PartnerOrgList>(`partner/distributors/${distributorId}/orgs`, {
    query: {
      searchText: params.searchText.trim() || undefined,
      sort: params.sort,
      descending: params.descending ? 'yes' : 'no',
      limit: 25,
      cursor,
    },
  });
}

export async function createPartnerOrg(distributorId: number, body: PartnerOrgCreateBody): Promise<PartnerOrg> {
  return (await api<{ result: PartnerOrg }>(`partner/distributors/${distributorId}/orgs`, { method: 'POST', body })).result;
}

export async function actAsOwner(distributorId: number, orgId: number): Promise<DelegateToken['result']> {
  const path = `partner/distributors/${distributorId}/orgs/${orgId}/act-as-owner`;
  return (await api<DelegateToken>(path, { method: 'POST' })).result;
}
