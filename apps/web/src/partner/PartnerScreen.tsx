import { Alert, Button, Center, Group, Loader, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { PartnerOrg } from '@punchline/contracts';
import { REMOTE_SELECT_DEBOUNCE_MS } from '@punchline/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { enterDelegateMode } from '../api/org-tokens';
import { useOrgSession } from '../layout/use-org-session';
import { ActivityBars } from './ActivityBars';
import { CreateOrgDialog } from './CreateOrgDialog';
import { actAsOwner, fetchDistributors, partnerKeys } from './partner-api';
import { PartnerOrgsTable } from './PartnerOrgsTable';
import { SORT_OPTIONS } from './sort-options';
import { usePartnerOrgs } from './use-partner-orgs';

/**
 * Settings → Partner (SPEC section 2's partner-specific screen, docs/partner.md): a distributor's
 * admin sees the distributor's organizations with their subscription, seats and activity, creates
 * one for a customer, opens one or acts as its owner. App admins choose the distributor.
 */
export function PartnerScreen() {
  const session = useOrgSession();
  const client = useQueryClient();
  const distributors = useQuery({ queryKey: partnerKeys.distributors, queryFn: fetchDistributors });
  const [chosen, setChosen] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [searchText] = useDebouncedValue(search, REMOTE_SELECT_DEBOUNCE_MS);
  const [sortKey, setSortKey] = useState('name');
  const [creating, setCreating] = useState(false);
  const [acting, setActing] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const list = distributors.data ?? [];
  const distributor = list.find((d) => d.id === chosen) ?? list[0] ?? null;
  const order = SORT_OPTIONS.find((o) => o.value === sortKey) ?? SORT_OPTIONS[0]!;
  const orgs = usePartnerOrgs(distributor?.id ?? null, { searchText, sort: order.sort, descending: order.descending });
  const rows = orgs.data?.pages.flatMap((p) => p.results) ?? [];

  async function actAs(org: PartnerOrg) {
    if (!distributor) return;
    setFailure(null);
    setActing(org.id);
    try {
      const result = await actAsOwner(distributor.id, org.id);
      enterDelegateMode(result.token);
      client.clear();
      window.location.assign(`/orgs/${result.orgId}/dashboard`);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
      setActing(null);
    }
  }

  function created(org: PartnerOrg) {
    setCreating(false);
    notifications.show({ message: `${org.name} created; ${org.owner?.email ?? 'its owner'} was invited.` });
    void client.invalidateQueries({ queryKey: partnerKeys.orgs(distributor!.id) });
  }

  if (distributors.isPending)
    return (
      <Center h={200}>
        <Loader />
      </Center>
    );
  if (distributors.error)
    return (
      <Alert color="red" m="md" title="The partner screen could not load">
        {distributors.error.message}
      </Alert>
    );
  return (
    <Stack p="md" gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Partner{distributor ? `: ${distributor.name}` : ''}
        </Title>
        {distributor && <Button onClick={() => setCreating(true)}>New organization</Button>}
      </Group>
      {list.length > 1 && (
        <Select
          label="Distributor"
          w={280}
          allowDeselect={false}
          searchable
          data={list.map((d) => ({ value: String(d.id), label: d.name }))}
          value={distributor ? String(distributor.id) : null}
          onChange={(v) => setChosen(v ? Number(v) : null)}
        />
      )}
      {!distributor && <Text c="dimmed">There are no distributors yet.</Text>}
      {distributor && (
        <>
          <Group align="flex-end">
            <TextInput
              label="Search"
              placeholder="Organization or owner email"
              w={280}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
            <Select
              label="Sort"
              w={220}
              allowDeselect={false}
              data={SORT_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
              value={sortKey}
              onChange={(v) => setSortKey(v ?? 'name')}
            />
          </Group>
          {failure && (
            <Alert color="red" role="alert" withCloseButton onClose={() => setFailure(null)}>
              {failure}
            </Alert>
          )}
          {orgs.error && <Alert color="red">{orgs.error.message}</Alert>}
          {orgs.isPending && (
            <Center h={120}>
              <Loader />
            </Center>
          )}
          {!orgs.isPending && rows.length === 0 && (
            <Text c="dimmed">{searchText ? 'No organization matches the search.' : 'This distributor has no organizations yet.'}</Text>
          )}
          {rows.length > 0 && (
            <>
              <ActivityBars orgs={rows} />
              <PartnerOrgsTable orgs={rows} onActAsOwner={actAs} acting={acting} canAct={distributor.mayEnterOrgs} />
            </>
          )}
          {orgs.hasNextPage && (
            <Button variant="default" w="fit-content" loading={orgs.isFetchingNextPage} onClick={() => void orgs.fetchNextPage()}>
              Show more organizations
            </Button>
          )}
        </>
      )}
      {creating && distributor && (
        <CreateOrgDialog
          distributorId={distributor.id}
          timezone={session.timezone}
          onClose={() => setCreating(false)}
          onCreated={created}
        />
      )}
    </Stack>
  );
}
