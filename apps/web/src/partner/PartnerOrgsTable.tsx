import { Badge, Button, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { PartnerOrg } from '@punchline/contracts';
import { formatDate, formatDateInZone, formatDateTime } from '@punchline/domain';
import { Link } from 'react-router';
import { useFormats } from '../formats/use-formats';
import { SeatBar } from './SeatBar';
import { subscriptionMeaning } from './subscription-meaning';

type Props = { orgs: readonly PartnerOrg[]; onActAsOwner: (org: PartnerOrg) => void; acting: number | null; canAct: boolean };

/**
 * The distributor's organizations: state and what it means, seats, activity; open one (the console's
 * organization switch) or act as its owner. canAct: the caller may enter them (not an app admin alone).
 */
export function PartnerOrgsTable({ orgs, onActAsOwner, acting, canAct }: Props) {
  const prefs = useFormats();
  return (
    <Table.ScrollContainer minWidth={940}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="partner-orgs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Organization</Table.Th>
            <Table.Th>Subscription</Table.Th>
            <Table.Th>Trial end / expires</Table.Th>
            <Table.Th>Seats</Table.Th>
            <Table.Th>Last punch</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orgs.map((org) => {
            const state = subscriptionMeaning(org);
            return (
              <Table.Tr key={org.id} data-org-id={org.id}>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" fw={500}>
                      {org.name}
                    </Text>
                    {org.owner && (
                      <Text size="xs" c="dimmed" maw={240} truncate="end" title={`${org.owner.name} · ${org.owner.email}`}>
                        {org.owner.name} {!org.owner.accepted && '(invited)'} · {org.owner.email}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Tooltip label={state.meaning} multiline w={220}>
                    <Badge
                      color={state.colour}
                      variant="light"
                      tt="none"
                      styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
                      aria-label={`${state.label}: ${state.meaning}`}
                    >
                      {state.label}
                    </Badge>
                  </Tooltip>
                </Table.Td>
                <Table.Td>{org.expireDate ? formatDate(org.expireDate, prefs) : '—'}</Table.Td>
                <Table.Td>
                  <Stack gap={6}>
                    <SeatBar used={org.activeWorkers} max={org.maxUsers} noun="workers" />
                    <SeatBar used={org.activeDevices} max={org.maxDevices} noun="clocks" />
                  </Stack>
                </Table.Td>
                <Table.Td>{org.lastPunchAt ? formatDateTime(org.lastPunchAt, org.timezone, prefs) : 'No punches yet'}</Table.Td>
                <Table.Td>{formatDateInZone(org.createdAt, org.timezone, prefs)}</Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-end">
                    {canAct && (
                      <Button size="xs" variant="light" component={Link} to={`/orgs/${org.id}/dashboard`} aria-label={`Open ${org.name}`}>
                        Open
                      </Button>
                    )}
                    {canAct && (
                      <Button
                        size="xs"
                        variant="subtle"
                        disabled={!org.owner?.accepted}
                        title={org.owner?.accepted ? undefined : 'Possible once the owner has accepted the invitation.'}
                        loading={acting === org.id}
                        onClick={() => onActAsOwner(org)}
                        aria-label={`Act as the owner of ${org.name}`}
                      >
                        Act as owner
                      </Button>
                    )}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
