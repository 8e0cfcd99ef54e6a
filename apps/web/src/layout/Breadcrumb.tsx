import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { breadcrumb, buildPath } from '@punchline/domain';
import { Link } from 'react-router';
import { useCurrentRoute } from './use-current-route';
import { useRouteHandleTitle } from './use-route-handle-title';

/**
 * Organization name, then the route chain of the tree down to the current screen: one line that
 * never wraps under the header. On a phone only the organization and the screen are named (the
 * organization shortened first), so both stay readable beside the header's buttons.
 */
export function Breadcrumb({ orgId, orgName }: { orgId: number; orgName: string }) {
  const match = useCurrentRoute();
  const handleTitle = useRouteHandleTitle();
  const phone = useMediaQuery('(max-width: 575px)');
  const chain = match ? breadcrumb(match.route, match.params) : handleTitle ? [{ name: 'account', label: handleTitle, path: '' }] : [];
  const crumbs = phone ? chain.slice(-1) : chain;
  return (
    <nav aria-label="Breadcrumb" style={{ minWidth: 0, overflow: 'hidden' }}>
      <Breadcrumbs
        separatorMargin={6}
        styles={{ root: { flexWrap: 'nowrap', minWidth: 0 }, breadcrumb: { minWidth: 0 }, separator: { flexShrink: 0 } }}
      >
        <Anchor component={Link} to={buildPath('org.dashboard', { orgId })} size="sm" truncate>
          {orgName}
        </Anchor>
        {crumbs.map((crumb, i) =>
          i === crumbs.length - 1 ? (
            <Text key={crumb.name} size="sm" fw={600} truncate style={{ flexShrink: 0 }}>
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
