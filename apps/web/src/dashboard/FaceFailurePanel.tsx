import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FaceFailure, ShiftData } from '@punchline/contracts';
import {
  buildPath,
  FACE_FAILURES_REFRESH_MS,
  FACE_STATUS_LABELS,
  formatDateTime,
  formatPersonName,
  hasPermission,
  type PersonName,
} from '@punchline/domain';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConvertPunchDialog } from '../clocklogs/ConvertPunchDialog';
import { FacePhoto } from '../clocklogs/FacePhoto';
import { UnknownWorkerPicker } from '../clocklogs/UnknownWorkerPicker';
import { errorToast } from '../detail/toast';
import { useFormats } from '../formats/use-formats';
import { useOrgSession, useProfile } from '../layout/use-org-session';
import { invalidateResource } from '../lists/resource-queries';
import { decideFaceFailure, fetchFaceFailure } from './dashboard-api';
import { usePanelRefresh } from './use-panel-refresh';

export const FACE_FAILURES_ERROR = 'There was an error trying to retrieve recent face recognition failures.';
export const NO_FACE_FAILURES = 'There are no recent face recognition failures.';
export const OLDEST_FAILURE = 'This is the oldest failure';
export const NEWEST_FAILURE = 'This is the newest failure';

/** Where the panel is: the newest failure (refreshed), or one reached by browsing. */
type Position = { cursor: { before?: string; after?: string } | null };

/**
 * Face recognition failures (SPEC sections 2, 3 and 4 Face failure panel): one failure at a time
 * with its photo, status and matches; verify (yes: approve, no: reject) when the clock matched
 * someone, identify (choose the worker, then approve) when it matched nobody; browse older and
 * newer; an approval that may become a punch opens the convert dialog. Refreshed every 5 minutes
 * while the user is active and on the newest failure.
 */
