import { Alert, Badge, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { DisciplineEvent, DisciplineLedger, PointsEntry } from '@punchline/contracts';
import { formatDate, pointsText } from '@punchline/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useFormats } from '../formats/use-formats';
import { AcknowledgeDialog } from './AcknowledgeDialog';
import { disciplineKey, fetchLedger } from './discipline-api';
import { EventsTable } from './EventsTable';
import { PointsChart } from './PointsChart';
import { chartSpan } from './points-chart';
import { pointsDelta, pointsFigure } from './points-format';

const KIND_LABEL: Record<PointsEntry['kind'], string> = {
  infraction: 'Infraction',
  excused: 'Excused',
  expired: 'Expired',
  reward: 'Reward',
};
const KIND_COLOR: Record<PointsEntry['kind'], string> = { infraction: 'red', excused: 'gray', expired: 'teal', reward: 'green' };

/**
 * A worker's attendance points as of today (issue 34): their policy, balance and next expiry, the
 * points over time against the thresholds, every ledger entry with why, and the events raised.
 * The ledger is computed by the server at every read, so it is always the policy's present view.
 */
export function WorkerLedger({ orgId, employeeId }: { orgId: number; employeeId: number }) {
  const client = useQueryClient();
  const { data, error, isPending } = useQuery({
    queryKey: [...disciplineKey(orgId), 'ledger', employeeId],
    queryFn: () => fetchLedger(orgId, employeeId),
  });
  const [acknowledging, setAcknowledging] = useState<DisciplineEvent | null>(null);
  if (isPending) return <Loader size="sm" />;
  if (error) return <Alert color="red">{error.message}</Alert>;
  return (
    <Stack gap="sm" data-testid="attendance-ledger">
      <LedgerSummary ledger={data} />
      {(data.entries.length > 0 || data.thresholds.length > 0) && (
        <PointsChart
          entries={data.entries}
          thresholds={data.thresholds}
          span={chartSpan(data.entries, data)}
          label={`Points of ${data.worker} over time`}
        />
      )}
      {data.entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          No infractions in the ledger&rsquo;s range.
        </Text>
      ) : (
        <EntriesTable entries={data.entries} />
      )}
      {data.events.length > 0 && (
        <>
          <Text fw={500} size="sm">
            Events
          </Text>
          <EventsTable events={data.events} showWorker={false} onAcknowledge={setAcknowledging} testId="worker-events" />
        </>
      )}
      {acknowledging && (
        <AcknowledgeDialog
          orgId={orgId}
          event={acknowledging}
          onClose={() => setAcknowledging(null)}
          onDone={() => {
            setAcknowledging(null);
            void client.invalidateQueries({ queryKey: disciplineKey(orgId) });
          }}
        />
      )}
    </Stack>
  );
}

function LedgerSummary({ ledger }: { ledger: DisciplineLedger }) {
  const prefs = useFormats();
  const next = ledger.thresholds.find((t) => t.points > ledger.balance);
  return (
    <Group gap="lg" data-testid="ledger-summary">
      <Text size="sm">{ledger.policy ? `Policy: ${ledger.policy.name}` : 'No policy: only custom infractions count'}</Text>
      <Text size="sm">
        Balance <b data-testid="ledger-balance">{pointsText(ledger.balance)}</b>
      </Text>
      {next && (
        <Text size="sm">
          Next: {next.eventType} at {pointsText(next.points)}
        </Text>
      )}
      {ledger.nextExpiry && (
        <Text size="sm">
          {pointsText(ledger.nextExpiry.points)} {ledger.nextExpiry.points === 1 ? 'expires' : 'expire'} on{' '}
          {formatDate(ledger.nextExpiry.date, prefs)}
        </Text>
      )}
    </Group>
  );
}

/** Newest first; on a phone the entry's kind and text get a line of their own, as in the time off ledger. */
function EntriesTable({ entries }: { entries: readonly PointsEntry[] }) {
  const prefs = useFormats();
  const narrow = useMediaQuery('(max-width: 600px)');
  return (
    <Table striped={!narrow} withTableBorder fz="sm" data-testid="ledger-entries">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          {!narrow && <Table.Th>Entry</Table.Th>}
          <Table.Th ta="right">Change</Table.Th>
          <Table.Th ta="right">Balance</Table.Th>
          {!narrow && <Table.Th>Why</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {[...entries].reverse().map((e, i) => (
          <Fragment key={`${e.date}-${e.key ?? ''}-${i}`}>
            <Table.Tr style={narrow ? { borderBottom: 0 } : undefined}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(e.date, prefs)}</Table.Td>
              {!narrow && (
                <Table.Td w={120}>
                  <EntryBadge kind={e.kind} />
                </Table.Td>
              )}
              <Table.Td ta="right">{pointsDelta(e.delta)}</Table.Td>
              <Table.Td ta="right">{pointsFigure(e.balance)}</Table.Td>
              {!narrow && <Table.Td data-testid="ledger-why">{e.text}</Table.Td>}
            </Table.Tr>
            {narrow && (
              <Table.Tr>
                <Table.Td colSpan={3} pt={0} data-testid="ledger-why">
                  <EntryBadge kind={e.kind} />{' '}
                  <Text span size="sm" c="dimmed">
                    {e.text}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Fragment>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function EntryBadge({ kind }: { kind: PointsEntry['kind'] }) {
  return (
    <Badge variant="light" color={KIND_COLOR[kind]} styles={{ label: { overflow: 'visible' } }}>
      {KIND_LABEL[kind]}
    </Badge>
  );
}
