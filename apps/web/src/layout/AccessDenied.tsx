import { Alert, Center, Title } from '@mantine/core';
import type { SessionSettings } from '@punchline/domain';
import { IconLock } from '@tabler/icons-react';

/** Shown instead of a screen the user opened directly (a link, a bookmark) but may not use. */
export function AccessDenied({ session }: { session: SessionSettings }) {
  const inactive = !session.organizationActive;
  return (
    <Center mt="xl">
      <Alert
        icon={<IconLock />}
        // The panel stands in for the screen, so its title is the screen's h1 (in the alert's type).
        title={
          <Title order={1} fz="inherit" fw="inherit" lh="inherit">
            {inactive ? 'Organization inactive' : 'No access'}
          </Title>
        }
        color="gray"
        maw={560}
        role="alert"
      >
        {inactive
          ? 'This organization is not active, so its screens are closed. The account owner can renew the subscription to open them again.'
          : 'Your permissions in this organization do not include this screen. Ask an administrator of the organization if you need it.'}
      </Alert>
    </Center>
  );
}
