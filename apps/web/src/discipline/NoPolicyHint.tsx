import { Alert, Anchor } from '@mantine/core';
import { buildPath, hasPermission } from '@punchline/domain';
import { Link } from 'react-router';
import { useOrgSession } from '../layout/use-org-session';
import { useHasActivePolicy } from './use-discipline-setup';

/**
 * Without an active policy the infractions are still found, but they count no points and raise
 * no events: say so, and where to fix it (the link only for those who may edit settings). The link
 * is blue 9: the theme's blue 8 is 4.1:1 on the light blue alert, under WCAG AA.
 */
export function NoPolicyHint() {
  const session = useOrgSession();
  const hasPolicy = useHasActivePolicy(session.organizationId);
  if (hasPolicy !== false) return null;
  const canEdit = hasPermission(session.permissions, 'edit_settings');
  return (
    <Alert color="blue" title="No attendance policy yet" data-testid="no-policy-hint">
      Infractions are found from the time cards, but they count no points and raise no events until a policy covers the worker.{' '}
      {canEdit ? (
        <Anchor c="blue.9" component={Link} to={buildPath('org.settings.attendance.policies', { orgId: session.organizationId })}>
          Add a policy in Settings → Attendance → Policies.
        </Anchor>
      ) : (
        'Ask an administrator to add one in Settings → Attendance → Policies.'
      )}
    </Alert>
  );
}
