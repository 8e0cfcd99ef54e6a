import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { formatPersonName } from '@punchline/domain';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { ApiRequestError } from '../../api/errors';
import { useOrgSession } from '../../layout/use-org-session';
import { resourceKey } from '../../lists/resource-queries';
import { AVATAR_TYPES, avatarProblem, formatBytes, removeAvatar, uploadAvatar } from '../avatar';
import { useAvatarImage } from '../use-avatar';
import type { WorkerCtx } from './parts';

/** Initials for the placeholder: 'AB' for Ann Brown. */
export const initialsOf = (values: Record<string, unknown>) =>
  formatPersonName(
    { firstName: values.firstName as string, lastName: values.lastName as string },
    { nameFormat: 'firstlast', displayMiddleName: null },
  )
    .split(' ')
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase())
    .slice(0, 2)
    .join('');

/**
 * The worker's photo: upload (PNG, JPEG or WebP up to the organization's maxDocumentFileSize, sent
 * as it is; the server resizes it) and remove. It is saved at once, apart from the form's Save,
 * and only the lists refresh, so edits in the form stay.
 */
export function AvatarEditor({ ctx }: { ctx: WorkerCtx }) {
  const { maxDocumentFileSize } = useOrgSession();
  const client = useQueryClient();
  const stored = useAvatarImage(ctx.form.values.avatar);
  // What this form changed: a new file (shown from memory) or removed; undefined: as stored.
  const [local, setLocal] = useState<File | null | undefined>(undefined);
  const localUrl = useMemo(() => (local ? URL.createObjectURL(local) : undefined), [local]);
  useEffect(() => () => (localUrl ? URL.revokeObjectURL(localUrl) : undefined), [localUrl]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = local === undefined ? stored : localUrl;
  const refreshLists = () => client.invalidateQueries({ queryKey: [...resourceKey(ctx.orgId, 'employees'), 'list'] });

  const run = async (change: () => Promise<void>, next: File | null) => {
    setBusy(true);
    setProblem(null);
    try {
      await change();
      setLocal(next);
      void refreshLists();
    } catch (error) {
      setProblem(error instanceof ApiRequestError || error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const choose = (file: File | null) => {
    if (!file || ctx.id === null) return;
    const why = avatarProblem(file, maxDocumentFileSize);
    if (why) return setProblem(why);
    void run(() => uploadAvatar(ctx.orgId, ctx.id!, file), file);
  };
  const limit = `PNG, JPEG or WebP, up to ${formatBytes(maxDocumentFileSize)}.`;
  return (
    <Group align="flex-start" gap="md" wrap="nowrap">
      <Avatar src={shown} size={88} radius="md" alt="Photo" data-testid="worker-avatar">
        {initialsOf(ctx.form.values)}
      </Avatar>
      <Stack gap={6}>
        {ctx.id === null ? (
          <Text size="sm" c="dimmed">
            Save the worker to add a photo.
          </Text>
        ) : (
          !ctx.readOnly && (
            <Group gap="xs">
              <FileButton onChange={choose} accept={AVATAR_TYPES.join(',')}>
                {(props) => (
                  <Button {...props} size="xs" variant="light" leftSection={<IconPhoto size={14} />} loading={busy}>
                    Upload photo
                  </Button>
                )}
              </FileButton>
              {shown && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  disabled={busy}
                  onClick={() => void run(() => removeAvatar(ctx.orgId, ctx.id!), null)}
                >
                  Remove photo
                </Button>
              )}
            </Group>
          )
        )}
        <Text size="xs" c="dimmed">
          {limit}
        </Text>
        {problem && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
