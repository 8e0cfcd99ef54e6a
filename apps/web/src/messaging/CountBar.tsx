import { Group, Progress, Text, Tooltip } from '@mantine/core';
import type { Message } from '@punchline/contracts';

/** Sent, read and acknowledged of a message: the figures, and a small bar of read (and acknowledged) among the recipients. */
export function CountBar({ message: m, wide = false }: { message: Message; wide?: boolean }) {
  const { recipients, read, acknowledged } = m.counts;
  if (m.status !== 'sent') return null;
  const pct = (n: number) => (recipients === 0 ? 0 : (n / recipients) * 100);
  const words = `${recipients} sent · ${read} read${m.mustAcknowledge ? ` · ${acknowledged} acknowledged` : ''}`;
  // The sections are the progress bars (role progressbar), so each is named; the root is a plain box.
  return (
    <Group gap="xs" wrap="nowrap" data-testid="message-counts">
      <Tooltip label={words}>
        <Progress.Root w={wide ? 200 : 80} size="md">
          {m.mustAcknowledge && (
            <Progress.Section value={pct(acknowledged)} color="teal" aria-label={`${acknowledged} of ${recipients} acknowledged`} />
          )}
          <Progress.Section
            value={pct(m.mustAcknowledge ? read - acknowledged : read)}
            color="blue"
            aria-label={
              m.mustAcknowledge ? `${read - acknowledged} of ${recipients} read, not yet acknowledged` : `${read} of ${recipients} read`
            }
          />
        </Progress.Root>
      </Tooltip>
      <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
        {words}
      </Text>
    </Group>
  );
}
