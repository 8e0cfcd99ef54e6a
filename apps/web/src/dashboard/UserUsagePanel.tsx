import { Button, Group, Paper, RingProgress, Stack, Text, Title } from '@mantine/core';
import { addUserAction, billableUsers, buildPath, MESSAGES, userUsageColour } from '@punchline/domain';
import { useNavigate } from 'react-router';
import { useState } from 'react';
import { useOrgSession } from '../layout/use-org-session';

/** User usage doughnut (SPEC section 9 colours) with the Add User rule of section 5. */
export function UserUsagePanel() {
  const session = useOrgSession();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);
  const used = billableUsers(session);
  const max = session.maxUsers;
  const colour = userUsageColour(used, max);
  const percent = max > 0 ? Math.min(100, Math.round((used / max) * 100)) : 100;
  const action = addUserAction(session);
  const noun = session.maxUsersIsWorkersOnly ? 'workers' : 'users';

  // SPEC section 5: the new-user form while seats remain, else billing for those who may pay, else a notice.
  function addUser() {
    const orgId = session.organizationId;
    if (action === 'new-user') void navigate(buildPath('org.settings.users.list', { orgId, view: 'new' }));
    else if (action === 'billing-subscription') void navigate(buildPath('org.settings.billing.subscription', { orgId }));
    else setNotice(MESSAGES.upgradeSeePrimaryAdmin);
  }

  return (
    <Paper withBorder p="md" radius="md" data-testid="user-usage">
      <Stack gap="xs">
        <Title order={2} size="h5">
          User usage
        </Title>
        <Group wrap="nowrap">
          <RingProgress
            size={110}
            thickness={12}
            roundCaps
            sections={[{ value: percent, color: colour }]}
            label={
              <Text ta="center" fw={700} size="sm">
                {used}/{max}
              </Text>
            }
          />
          <Stack gap={4}>
            <Text size="sm">
              {used} active {noun} of {max} allowed
            </Text>
            <Text size="sm" c="dimmed">
              {Math.max(0, max - used)} seats left
            </Text>
            <Button size="xs" variant="light" onClick={addUser} w="fit-content">
              Add User
            </Button>
          </Stack>
        </Group>
        {notice && (
          <Text size="sm" c="dimmed" role="status">
            {notice}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
