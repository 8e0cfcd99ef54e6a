import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { fetchPartnerOrgs, partnerKeys, type PartnerListParams } from './partner-api';

/** The distributor's organizations, 25 a page, the next page on demand (the list's cursor). */
export function usePartnerOrgs(distributorId: number | null, params: PartnerListParams) {
  return useInfiniteQuery({
    queryKey: [...partnerKeys.orgs(distributorId ?? 0), params],
    enabled: distributorId !== null,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => fetchPartnerOrgs(distributorId!, params, pageParam),
    getNextPageParam: (last) => last.cursor,
    // The rows stay while a new search loads, so the table does not flash empty under the pointer.
    placeholderData: keepPreviousData,
  });
}
