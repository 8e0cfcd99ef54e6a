import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { hasPermission } from '@punchline/domain';
import { currentDelegate } from '../api/delegate';
import { useOrgSession, useProfile } from '../layout/use-org-session';
import { permissionSummary } from '../users/admins/admin-summary';
import { ProfileForm } from './ProfileForm';
import { TwoFactorSection } from './TwoFactorSection';

/** The signed-in user's profile (SPEC section 3 User profile): editable fields, two-factor
 *  sign-in, and the organization section with the user's permissions there. */
export function ProfilePage() {
  const profile = useProfile();
  const session = useOrgSession();
  const delegated = currentDelegate() !== null;
  const rows: [string, string][] = [
    ['Email', profile.emailAddress],
    ['Email verified', profile.emailVerified ? 'Yes' : 'No'],
    ['Sign-in method', profile.userAuthProvider === 'password' ? 'Email and password' : profile.userAuthProvider],
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
        {delegated ? (
          <Text c="dimmed" size="sm" mt="md">
            In delegate mode the profile belongs to the person you act as; only they can change it.
          </Text>
        ) : (
          <ProfileForm profile={profile} />
        )}
      </Paper>
      {!delegated && <TwoFactorSection />}
      <Title order={2} size="h4">
        {session.organizationName}
      </Title>
      <Paper withBorder p="md">
        <Text size="sm">Your permissions: {permissionSummary(session.permissions).title || 'none'}.</Text>
        {hasPermission(session.permissions, 'edit_org_users') && (
          <Text size="sm" c="dimmed" mt="xs">
            Administrators are invited and edited in Settings → Users → Administrators.
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
