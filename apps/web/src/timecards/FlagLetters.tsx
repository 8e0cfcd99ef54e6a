import { Badge, Group, Text, Tooltip } from '@mantine/core';
import type { FlagCode } from '@punchline/domain';
import { flagName, letterOf } from './flag-letters';

/** A punch's or a day's flags as letters; each names itself on hover. */
export function FlagLetters({ flags }: { flags: readonly FlagCode[] }) {
  if (flags.length === 0) return null;
  return (
    <Group gap={2} wrap="nowrap" component="span">
      {flags.map((f) => (
        <Tooltip key={f} label={flagName(f)} withinPortal>
          <Badge
            size="xs"
            variant={f === 'missed' ? 'filled' : 'light'}
            color={f === 'missed' ? 'red' : 'gray'}
            data-flag={letterOf(f)}
            // A letter is never squeezed into a dot or an ellipsis ('S..'): the badge keeps its text's width.
            styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
          >
            {letterOf(f)}
          </Badge>
        </Tooltip>
      ))}
    </Group>
  );
}

/** The legend of the letters a card uses. */
export function FlagLegend({ flags }: { flags: readonly FlagCode[] }) {
  if (flags.length === 0) return null;
  return (
    <Group gap="md" data-testid="flag-legend">
      <Text size="xs" c="dimmed">
        Flags:
      </Text>
      {flags.map((f) => (
        <Text key={f} size="xs">
          <b>{letterOf(f)}</b> {flagName(f)}
        </Text>
      ))}
    </Group>
  );
}
