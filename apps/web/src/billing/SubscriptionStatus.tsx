import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Subscription } from '@punchline/contracts';
import { formatCents, formatDate, type FormatPreferences } from '@punchline/domain';

const STATE_COLORS: Record<string, string> = {
  trial: 'blue',
  active: 'teal',
  past_due: 'orange',
  expired: 'red',
  canceled: 'gray',
  in_app: 'gray',
};

const daysLeft = (n: number) => (n < 0 ? 'ended' : n === 0 ? 'ends today' : n === 1 ? '1 day left' : `${n} days left`);

/** The state with its meaning, the trial's days left and the next invoice. */
export function SubscriptionStatus({ subscription: s, prefs }: { subscription: Subscription; prefs: FormatPreferences }) {
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Badge size="lg" variant="light" color={STATE_COLORS[s.state] ?? 'gray'} data-testid="subscription-state" data-state={s.state}>
          {s.stateLabel}
        </Badge>
        {s.plan && <Text fw={500}>{s.plan.name} plan</Text>}
        {s.trialDaysLeft !== null && s.trialEndDate && (
          <Text size="sm" c="dimmed">
            Trial until {formatDate(s.trialEndDate, prefs)}: {daysLeft(s.trialDaysLeft)}
          </Text>
        )}
      </Group>
      <Text size="sm">{s.stateMeaning}</Text>
      {s.nextInvoice && (
        <Text size="sm" data-testid="next-invoice">
          Next invoice on {formatDate(s.nextInvoice.date, prefs)}: {formatCents(s.nextInvoice.amountCents, s.nextInvoice.currency, prefs)}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {s.provider === 'stripe' ? 'Paid by card through Stripe.' : 'Billed by invoice each month.'}
      </Text>
    </Stack>
  );
}
