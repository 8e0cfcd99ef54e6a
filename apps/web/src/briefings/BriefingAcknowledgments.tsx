import { Alert, Loader, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatWith } from '../formats/display';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';
import { acknowledgmentsKey, fetchAcknowledgments } from './briefings-api';

/**
 * The briefing type's acknowledgments: each worker it applies to, when they acknowledged it (the
 * organization's formats and zone), at which clock, and their answers; or only the outstanding.
 */
export function BriefingAcknowledgments({ orgId, id }: { orgId: number; id: number }) {
  const session = useOrgSession();
  const fmt = formatWith(useFormats(), session.timezone);
  const [show, setShow] = useState<'all' | 'outstanding'>('all');
  const outstanding = show === 'outstanding';
  const list = useQuery({
    queryKey: acknowledgmentsKey(orgId, id, outstanding),
    queryFn: () => fetchAcknowledgments(orgId, id, outstanding),
  });
  const rows = list.data?.results ?? [];
  const period = list.data?.supplementalData.period;
  return (
    <Stack component="section" gap="xs" mt="lg" aria-labelledby="briefing-acks">
      <Title order={2} size="h4" id="briefing-acks">
        Acknowledgments
      </Title>
      <SegmentedControl
        aria-label="Which workers"
        value={show}
        onChange={(v) => setShow(v as 'all' | 'outstanding')}
        data={[
          { value: 'all', label: 'All workers' },
          { value: 'outstanding', label: 'Outstanding' },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {period && period !== 'once' && (
        <Text size="sm" c="dimmed">
          A daily briefing: Acknowledged means acknowledged today; the time shown is the latest.
        </Text>
      )}
      {list.data?.supplementalData.jobScoped && (
        <Text size="sm" c="dimmed">
          A job briefing applies when a worker clocks in to the job: only the workers who acknowledged it are listed.
        </Text>
      )}
      {list.isPending && <Loader size="sm" aria-label="Loading acknowledgments" />}
      {list.isError && (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      )}
      {list.data && rows.length === 0 && <Text c="dimmed">{outstanding ? 'Everyone has acknowledged it.' : 'Nobody yet.'}</Text>}
      {rows.length > 0 && (
        <Table striped withTableBorder aria-label="Acknowledgments">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Worker</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Acknowledged At</Table.Th>
              <Table.Th>Device</Table.Th>
              <Table.Th>Answers</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.employeeId}>
                <Table.Td>{fmt.name(r)}</Table.Td>
                <Table.Td>{r.current ? 'Acknowledged' : 'Outstanding'}</Table.Td>
                <Table.Td>{r.acknowledgedAt ? fmt.dateTime(r.acknowledgedAt) : '—'}</Table.Td>
                <Table.Td>{r.deviceName ?? '—'}</Table.Td>
                <Table.Td>
                  {r.answers.length === 0
                    ? '—'
                    : r.answers.map((a, i) => (
                        <Text key={i} size="sm">
                          {a.question} <b>{a.answer}</b>
                        </Text>
                      ))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
