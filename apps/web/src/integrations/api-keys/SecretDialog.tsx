import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';

type Props = { name: string; secret: string; onClose: () => void };

/** The new key's secret, shown this once (the server keeps only its hash), with a copy button. */
export function SecretDialog({ name, secret, onClose }: Props) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={`API key ${name} created`}
      size="lg"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Alert color="yellow" title="Copy the key now">
          This is the only time it is shown. Store it where your program keeps its secrets; if it is lost, revoke it and create another.
        </Alert>
        <Code block aria-label="API key" data-testid="api-key-secret" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {secret}
        </Code>
        <Text size="sm" c="dimmed">
          Send it as <Code>Authorization: Bearer &lt;key&gt;</Code> to this organization&apos;s API (/api/orgs/…).
        </Text>
        <Group justify="flex-end">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
                {copied ? 'Copied' : 'Copy key'}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
