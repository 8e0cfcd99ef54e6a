import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link, useMatches } from 'react-router';

type Handle = { title?: string };

/** Organization name, then the current route's title (SPEC section 2 Layout). */
export function Breadcrumb({ orgId, orgName }: { orgId: number; orgName: string }) {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as Handle | undefined)?.title)?.handle as Handle | undefined;
  return (
    <nav aria-label="Breadcrumb" style={{ minWidth: 0 }}>
      <Breadcrumbs separatorMargin={6}>
        <Anchor component={Link} to={`/orgs/${orgId}/dashboard`} size="sm" truncate>
          {orgName}
        </Anchor>
        {title?.title && (
          <Text size="sm" fw={600} truncate>
            {title.title}
          </Text>
        )}
      </Breadcrumbs>
    </nav>
  );
}
