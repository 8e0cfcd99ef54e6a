import { ActionIcon, Button, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCopy, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';

type Props = { secret: string; rolling: boolean; onRoll: () => void };

/** The connection's signing secret, hidden until asked, with copy and "Roll secret". */
export function SigningSecret({ secret, rolling, onRoll }: Props) {
  const [shown, setShown] = useState(false);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Signing secret
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Code data-testid="signing-secret" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap', flex: 1 }}>
          {shown ? secret : `whsec_${'•'.repeat(24)}`}
        </Code>
        <Tooltip label={shown ? 'Hide' : 'Show'}>
          <ActionIcon variant="subtle" aria-label={shown ? 'Hide secret' : 'Show secret'} onClick={() => setShown(!shown)}>
            {shown ? <IconEyeOff size={16} /> : <IconEye size={16} />}
          </ActionIcon>
        </Tooltip>
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy'}>
              <ActionIcon variant="subtle" color={copied ? 'teal' : undefined} aria-label="Copy secret" onClick={copy}>
                <IconCopy size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
        <Button size="xs" variant="default" loading={rolling} onClick={onRoll}>
          Roll secret
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        Receivers verify each delivery with it (Standard Webhooks: webhook-id, webhook-timestamp and webhook-signature headers).
      </Text>
    </Stack>
  );
}
