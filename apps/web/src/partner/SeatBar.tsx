import { Progress, Stack, Text } from '@mantine/core';
import { userUsageColour } from '@punchline/domain';

type Props = { used: number; max: number; noun: string };

/** Seats used of allowed, as a bar in the dashboard's user-usage colours (SPEC section 9). */
export function SeatBar({ used, max, noun }: Props) {
  const percent = max > 0 ? Math.min(100, (used / max) * 100) : 100;
  return (
    <Stack gap={2} miw={90}>
      <Text size="xs">
        {used} / {max} {noun}
      </Text>
      <Progress value={percent} color={userUsageColour(used, max)} size="sm" aria-label={`${used} of ${max} ${noun}`} />
    </Stack>
  );
}
