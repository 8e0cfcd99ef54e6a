import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SudoOrg, SudoOrgFeatures } from '@punchline/contracts';
import { FEATURES, isFeature } from '@punchline/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/http';
import { FEATURE_LABELS } from './feature-labels';

/**
 * The features of one organization, as support changes them (PUT sudo/orgs/{id}/features). The
 * organization's next session read has them; the console's own copy is refreshed here.
 */
export function SudoOrgFeaturesModal({ org, onClose }: { org: SudoOrg; onClose: () => void }) {
  const [features, setFeatures] = useState<string[]>(org.features);
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: () =>
      api<{ result: SudoOrgFeatures }>(`sudo/orgs/${org.id}/features`, { method: 'PUT', body: { features: features.filter(isFeature) } }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['sudo', 'orgs'] }),
        client.invalidateQueries({ queryKey: ['orgs', org.id, 'session'] }),
      ]);
      notifications.show({ message: `Features of ${org.name} saved.` });
      onClose();
    },
  });
  const unchanged = [...features].sort().join() === [...org.features].sort().join();
  return (
    <Modal opened onClose={onClose} title={`Features of ${org.name}`} size="lg">
      <Stack>
        <Checkbox.Group label="Features" value={features} onChange={setFeatures}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
            {FEATURES.map((f) => (
              <Checkbox key={f} value={f} label={FEATURE_LABELS[f]} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Group gap="xs">
          <Button variant="subtle" size="xs" onClick={() => setFeatures([...FEATURES])}>
            Select all
          </Button>
          <Button variant="subtle" size="xs" onClick={() => setFeatures([])}>
            Clear all
          </Button>
        </Group>
        {save.error && (
          <Text c="red" role="alert">
            {save.error.message}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => save.mutate()} loading={save.isPending} disabled={unchanged}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
