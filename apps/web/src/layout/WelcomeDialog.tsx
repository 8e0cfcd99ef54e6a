import { Button, Group, List, Modal, Text } from '@mantine/core';
import { deriveFlags, shouldShowWelcomeDialog } from '@punchline/domain';
import { useState } from 'react';
import { useOrgSession, useProfile } from './use-org-session';

const seenKey = (orgId: number, userId: number) => `punchline.welcomeSeen.${orgId}.${userId}`;

/** SPEC section 1: the first-time welcome, shown once to an administrator of an active, set-up
 *  organization that has no active workers yet. */
export function WelcomeDialog() {
  const session = useOrgSession();
  const user = useProfile();
  const key = seenKey(session.organizationId, user.userId);
  const [open, setOpen] = useState(
    () => shouldShowWelcomeDialog(session, deriveFlags(session, user), false) && localStorage.getItem(key) === null,
  );
  const close = () => {
    localStorage.setItem(key, new Date().toISOString());
    setOpen(false);
  };
  return (
    <Modal opened={open} onClose={close} title={`Welcome to ${session.consoleName}`} centered size="lg">
      <Text mb="sm">Your organization is ready. To start recording time:</Text>
      <List type="ordered" spacing="xs" mb="md">
        <List.Item>Install the {session.consoleName} time clock app on a tablet or phone.</List.Item>
        <List.Item>Log in to the app with this administrator account.</List.Item>
        <List.Item>Set up the device as your organization&apos;s time clock.</List.Item>
      </List>
      <Text size="sm" c="dimmed" mb="md">
        Employees can be added at the time clock as they first punch in, or here in the console.
      </Text>
      <Group justify="flex-end">
        <Button onClick={close}>Got it</Button>
      </Group>
    </Modal>
  );
}
