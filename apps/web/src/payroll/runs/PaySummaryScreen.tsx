import { Alert, Anchor, Badge, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { buildPath } from '@punchline/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useOrgSession } from '../../layout/use-org-session';
import { LaborTable } from './LaborTable';
import { LineGroupCard } from './LineGroupCard';
import { fetchRun, fetchSummary, runKey } from './pay-runs-api';
import { groupLines } from './pay-lines';
import { usePayFormats } from './use-pay-formats';

/**
 * A worker's pay summary in a run (SPEC section 2 runs/{view}/summaries/{paySummaryId}): hours,
 * the lines from gross to net, each explained from the days, cards, rates and rules it came from,
 * and the labour distribution.
 */
export function PaySummaryScreen() {
  const { organizationId: orgId } = useOrgSession();
  const f = usePayFormats();
  const params = useParams();
  const runId = Number(params.view);
  const paySummaryId = Number(params.paySummaryId);
  const run = useQuery({ queryKey: runKey(orgId, runId), queryFn: () => fetchRun(orgId, runId) });
  const summary = useQuery({
    queryKey: [...runKey(orgId, runId), 'summary', paySummaryId],
    queryFn: () => fetchSummary(orgId, runId, paySummaryId),
  });
  const back = (
    <Anchor component={Link} to={buildPath('org.manage.payroll.runs', { orgId, view: runId })} size="sm">
      ← {run.data?.name ?? 'Pay run'}
    </Anchor>
  );
  if (summary.isPending) return <Loader m="md" size="sm" />;
  if (summary.error) {
    return (
      <Stack p="md">
        {back}
        <Alert color="red">{summary.error.message}</Alert>
      </Stack>
    );
  }
  const s = summary.data;
  const groups = groupLines(s.lines);
  const totals: [string, string | undefined][] = [
    ['Gross', s.gross],
    ['Taxable gross', s.taxableGross],
    ['Deductions', s.deductions],
    ['Net pay', s.net],
    ['Employer cost', s.employerCost],
  ];
  return (
    <Stack p="md" gap="md" maw={960}>
      {back}
      <Group gap="xs">
        <Title order={1} size="h2">
          {s.name}
        </Title>
        {s.employeeNumber && <Text c="dimmed">#{s.employeeNumber}</Text>}
        {s.payType && <Badge variant="light">{s.payType === 'salaried' ? 'Salaried' : 'Hourly'}</Badge>}
        {s.unapproved && <Badge color="yellow">Unapproved cards</Badge>}
        {s.stale && <Badge color="orange">Changed since calculated</Badge>}
      </Group>
      {run.data && (
        <Text size="sm" c="dimmed">
          {run.data.name}: {f.date(run.data.periodStart)} – {f.date(run.data.periodEnd)} · calculated {f.dateTime(s.calculatedAt)}
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, sm: f.seesPay ? 6 : 1 }} spacing="xs">
        <Paper withBorder p="xs">
          <Text size="xs" c="dimmed">
            Hours
          </Text>
          <Text fw={600}>{f.duration(s.paidSeconds)}</Text>
        </Paper>
        {f.seesPay &&
          totals.map(([label, value]) =>
            value === undefined ? null : (
              <Paper withBorder p="xs" key={label} data-total={label}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text fw={label === 'Net pay' ? 700 : 600}>{f.money(value)}</Text>
              </Paper>
            ),
          )}
      </SimpleGrid>
      {groups
        .filter((group) => group.key !== 'employer')
        .map((group) => (
          <LineGroupCard key={group.key} group={group} f={f} />
        ))}
      {f.seesPay && s.net !== undefined && (
        <Paper withBorder p="sm" data-group="net">
          <Group justify="space-between">
            <Text fw={700}>Net pay</Text>
            <Text fw={700}>{f.money(s.net)}</Text>
          </Group>
        </Paper>
      )}
      {groups
        .filter((group) => group.key === 'employer')
        .map((group) => (
          <LineGroupCard key={group.key} group={group} f={f} />
        ))}
      {s.lines.some((l) => l.kind === 'statutory') && (
        <Text size="xs" c="dimmed">
          Statutory deductions are the organization's own rules, applied exactly as stated. Punchline is not a tax engine.
        </Text>
      )}
      <Title order={2} size="h4">
        Labour distribution
      </Title>
      <LaborTable labor={s.labor} f={f} />
    </Stack>
  );
}
