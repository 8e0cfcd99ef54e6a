import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { breadcrumb, buildPath } from '@punchline/domain';
import { Link } from 'react-router';
import { useCurrentRoute } from './use-current-route';
import { useRouteHandleTitle } from './use-route-handle-title';

/**
 * Organization name, then the route chain of the tree down to the current screen: one line that
 * never wraps under the header on a phone; the earlier crumbs give up their width first (ellipsis).
 */
export function Breadcrumb({ orgId, orgName }: { orgId: number; orgName: string }) {
  const match = useCurrentRoute();
  const handleTitle = useRouteHandleTitle();
  const crumbs = match ? breadcrumb(match.route, match.params) : handleTitle ? [{ name: 'account', label: handleTitle, path: '' }] : [];
  return (
    <nav aria-label="Breadcrumb" style={{ minWidth: 0 }}>
      <Breadcrumbs
        separatorMargin={6}
        styles={{ root: { flexWrap: 'nowrap', minWidth: 0 }, breadcrumb: { minWidth: 0 }, separator: { flexShrink: 0 } }}
      >
        <Anchor component={Link} to={buildPath('org.dashboard', { orgId })} size="sm" truncate>
          {orgName}
        </Anchor>
        {crumbs.map((crumb, i) =>
          i === crumbs.length - 1 ? (
            <Text key={crumb.name} size="sm" fw={600} truncate style={{ flexShrink: 0, maxWidth: '70%' }}>
              {crumb.label}
            </Text>
          ) : (
            <Text key={crumb.name} size="sm" c="dimmed" truncate>
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
