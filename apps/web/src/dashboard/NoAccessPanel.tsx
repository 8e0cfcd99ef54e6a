import { Alert, Center } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** A user whose only permission is setup_clocks has no console access (SPEC section 6). */
export function NoAccessPanel() {
  return (
    <Center mt="xl">
      <Alert icon={<IconLock />} title="No Access" color="gray" maw={520}>
        Your account can set up time clocks but has no access to this console. Set up clocks in the Punchline time clock app, or ask an
        administrator of your organization for more permissions.
      </Alert>
    </Center>
  );
}
