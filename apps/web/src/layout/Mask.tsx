import { Center, Loader, Overlay, Stack, Text } from '@mantine/core';
import { MASK_DURATION_MS, MESSAGES } from '@punchline/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

export type MaskState = 'loading' | 'updating' | null;

type Props = {
  /** 'Loading...' or 'Updating...' while work is under way. */
  state: MaskState;
  /** Changes each time the work fails: shows 'There was an error' for 5 s (SPEC section 8 masks). */
  failure?: number | null;
};

/** Covers the region it sits in (give the parent position: relative). */
export function Mask({ state, failure = null }: Props) {
  // The failure that has been shown for its 5 s; a newer failure shows again.
  const [expired, setExpired] = useState<number | null>(null);
  useEffect(() => {
    if (failure === null) return;
    const timer = window.setTimeout(() => setExpired(failure), MASK_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [failure]);
  const showFailure = failure !== null && expired !== failure;
  if (!state && !showFailure) return null;
  return (
    <Overlay color="#fff" backgroundOpacity={0.75} blur={1} zIndex={5} data-testid="mask">
      <Center h="100%">
        {state ? (
          <Stack align="center" gap={6}>
            <Loader size="sm" />
            <Text size="sm">{state === 'loading' ? MESSAGES.loading : MESSAGES.updating}</Text>
          </Stack>
        ) : (
          <Stack align="center" gap={6} role="alert">
            <IconAlertTriangle color="var(--mantine-color-red-6)" />
            <Text size="sm" c="red">
              {MESSAGES.errorMask}
            </Text>
          </Stack>
        )}
      </Center>
    </Overlay>
  );
}