export function FaceFailurePanel() {
  const session = useOrgSession();
  const profile = useProfile();
  const prefs = useFormats();
  const client = useQueryClient();
  const orgId = session.organizationId;
  const [position, setPosition] = useState<Position>({ cursor: null });
  const [shown, setShown] = useState<FaceFailure | null | undefined>(undefined);
  const [edge, setEdge] = useState<string | null>(null);
  const [worker, setWorker] = useState<number | null>(null);
  const [convert, setConvert] = useState<ShiftData | null>(null);
  const { observe, refetchInterval } = usePanelRefresh(FACE_FAILURES_REFRESH_MS);

  const newest = useQuery({
    queryKey: ['dashboard', orgId, 'face-failure'],
    queryFn: () => fetchFaceFailure(orgId),
    refetchInterval: position.cursor === null ? refetchInterval : false,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: false,
  });
  const failure = position.cursor === null ? newest.data : shown;

  const show = (next: FaceFailure | null, cursor: Position['cursor']) => {
    setWorker(null);
    setEdge(null);
    setShown(next);
    setPosition({ cursor });
  };

  const browse = useMutation({
    mutationFn: (direction: 'before' | 'after') => fetchFaceFailure(orgId, { [direction]: failure!.at }),
    onSuccess: (next, direction) => {
      if (next === null) return setEdge(direction === 'before' ? OLDEST_FAILURE : NEWEST_FAILURE);
      show(next, { [direction]: failure!.at });
    },
    onError: () => setEdge(FACE_FAILURES_ERROR),
  });

  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'reject') => decideFaceFailure(orgId, failure!.clockLogId, decision, worker),
    onSuccess: (answer, decision) => {
      notifications.show({ message: decision === 'approve' ? 'Face failure approved.' : 'Face failure rejected.' });
      void invalidateResource(client, orgId, 'clocklogs');
      // The next failure comes with the answer; the panel goes back to following the newest.
      client.setQueryData(['dashboard', orgId, 'face-failure'], answer.faceFailure as FaceFailure | null);
      show(null, null);
      void client.invalidateQueries({ queryKey: ['dashboard', orgId, 'face-failure'] });
      if (decision === 'approve' && answer.shiftData.mayConvertToPunch) setConvert(answer.shiftData);
    },
    onError: (error) => errorToast(error, { employee: { type: 'ref', label: 'Worker' } }),
  });

  const canEditWorkers = hasPermission(session.permissions, 'edit_employees');
  const ownFace = failure?.employeeUserId != null && failure.employeeUserId === profile.userId;
  const selfBlocked = ownFace && !hasPermission(session.permissions, 'edit_self');
  const busy = decide.isPending || browse.isPending;

  return (
    <Paper ref={observe} withBorder p="md" radius="md" data-testid="face-failures">
      <Stack gap="xs">
        <Title order={2} size="h5">
          Face recognition failures
        </Title>
        {newest.isError && position.cursor === null ? (
          <Alert color="red">{FACE_FAILURES_ERROR}</Alert>
        ) : failure === undefined ? (
          <Loader size="sm" />
        ) : failure === null ? (
          <Text c="dimmed">{NO_FACE_FAILURES}</Text>
        ) : (
          <Stack gap="xs">
            <Group align="flex-start" wrap="nowrap">
              <FacePhoto orgId={orgId} faceLogId={failure.faceLogId} size={96} />
              <Stack gap={2}>
                <Text fw={600}>{FACE_STATUS_LABELS[failure.faceStatus as keyof typeof FACE_STATUS_LABELS] ?? failure.faceStatus}</Text>
                <Text size="sm">
                  {failure.punchType === 'out' ? 'Clock out' : failure.punchType === 'in' ? 'Clock in' : 'Punch'} at{' '}
                  {formatDateTime(failure.at, failure.timezone, prefs)}
                </Text>
                {failure.clockName && (
                  <Text size="sm" c="dimmed">
                    {failure.clockName}
                  </Text>
                )}
              </Stack>
            </Group>
            {failure.multipleMatches.length > 0 && (
              <Stack gap={0} data-testid="face-matches">
                <Text size="sm" fw={600}>
                  Matches
                </Text>
                {failure.multipleMatches.map((m) => (
                  <Text size="sm" key={m.userId}>
                    {canEditWorkers ? (
                      <Anchor component={Link} to={buildPath('org.settings.users.list', { orgId, view: String(m.userId) })}>
                        {m.userName}
                      </Anchor>
                    ) : (
                      m.userName
                    )}{' '}
                    ({Math.round(m.score * 100)}%)
                  </Text>
                ))}
              </Stack>
            )}
            {failure.faceMode === 'verify' ? (
              <>
                <Text size="sm">
                  Is this{' '}
                  <b>
                    {formatPersonName({ firstName: failure.employeeFirstName, lastName: failure.employeeLastName } as PersonName, prefs)}
                  </b>
                  ?
                </Text>
                {selfBlocked && (
                  <Text size="xs" c="dimmed">
                    This is your own face: deciding it needs the Edit Self permission.
                  </Text>
                )}
                <Group gap="xs">
                  <Button size="xs" onClick={() => decide.mutate('approve')} disabled={busy || selfBlocked}>
                    Yes
                  </Button>
                  <Button size="xs" color="red" variant="light" onClick={() => decide.mutate('reject')} disabled={busy || selfBlocked}>
                    No
                  </Button>
                </Group>
              </>
            ) : (
              <>
                <UnknownWorkerPicker
                  orgId={orgId}
                  description="Nobody was recognised: choose whose face this is, then approve."
                  value={worker}
                  onChange={setWorker}
                />
                <Group gap="xs">
                  <Button size="xs" onClick={() => decide.mutate('approve')} disabled={busy || worker === null}>
                    Approve
                  </Button>
                  <Button size="xs" color="red" variant="light" onClick={() => decide.mutate('reject')} disabled={busy}>
                    Reject
                  </Button>
                </Group>
              </>
            )}
            <Group justify="space-between">
              <Button
                size="compact-xs"
                variant="subtle"
                leftSection={<IconChevronLeft size={14} />}
                onClick={() => browse.mutate('before')}
                disabled={busy}
              >
                Older
              </Button>
              <Button
                size="compact-xs"
                variant="subtle"
                rightSection={<IconChevronRight size={14} />}
                onClick={() => browse.mutate('after')}
                disabled={busy}
              >
                Newer
              </Button>
            </Group>
            {edge && (
              <Text size="xs" c="dimmed" role="status">
                {edge}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
      {convert && <ConvertPunchDialog data={convert} onClose={() => setConvert(null)} />}
    </Paper>
  );
}
