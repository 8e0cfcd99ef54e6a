import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SubscriptionChangeBody } from '@punchline/contracts';
import { buildPath } from '@punchline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiRequestError } from '../api/errors';
import { errorToast } from '../detail/toast';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';
import { billingKey, changeSubscription, fetchSubscription, paymentPage, startSubscription } from './billing-api';
import { PlanForm } from './PlanForm';
import { SeatsBar } from './SeatsBar';
import { SubscriptionStatus } from './SubscriptionStatus';
import { useSessionRefresh } from './use-session-refresh';

/**
 * Settings → Billing → Subscription (SPEC section 2 billing/subscription/{view?}; issue 36): the
 * state and what it means, seats and clocks used of those allowed, the trial's days left, the
 * next invoice, and the plan and seats to start or change the subscription. Works while the
 * organization is inactive: an expired organization is sent here to pay.
 */
export function SubscriptionScreen() {
  const session = useOrgSession();
  const orgId = session.organizationId;
  const prefs = useFormats();
  const client = useQueryClient();
  const refreshSession = useSessionRefresh(orgId);
  const subscription = useQuery({ queryKey: [...billingKey(orgId), 'subscription'], queryFn: () => fetchSubscription(orgId) });
  const save = useMutation({
    mutationFn: async (body: SubscriptionChangeBody) => {
      if (subscription.data?.canSubscribe) return startSubscription(orgId, body);
      return { result: await changeSubscription(orgId, body), redirectUrl: null };
    },
    onSuccess: async ({ result, redirectUrl }) => {
      // Stripe Checkout takes the payment; its webhook activates the subscription.
      if (redirectUrl) return void window.location.assign(redirectUrl);
      client.setQueryData([...billingKey(orgId), 'subscription'], result);
      await client.invalidateQueries({ queryKey: billingKey(orgId) });
      await refreshSession();
    },
    onError: (error) => {
      if (!(error instanceof ApiRequestError && seatsErrorOf(error))) errorToast(error);
    },
  });
  const payment = useMutation({
    mutationFn: () => paymentPage(orgId),
    onSuccess: (url) => window.location.assign(url),
    onError: (e) => errorToast(e),
  });

  const s = subscription.data;
  const seatsError = save.error instanceof ApiRequestError ? seatsErrorOf(save.error) : undefined;
  const running = s?.state === 'active' || s?.state === 'past_due';
  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          Subscription
        </Title>
        {s?.hasBillingCustomer && !s.freeTrial && (
          <Button component={Link} to={buildPath('org.settings.billing.invoices', { orgId })} variant="default">
            Invoices
          </Button>
        )}
      </Group>
      {subscription.isPending && <Loader size="sm" aria-label="Loading the subscription" />}
      {subscription.isError && (
        <Alert color="red" role="alert">
          {subscription.error.message}
        </Alert>
      )}
      {s && (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Card withBorder padding="md">
              <SubscriptionStatus subscription={s} prefs={prefs} />
            </Card>
            <Card withBorder padding="md">
              <Stack gap="sm">
                <SeatsBar label="Seats" used={s.usersUsed} allowed={s.usersAllowed} />
                <SeatsBar label="Clocks" used={s.devicesUsed} allowed={s.devicesAllowed} />
                {running && s.provider === 'stripe' && (
                  <Group>
                    <Button variant="light" loading={payment.isPending} onClick={() => payment.mutate()}>
                      Update payment details
                    </Button>
                  </Group>
                )}
              </Stack>
            </Card>
          </SimpleGrid>
          <Card withBorder padding="md">
            <Stack gap="xs">
              <Title order={2} size="h4">
                {s.canSubscribe ? 'Choose a plan' : 'Change plan or seats'}
              </Title>
              {s.canSubscribe && (
                <Text size="sm" c="dimmed">
                  {s.provider === 'stripe'
                    ? 'You pay the first month by card on Stripe’s secure page; the subscription starts when the payment is done.'
                    : 'The subscription starts at once; the first invoice is issued today and due in 14 days.'}
                </Text>
              )}
              {s.state === 'in_app' ? (
                <Text size="sm">Finish setting up the organization first: the free trial starts then.</Text>
              ) : (
                <PlanForm
                  key={s.version}
                  subscription={s}
                  prefs={prefs}
                  busy={save.isPending}
                  seatsError={seatsError}
                  onSubmit={(planId, seats) => save.mutate({ planId, seats, version: s.version })}
                />
              )}
            </Stack>
          </Card>
        </>
      )}
    </Stack>
  );
}

/** The server's refusal of the seats field (400 {seats: [...]}), shown under the field. */
function seatsErrorOf(error: ApiRequestError): string | undefined {
  const body = error.body as { seats?: string[] } | null;
  return body?.seats?.[0];
}
