import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReportParams, ReportSpec } from '@punchline/contracts';
import { IconBookmark } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '../api/errors';
import { createTemplate, reportTemplatesKey } from './report-api';

type Props = { orgId: number; spec: ReportSpec; params: () => ReportParams };

/** Memorize: the report's current parameters and columns kept under a name (Reports → Memorized Reports). */
export function MemorizeButton({ orgId, spec, params }: Props) {
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: () => createTemplate(orgId, { report: spec.key, name: name.trim(), params: params(), sharedWith: [], schedule: null }),
    onSuccess: (template) => {
      setOpened(false);
      notifications.show({ message: `Memorized as “${template.name}”. Open it again from Reports → Memorized Reports.` });
      void client.invalidateQueries({ queryKey: reportTemplatesKey(orgId) });
    },
  });
  const error = save.error ? (save.error instanceof ApiRequestError ? save.error.message : String(save.error)) : undefined;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconBookmark size={16} />}
        onClick={() => {
          setName(spec.title);
          save.reset();
          setOpened(true);
        }}
      >
        Memorize
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Memorize report">
        <Stack
          component="form"
          onSubmit={(e: React.FormEvent) => {
            e.preventDefault();
            // The dialog sits inside the parameters form in React's tree: its submit must not run the report.
            e.stopPropagation();
            if (name.trim()) save.mutate();
          }}
        >
          <TextInput
            label="Name"
            required
            maxLength={200}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={error}
            description="Its parameters and columns are kept under this name; you can schedule and share it afterwards."
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!name.trim()}>
              Save
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
