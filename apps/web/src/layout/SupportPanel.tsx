import { Anchor, Drawer, Stack, Text } from '@mantine/core';

/** Support chat (SPEC section 1: opened or toggled). No chat provider is configured in this
 *  installation, so the panel gives the support contact and the self-help links instead. */
export function SupportPanel({ opened, onClose, email }: { opened: boolean; onClose: () => void; email: string | null }) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title="Support" size="sm">
      <Stack>
        {email ? (
          <Text>
            Write to <Anchor href={`mailto:${email}`}>{email}</Anchor> and the support team will answer you by email.
          </Text>
        ) : (
          <Text>Your administrator or the company that provided this console is your first contact for support.</Text>
        )}
        <Text size="sm" c="dimmed">
          Many answers are in{' '}
          <Anchor href="/help.html" target="_blank">
            the help pages
          </Anchor>
          . To suggest an improvement, use Help → Feedback.
        </Text>
      </Stack>
    </Drawer>
  );
}
