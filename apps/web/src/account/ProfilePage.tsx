import { Paper, Stack, Table, Title } from '@mantine/core';
import { useProfile } from '../layout/use-org-session';

/** The signed-in user's profile (SPEC section 3 User profile). */
export function ProfilePage() {
  const profile = useProfile();
  const rows: [string, string][] = [
    ['Name', profile.userName],
    ['Email', profile.emailAddress],
    ['Email verified', profile.emailVerified ? 'Yes' : 'No'],
    ['Sign-in method', profile.userAuthProvider === 'password' ? 'Email and password' : profile.userAuthProvider],
    ['Notifications', profile.userNotificationsEnabled ? 'On' : 'Off'],
  ];
  if (profile.sudoType) rows.push(['Support access', profile.sudoType]);
  return (
    <Stack maw={640}>
      <Title order={1} size="h3">
        Profile
      </Title>
      <Paper withBorder p="md">
        <Table>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={180}>{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
