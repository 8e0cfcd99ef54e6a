import { Alert, Button, Group, Text } from '@mantine/core';
import {
  buildPath,
  deriveFlags,
  hasPermission,
  subscriptionDisplayMode,
  trialDaysLeft,
  type SubscriptionDisplayMode,
} from '@punchline/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useOrgSession, useProfile } from './use-org-session';

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

function message(mode: Exclude<SubscriptionDisplayMode, 'none'>, daysLeft: number | null): string {
  switch (mode) {
    case 'in_app':
      return 'Your organization is not set up yet. Finish the setup to start tracking time.';
    case 'trial_ending':
      return daysLeft === 0 ? 'Your free trial ends today.' : `Your free trial ends in ${days(daysLeft ?? 0)}.`;
    case 'trial_expired':
      return 'Your free trial has ended. Subscribe to keep using Punchline.';
    case 'free_trial':
      return daysLeft === null ? 'You are on a free trial.' : `You are on a free trial: ${days(daysLeft)} left.`;
    case 'expired':
      return 'This organization is inactive: its subscription has expired.';
    case 'past_due':
      return 'Your subscription payment is past due. Update your payment details to avoid interruption.';
  }
}

/** SPEC section 4 subscription display mode, with its button only for account owners of
 *  non-white-label organizations (section 6): the button opens this organization's billing
 *  subscription, where the plan is chosen and paid (issue 36). */
export function SubscriptionAlertBar() {
  const session = useOrgSession();
  const user = useProfile();
  // The bar is judged at the time the organization was opened; a reload re-judges it.
  const [now] = useState(() => Date.now());
  const mode = subscriptionDisplayMode(session, now);
  if (mode === 'none') return null;
  const flags = deriveFlags(session, user);
  const showButton = hasPermission(session.permissions, 'manage_subscription') && !flags.isWhiteLabel;
  const urgent = mode === 'trial_expired' || mode === 'expired' || mode === 'past_due';
  return (
    <Alert color={urgent ? 'red' : 'blue'} icon={<IconInfoCircle />} mb="md" py="xs" data-testid="subscription-alert" data-mode={mode}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{message(mode, trialDaysLeft(session.expireDate, now, session.timezone))}</Text>
        {showButton && (
          <Button
            component={Link}
            to={buildPath('org.settings.billing.subscription', { orgId: session.organizationId })}
            size="xs"
            variant={urgent ? 'filled' : 'light'}
          >
            Upgrade
          </Button>
        )}
      </Group>
    </Alert>
  );
}
