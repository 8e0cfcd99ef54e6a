import { Alert, Button, Group, SegmentedControl, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import type { Message } from '@punchline/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '../api/errors';
import { useOrgSession } from '../layout/use-org-session';
import { AudiencePickers } from './AudiencePickers';
import { audienceSize, composeBody, composeOf, emptyCompose, type ComposeValues } from './compose-state';
import { createMessage, updateMessage } from './messaging-api';

type Props = { message?: Message; onSaved: (m: Message) => void; onCancel: () => void };

const SUBJECT_MAX = 200;
const BODY_MAX = 5000;

/** The server's field errors, each field's first message (nonFieldErrors under `form`). */
function fieldErrors(error: unknown): Record<string, string | undefined> {
  if (!(error instanceof ApiRequestError) || typeof error.body !== 'object' || error.body === null) return {};
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(error.body as Record<string, unknown>))
    if (Array.isArray(v) && typeof v[0] === 'string') out[k === 'nonFieldErrors' ? 'form' : k] = v[0];
  return out;
}

/**
 * Writes a message (or changes a scheduled one): subject, plain text (web addresses become links
 * where it is read), who it goes to, whether it must be acknowledged, and when it is sent.
 */
export function ComposeForm({ message, onSaved, onCancel }: Props) {
  const { organizationId: orgId, timezone } = useOrgSession();
  const [v, setV] = useState<ComposeValues>(() => (message ? composeOf(message, timezone) : emptyCompose()));
  const set = (next: Partial<ComposeValues>) => setV((old) => ({ ...old, ...next }));
  const save = useMutation({
    mutationFn: () => {
      const body = composeBody(v, timezone);
      return message ? updateMessage(orgId, message.id, { ...body, version: message.version }) : createMessage(orgId, body);
    },
    onSuccess: onSaved,
  });
  const errors = fieldErrors(save.error);
  const later = v.when === 'later';
  const ready = v.subject.trim() !== '' && v.body.trim() !== '' && audienceSize(v) > 0 && (!later || v.sendAtLocal !== '');
  const otherError = save.error && Object.keys(errors).length === 0 ? save.error.message : errors.form;
  return (
    <Stack gap="sm" maw={900} data-testid="compose">
      <TextInput
        label="Subject"
        withAsterisk
        maxLength={SUBJECT_MAX}
        value={v.subject}
        error={errors.subject}
        onChange={(e) => set({ subject: e.currentTarget.value })}
      />
      <Textarea
        label="Message"
        description="Plain text. Web addresses (https://…) become links."
        withAsterisk
        autosize
        minRows={4}
        maxLength={BODY_MAX}
        value={v.body}
        error={errors.body}
        onChange={(e) => set({ body: e.currentTarget.value })}
      />
      <AudiencePickers value={v} onChange={set} errors={errors} />
      <Switch
        label="Must acknowledge"
        description="Workers confirm they read it at the clock before they can punch."
        checked={v.mustAcknowledge}
        onChange={(e) => set({ mustAcknowledge: e.currentTarget.checked })}
      />
      <Group align="end" gap="sm">
        <SegmentedControl
          aria-label="When to send"
          data={[
            { value: 'now', label: 'Send now' },
            { value: 'later', label: 'Send at a time' },
          ]}
          value={v.when}
          onChange={(when) => set({ when: when as ComposeValues['when'] })}
        />
        {later && (
          <TextInput
            type="datetime-local"
            label="Send at"
            description={`On the organization's clock (${timezone}).`}
            value={v.sendAtLocal}
            error={errors.sendAt}
            onChange={(e) => set({ sendAtLocal: e.currentTarget.value })}
          />
        )}
      </Group>
      {otherError && <Alert color="red">{otherError}</Alert>}
      {!ready && (
        <Text size="xs" c="dimmed">
          A subject, a message and at least one recipient{later ? ' and a time' : ''} are needed.
        </Text>
      )}
      <Group>
        <Button disabled={!ready} loading={save.isPending} onClick={() => save.mutate()}>
          {later ? (message ? 'Save' : 'Schedule') : 'Send'}
        </Button>
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
