import { Anchor, Button, Group, List, Modal, Text } from '@mantine/core';
import { buildPath, deriveFlags, shouldShowWelcomeDialog } from '@punchline/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useOrgSession, useProfile } from './use-org-session';

const seenKey = (orgId: number, userId: number) => `punchline.welcomeSeen.${orgId}.${userId}`;

/** SPEC section 1: the first-time welcome, shown once to an administrator of an active, set-up
 *  organization that has no active workers yet. It points to our web clock (/clock, issue 17):
 *  the app is installed from the tablet's browser and "logs in" with a pairing code. */
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
  const clockUrl = `${window.location.origin}/clock`;
  return (
    <Modal opened={open} onClose={close} title={`Welcome to ${session.consoleName}`} centered size="lg">
      <Text mb="sm">Your organization is ready. To start recording time:</Text>
      <List type="ordered" spacing="xs" mb="md">
        <List.Item>
          Install the {session.consoleName} time clock app on a tablet or phone: open{' '}
          <Anchor href={clockUrl} target="_blank" rel="noopener" data-testid="welcome-clock-link">
            {clockUrl}
          </Anchor>{' '}
          in its browser and add it to the home screen.
        </List.Item>
        <List.Item>
          Log in to the app with a pairing code: add the device in{' '}
          <Anchor component={Link} to={buildPath('org.settings.devices.list', { orgId: session.organizationId })} onClick={close}>
            Settings → Devices
          </Anchor>{' '}
          and choose Make Pairing Code.
        </List.Item>
        <List.Item>
          Type the code on the device, or scan its QR code with the device&apos;s camera: it is now your organization&apos;s time clock.
        </List.Item>
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
