import { Alert, Anchor, Button, Center, Group, List, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { clockLogsResource, type ClockLogRecord, type Fields, type ShiftData } from '@punchline/contracts';
import { formatDistance, hasFeature } from '@punchline/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorToast } from '../detail/toast';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';
import { formatCell } from '../lists/cell-format';
import type { ResourceRow } from '../lists/list-api';
import { invalidateResource, recordKey } from '../lists/resource-queries';
import { decideClockLog, fetchClockLog, fetchShiftData } from './clock-logs-api';
import { faceText, outcomeText } from './clock-logs-config';
import { ConvertPunchDialog } from './ConvertPunchDialog';
import { FacePhoto } from './FacePhoto';
import { UnknownWorkerPicker } from './UnknownWorkerPicker';

type Props = { orgId: number; id: number; onBack: () => void };

const fields: Fields = clockLogsResource.fields;
const mapLink = (lat: number, lon: number) => `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=18/${lat}/${lon}`;

/** May the log still become a punch (the server's rule: a worker's attempt, no punch, not rejected). */
const mayConvert = (log: ResourceRow) => log.employeeId !== null && log.punchId === null && log.decision !== 'rejected';

/** One log (SPEC section 2 clocklogs list/{view}): the photo, what the clock saw, the decision and the attach action. */
export function ClockLogDetail({ orgId, id, onBack }: Props) {
  const session = useOrgSession();
  const prefs = useFormats();
  const client = useQueryClient();
  const face = hasFeature(session.features, 'face');
  const record = useQuery({ queryKey: recordKey(orgId, 'clocklogs', id), queryFn: () => fetchClockLog(orgId, id) });
  const [worker, setWorker] = useState<number | null>(null);
  const [convert, setConvert] = useState<ShiftData | null>(null);
  const refresh = () => invalidateResource(client, orgId, 'clocklogs');

  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'reject') =>
      decideClockLog(orgId, id, decision, { version: record.data?.version, ...(worker === null ? {} : { employee: worker }) }),
    onSuccess: (answer, decision) => {
      notifications.show({ message: decision === 'approve' ? 'Clock log approved.' : 'Clock log rejected.' });
      void refresh();
      // SPEC section 4: an approval that allows it opens the convert-to-punch dialog.
      if (decision === 'approve' && answer.shiftData.mayConvertToPunch) setConvert(answer.shiftData);
    },
    onError: (error) => errorToast(error, { employee: { type: 'ref', label: 'Worker' } }),
  });
  const attach = useMutation({ mutationFn: () => fetchShiftData(orgId, id), onSuccess: setConvert, onError: (e) => errorToast(e) });

  if (record.isError) {
    return (
      <Alert color="red" title="There was an error">
        {record.error.message}{' '}
        <Button size="xs" variant="white" onClick={onBack}>
          Back to list
        </Button>
      </Alert>
    );
  }
  const log = record.data;
  if (!log)
    return (
      <Center h={200}>
        <Loader />
      </Center>
    );
  const cell = (name: keyof typeof clockLogsResource.fields) =>
    formatCell(fields[name], log[name], { prefs, timeZone: session.timezone, refName: () => undefined });
  const unknownWorker = log.employeeId === null;
  const busy = decide.isPending || attach.isPending;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group gap="sm">
          <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
            Back to list
          </Button>
          <Title order={1} size="h3">
            Clock Log
          </Title>
        </Group>
        <Group gap="xs">
          {mayConvert(log) && (
            <Button variant="default" onClick={() => attach.mutate()} loading={attach.isPending} disabled={busy}>
              Attach to a punch
            </Button>
          )}
          <Button
            color="red"
            variant="light"
            onClick={() => decide.mutate('reject')}
            disabled={busy || log.decision === 'rejected' || log.punchId !== null}
          >
            Reject
          </Button>
          <Button
            onClick={() => decide.mutate('approve')}
            disabled={busy || log.decision === 'approved' || (unknownWorker && worker === null)}
          >
            Approve
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="md">
        <Group align="flex-start" gap="xl" wrap="wrap">
          {face && <FacePhoto orgId={orgId} faceLogId={log.faceLogId} size={240} />}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs" style={{ flex: 1, minWidth: 280 }}>
            <Fact label="Time" value={cell('at')} />
            <Fact label="Worker" value={log.employeeName ? String(log.employeeName) : 'Not recognised'} />
            <Fact label="Device" value={String(log.deviceName ?? '')} />
            <Fact label="Type" value={`${cell('type')} · ${cell('method')}`} />
            <Fact label="Outcome" value={outcomeText(cell('outcome'), log.refusal)} />
            {face && <Fact label="Face Status" value={faceText(cell('faceStatus'), log.faceScore)} />}
            {face && log.faceLiveness !== null && <Fact label="Liveness" value={`${Math.round(Number(log.faceLiveness) * 100)}%`} />}
            <Fact label="Decision" value={log.decision ? `${cell('decision')} · ${cell('decidedAt')}` : 'Not decided'} />
            <Fact label="Punch" value={log.punchId === null ? 'None' : 'Converted to a punch'} />
            <Location log={log} distance={(m) => formatDistance(m, prefs)} />
            {log.photoNote && <Fact label="Photo" value={log.photoNote} />}
          </SimpleGrid>
        </Group>
      </Paper>
      {face && <Matches log={log} />}
      {unknownWorker && (
        <Paper withBorder p="md" maw={420}>
          <UnknownWorkerPicker
            orgId={orgId}
            description="Nobody was recognised: choose whose attempt this was, then approve it."
            value={worker}
            onChange={setWorker}
          />
        </Paper>
      )}
      {convert && <ConvertPunchDialog data={convert} onClose={() => setConvert(null)} />}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </div>
  );
}

function Location({ log, distance }: { log: ResourceRow; distance: (meters: number) => string }) {
  const { latitude: lat, longitude: lon, accuracyM } = log;
  if (typeof lat !== 'number' || typeof lon !== 'number') return <Fact label="Location" value="Not recorded" />;
  return (
    <div>
      <Text size="xs" c="dimmed">
        Location
      </Text>
      <Anchor size="sm" href={mapLink(lat, lon)} target="_blank" rel="noreferrer">
        {lat.toFixed(5)}, {lon.toFixed(5)}
      </Anchor>
      {typeof accuracyM === 'number' && <Text size="xs">within {distance(accuracyM)}</Text>}
    </div>
  );
}

function Matches({ log }: { log: ClockLogRecord }) {
  if (log.faceMatches.length === 0) return null;
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h5" mb="xs">
        Face matches
      </Title>
      <List size="sm" data-testid="face-matches">
        {log.faceMatches.map((m) => (
          <List.Item key={m.userId}>
            {m.userName} · {Math.round(m.score * 100)}%
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
