import { Badge, Button, List, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { DisciplineEvent } from '@punchline/contracts';
import { formatDate, formatDateTime } from '@punchline/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';
import { pointsFigure } from './points-format';

type Props = {
  events: readonly DisciplineEvent[];
  /** Acknowledge opens its dialog; without it (read only) the button is not shown. */
  onAcknowledge?: (event: DisciplineEvent) => void;
  /** The worker's own form lists only theirs: no worker column. */
  showWorker?: boolean;
  testId?: string;
};

/**
 * Events raised when a worker's points reached a threshold, with whether the points behind each
 * still hold: an event is history and stays, but one whose infractions were excused or are no
 * longer found says so plainly, with why and which. On a phone only who, what and the points
 * stay side by side; the day, the state and Acknowledge go on a line of their own under them.
 */
export function EventsTable({ events, onAcknowledge, showWorker = true, testId = 'events' }: Props) {
  const prefs = useFormats();
  const narrow = useMediaQuery('(max-width: 700px)');
  const acknowledge = (e: DisciplineEvent) =>
    onAcknowledge &&
    e.acknowledgedAt === null && (
      <Button size="xs" variant="light" onClick={() => onAcknowledge(e)} aria-label={`Acknowledge ${e.eventType} for ${e.worker}`}>
        Acknowledge
      </Button>
    );
  return (
    <Table withTableBorder striped={!narrow} fz="sm" data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          {showWorker && !narrow && <Table.Th>Worker</Table.Th>}
          <Table.Th>{showWorker && narrow ? 'Worker, Event' : 'Event'}</Table.Th>
          <Table.Th ta="right">Points</Table.Th>
          {!narrow && <Table.Th>Crossed On</Table.Th>}
          {!narrow && <Table.Th>State</Table.Th>}
          {!narrow && onAcknowledge && <Table.Th w={130} />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {events.map((e) => (
          <Fragment key={e.id}>
            <Table.Tr data-testid="event" data-event={e.id} style={narrow ? { borderBottom: 0 } : undefined}>
              {showWorker && !narrow && <Table.Td>{e.worker}</Table.Td>}
              <Table.Td>
                {showWorker && narrow && <Text size="sm">{e.worker}</Text>}
                <Text size="sm" fw={500}>
                  {e.eventType}
                </Text>
                {e.policyName && (
                  <Text size="xs" c="dimmed">
                    {e.policyName}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <b>{pointsFigure(e.points)}</b>
                <Text size="xs" c="dimmed">
                  threshold {pointsFigure(e.threshold)}
                </Text>
              </Table.Td>
              {!narrow && <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(e.crossedOn, prefs)}</Table.Td>}
              {!narrow && (
                <Table.Td>
                  <EventState event={e} />
                </Table.Td>
              )}
              {!narrow && onAcknowledge && <Table.Td>{acknowledge(e)}</Table.Td>}
            </Table.Tr>
            {narrow && (
              <Table.Tr>
                <Table.Td colSpan={2} pt={0}>
                  <Stack gap={6} align="flex-start">
                    <Text size="xs">Crossed on {formatDate(e.crossedOn, prefs)}</Text>
                    <EventState event={e} />
                    {acknowledge(e)}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            )}
          </Fragment>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Whether it still holds (first: it is what a reader must not miss), open or acknowledged with by whom and the note, and the worker's own acknowledgment. */
function EventState({ event: e }: { event: DisciplineEvent }) {
  const { timezone } = useOrgSession();
  const prefs = useFormats();
  const at = (instant: string) => formatDateTime(instant, timezone, prefs);
  return (
    <Stack gap={4} align="flex-start" data-testid="event-state">
      {!e.holds && <NoLongerHolds event={e} />}
      {e.acknowledgedAt ? (
        <>
          <Badge color="teal" variant="light">
            Acknowledged
          </Badge>
          <Text size="xs">
            {e.note}{' '}
            <Text span size="xs" c="dimmed">
              ({[e.acknowledgedBy, at(e.acknowledgedAt)].filter(Boolean).join(', ')})
            </Text>
          </Text>
        </>
      ) : (
        <Badge color="yellow" variant="light">
          Open
        </Badge>
      )}
      {e.workerAcknowledges && (
        <Text size="xs" c="dimmed">
          {e.workerAcknowledgedAt
            ? `Worker acknowledged at the clock ${at(e.workerAcknowledgedAt)}`
            : 'Waiting for the worker to acknowledge at the clock'}
        </Text>
      )}
    </Stack>
  );
}

function NoLongerHolds({ event: e }: { event: DisciplineEvent }) {
  return (
    <Stack gap={2} data-testid="no-longer-holds">
      {/* Light, as every badge here: the theme darkens light variants' text to WCAG AA. */}
      <Badge color="orange" variant="light" leftSection={<IconAlertTriangle size={12} />}>
        No longer holds
      </Badge>
      {e.why && <Text size="xs">{e.why}</Text>}
      {e.gone.length > 0 && (
        <List size="xs" spacing={0}>
          {e.gone.map((g) => (
            <List.Item key={g.key}>{g.description}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
