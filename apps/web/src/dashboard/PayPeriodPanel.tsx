import { Alert, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import {
  buildPath,
  CURRENT_PAY_PERIOD_REFRESH_MS,
  formatDate,
  formatDuration,
  hasPermission,
  LAST_PAY_PERIOD_REFRESH_MS,
  payPeriodFor,
  previousPayPeriod,
  type PayPeriodSettings,
} from '@punchline/domain';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';
import { orgToday } from '../formats/org-today';
import { ActivityChart } from './ActivityChart';
import { fetchPeriodActivity } from './dashboard-api';
import { usePanelRefresh } from './use-panel-refresh';

type Props = { which: 'current' | 'last' };

/**
 * The current or last pay period (SPEC section 2 Dashboard): hours per day from the time cards,
 * exceptions and failed clock attempts, totals; refreshed hourly (current) or daily (last) while
 * the user is active. A day opens its punches.
 */
export function PayPeriodPanel({ which }: Props) {
  const session = useOrgSession();
  const prefs = useFormats();
  const navigate = useNavigate();
  const orgId = session.organizationId;
  const settings = { payPeriodType: session.payPeriodType, payPeriodStarts: session.payPeriodStarts } as PayPeriodSettings;
  const current = payPeriodFor(orgToday(session.timezone), settings);
  const period = which === 'current' ? current : previousPayPeriod(current, settings);
  // Failed clock attempts are clock logs: counted for those who may review them.
  const failures = hasPermission(session.permissions, 'manage_clock_logs');
  const { observe, refetchInterval } = usePanelRefresh(which === 'current' ? CURRENT_PAY_PERIOD_REFRESH_MS : LAST_PAY_PERIOD_REFRESH_MS);
  const activity = useQuery({
    queryKey: ['dashboard', orgId, 'period-activity', period.start, period.end, failures],
    queryFn: () => fetchPeriodActivity(orgId, period.start, period.end, failures),
    refetchInterval,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: false,
  });
  const title = which === 'current' ? 'Current pay period' : 'Last pay period';
  const days = activity.data ?? [];
  const hours = days.reduce((t, d) => t + d.totalHours, 0);
  const exceptions = days.reduce((t, d) => t + d.exceptionCount, 0);
  const failed = days.reduce((t, d) => t + d.clockLogFailureCount, 0);
  const openDay = (date: string) =>
    void navigate(buildPath('org.manage.punches.list', { orgId, view: JSON.stringify({ from: date, to: date }) }));

  return (
    <Paper ref={observe} withBorder p="md" radius="md" data-testid={`pay-period-${which}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h5">
            {title}
          </Title>
          <Text size="xs" c="dimmed">
            {formatDate(period.start, prefs)} – {formatDate(period.end, prefs)}
          </Text>
        </Group>
        {activity.isError ? (
          <Alert color="red">{activity.error.message}</Alert>
        ) : (
          // The chart is drawn while the days load (empty, at its height), so that the panels
          // below do not move when they come.
          <>
            {activity.isPending ? (
              <Loader size="sm" />
            ) : (
              <Group gap="lg">
                <Text size="sm">
                  <b>{formatDuration(Math.round(hours * 3600), { ...prefs, zeroDurationBlank: false })}</b> hours
                </Text>
                <Text size="sm">
                  <b>{exceptions}</b> exceptions
                </Text>
                {failures ? (
                  <Text size="sm">
                    <b>{failed}</b> failed clock attempts
                  </Text>
                ) : null}
              </Group>
            )}
            <ActivityChart days={days} onDay={openDay} label={`${title}: hours per day`} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
