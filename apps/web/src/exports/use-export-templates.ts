import { hasFeature } from '@punchline/domain';
import { useQuery } from '@tanstack/react-query';
import { useOrgSession } from '../layout/use-org-session';
import { fetchExportTemplates, isTemplateSource } from './templates';

/**
 * A list's export templates: fetched the first time its Export menu opens, then kept for the
 * session (SPEC section 7: loaded for exports; 'Reload templates' refetches). Nothing is asked of
 * the server for lists templates cannot export or organizations without the integration feature.
 */
export function useExportTemplates(dataSource: string | undefined, menuOpened: boolean) {
  const session = useOrgSession();
  const orgId = session.organizationId;
  const usable = dataSource !== undefined && isTemplateSource(dataSource) && hasFeature(session.features, 'integration');
  const query = useQuery({
    queryKey: ['orgs', orgId, 'export-templates', dataSource],
    queryFn: () => fetchExportTemplates(orgId, dataSource!),
    enabled: usable && menuOpened,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return { usable, orgId, templates: query.data ?? [], loading: query.isFetching, error: query.error, reload: () => void query.refetch() };
}
