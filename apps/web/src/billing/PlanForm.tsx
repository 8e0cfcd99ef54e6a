import { Button, Group, NumberInput, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Subscription } from '@punchline/contracts';
import { devicesForSeats, formatCents, MAX_SEATS, MIN_SEATS, periodCharge, seatsRefusal, type FormatPreferences } from '@punchline/domain';
import { useState } from 'react';

const clocks = (n: number) => (n === 1 ? '1 clock' : `${n} clocks`);

type Props = {
  subscription: Subscription;
  prefs: FormatPreferences;
  busy: boolean;
  /** The server's refusal of the seats, shown under the field. */
  seatsError?: string;
  onSubmit: (planId: string, seats: number) => void;
};

/**
 * Plan and seats: choose a plan (price per seat, clocks included) and the seats, see the monthly
 * total, then start the subscription or change the running one. Fewer seats than in use are
 * refused here already, with the server's own words (packages/domain seatsRefusal).
 */
export function PlanForm({ subscription, prefs, busy, seatsError, onSubmit }: Props) {
  const s = subscription;
  const [planId, setPlanId] = useState(s.plan?.id ?? s.plans[1]?.id ?? s.plans[0]?.id ?? '');
  const [seats, setSeats] = useState<number>(s.seats ?? Math.max(s.usersUsed, MIN_SEATS));
  const plan = s.plans.find((p) => p.id === planId) ?? s.plan;
  const refusal = seatsRefusal(seats, s.usersUsed);
  const unchanged = s.plan?.id === planId && s.seats === seats;
  const action = s.canSubscribe ? (s.provider === 'stripe' ? 'Continue to payment' : 'Activate with invoice') : 'Save changes';
  return (
    <Stack gap="sm">
      <Radio.Group label="Plan" value={planId} onChange={setPlanId}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
          {s.plans.map((p) => (
            <Radio.Card key={p.id} value={p.id} p="sm" radius="md" aria-label={`${p.name} plan`}>
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <div>
                  <Text fw={600}>{p.name}</Text>
                  <Text size="sm">{formatCents(p.seatPriceCents, p.currency, prefs)} a seat a month</Text>
                  <Text size="xs" c="dimmed">
                    {clocks(p.devicesPerBlock)} for every {p.seatsPerBlock} seats
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Group align="flex-end" wrap="wrap">
        <NumberInput
          label="Seats"
          description={`${s.usersUsed} in use (${s.usersAreWorkersOnly ? 'active workers' : 'active users'})`}
          min={MIN_SEATS}
          max={MAX_SEATS}
          allowDecimal={false}
          value={seats}
          onChange={(v) => setSeats(typeof v === 'number' ? v : Number(v) || 0)}
          error={refusal ?? seatsError}
          w={220}
        />
        {plan && !refusal && (
          <Text size="sm" pb={6} data-testid="plan-total">
            {formatCents(periodCharge(plan, seats).totalCents, plan.currency, prefs)} a month, {clocks(devicesForSeats(plan, seats))}{' '}
            included
          </Text>
        )}
      </Group>
      <Group>
        <Button
          onClick={() => onSubmit(planId, seats)}
          loading={busy}
          disabled={!plan || refusal !== null || (!s.canSubscribe && unchanged)}
        >
          {action}
        </Button>
      </Group>
    </Stack>
  );
}
