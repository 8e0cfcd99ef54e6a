import { Button, Group, TextInput } from '@mantine/core';
import { epochFromLocal, localFromEpoch } from '@punchline/domain';
import { useState } from 'react';
import { errorToast } from '../../detail/toast';
import { useReplayFailed } from './use-connections';

type Props = { orgId: number; connectionId: number; timeZone: string };

const DAY = 24 * 3600;

/** "Replay all failed since" a date and time in the organization's time zone (a day ago to start). */
export function ReplayFailedSince({ orgId, connectionId, timeZone }: Props) {
  const [since, setSince] = useState(() => localFromEpoch(Math.floor(Date.now() / 1000) - DAY, timeZone));
  const replay = useReplayFailed(orgId, connectionId);
  const send = () => {
    if (!since) return;
    const instant = new Date(epochFromLocal(since, timeZone) * 1000).toISOString();
    replay.mutate(instant, { onError: (e) => errorToast(e) });
  };
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput type="datetime-local" label="Failed since" value={since} onChange={(e) => setSince(e.currentTarget.value)} w={220} />
      <Button variant="default" loading={replay.isPending} disabled={!since} onClick={send}>
        Replay failed
      </Button>
    </Group>
  );
}
