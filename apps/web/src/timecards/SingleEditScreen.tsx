import { ActionIcon, Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { dayFromIso, formatDate, formatPersonName, isoFromDay, type PersonName } from '@punchline/domain';
import { useSearchParams } from 'react-router';
import { RemoteSelect } from '../detail/RemoteSelect';
import { orgToday } from '../formats/org-today';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';
import type { ResourceRow } from '../lists/list-api';
import { CardEditor } from './CardEditor';
import { useCardData } from './use-card';

const WORKERS = 'employees/readonly';

/**
 * Manage → Time Cards → Single Edit: one worker's card for one pay period. The worker and a date of
 * the period are in the URL (?worker=&date=), so a card can be linked and reloaded as it was.
 */
export function SingleEditScreen() {
  const session = useOrgSession();
  const orgId = session.organizationId;
  const prefs = useFormats();
  const [params, setParams] = useSearchParams();
  const workerId = params.get('worker') ? Number(params.get('worker')) : null;
  const date = params.get('date') ?? orgToday(session.timezone);
  const { input, card } = useCardData(orgId, workerId, date);
  const go = (changes: Record<string, string | null>) =>
    setParams((p) => {
      for (const [k, v] of Object.entries(changes))
        if (v === null) p.delete(k);
        else p.set(k, v);
      return p;
    });
  const period = input.data?.input.period;
  const shift = (days: number) => period && go({ date: isoFromDay(dayFromIso(days < 0 ? period.start : period.end) + days) });

  return (
    <Stack p="md" gap="md">
      <Title order={1} size="h2">
        Time Card
      </Title>
      <Group align="flex-end">
        <RemoteSelect
          orgId={orgId}
          path={WORKERS}
          cachePath="employees"
          label="Worker"
          placeholder="Choose a worker"
          toLabel={(r: ResourceRow) => formatPersonName(r as PersonName, prefs)}
          value={workerId}
          onChange={(id) => go({ worker: id === null ? null : String(id) })}
        />
        {period && (
          <Group gap="xs" data-testid="pay-period">
            <ActionIcon variant="default" aria-label="Previous pay period" onClick={() => shift(-1)}>
              ‹
            </ActionIcon>
            <Text size="sm">
              {formatDate(period.start, prefs)} – {formatDate(period.end, prefs)}
            </Text>
            <ActionIcon variant="default" aria-label="Next pay period" onClick={() => shift(1)}>
              ›
            </ActionIcon>
          </Group>
        )}
      </Group>
      {workerId === null && <Text c="dimmed">Choose a worker to see their time card.</Text>}
      {(input.isLoading || card.isLoading) && <Loader />}
      {input.error && <Alert color="red">{input.error.message}</Alert>}
      {input.data && (
        // Another worker or period starts without unsaved edits.
        <CardEditor key={`${workerId}|${period?.start}`} orgId={orgId} date={date} answer={input.data} card={card.data} prefs={prefs} />
      )}
    </Stack>
  );
}
