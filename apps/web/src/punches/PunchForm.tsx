import type { PunchRecord } from '@punchline/contracts';
import {
  Alert,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  COSTING_FIELD_LABELS,
  extractErrorText,
  formatPersonName,
  hasFeature,
  type CostingErrors,
  type PersonName,
} from '@punchline/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '../api/errors';
import { CostingSelection } from '../costing/CostingSelection';
import { RemoteSelect } from '../detail/RemoteSelect';
import { formatWith } from '../formats/display';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';
import type { ResourceRow } from '../lists/list-api';
import { invalidateResource, recordKey } from '../lists/resource-queries';
import { PunchCustomFields } from './PunchCustomFields';
import { draftOf, inputOf, newDraft, type PunchDraft } from './punch-form-state';
import { FlagsLegendText, PunchFlags } from './punch-flags';
import { fetchPunch, removePunch, savePunch } from './punches-api';

type Props = { orgId: number; id: number | null; onBack: () => void; onSaved: (id: number) => void };
type Errors = Record<string, string[]>;

const COSTING_KEYS = new Set([...Object.keys(COSTING_FIELD_LABELS), 'costingIsPartial']);

/** The punch form (add or edit) once its record, when editing, has loaded. */
export function PunchForm({ orgId, id, onBack, onSaved }: Props) {
  const record = useQuery({ queryKey: recordKey(orgId, 'punches', id ?? 0), queryFn: () => fetchPunch(orgId, id!), enabled: id !== null });
  if (id !== null && record.isError)
    return (
      <Alert color="red" title="There was an error">
        {record.error.message}{' '}
        <Button size="xs" variant="white" onClick={onBack}>
          Back to list
        </Button>
      </Alert>
    );
  if (id !== null && !record.data)
    return (
      <Center h={200}>
        <Loader />
      </Center>
    );
  return <PunchFormBody key={record.data?.version ?? 'new'} orgId={orgId} punch={record.data ?? null} onBack={onBack} onSaved={onSaved} />;
}

function PunchFormBody({
  orgId,
  punch,
  onBack,
  onSaved,
}: {
  orgId: number;
  punch: PunchRecord | null;
  onBack: () => void;
  onSaved: (id: number) => void;
}) {
  const session = useOrgSession();
  const prefs = useFormats();
  const client = useQueryClient();
  const zone = session.timezone;
  const format = formatWith(prefs, zone);
  const [draft, setDraft] = useState<PunchDraft>(() => (punch ? draftOf(punch, zone) : newDraft(zone)));
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const set = (change: Partial<PunchDraft>) => setDraft((d) => ({ ...d, ...change }));
  const costingEnabled = hasFeature(session.features, 'job_costing');
  const enhanced = costingEnabled && session.costingMode === 'enhanced';
  const punchCodes = hasFeature(session.features, 'punch_codes') && session.punchCodeMode !== 'disabled';

  const fail = (error: Error) => {
    const body =
      error instanceof ApiRequestError && error.body && typeof error.body === 'object'
        ? (error.body as Errors & { detail?: string })
        : null;
    const fieldErrors = body && !body.detail ? (body as Errors) : {};
    setErrors(fieldErrors);
    setProblem(
      Object.keys(fieldErrors).length > 0 ? null : error instanceof ApiRequestError ? extractErrorText(error.body) : error.message,
    );
  };
  const done = (message: string) => {
    notifications.show({ message });
    void invalidateResource(client, orgId, 'punches');
  };
  const save = useMutation({
    mutationFn: () => savePunch(orgId, punch?.id ?? null, inputOf(draft, zone, punch?.version)),
    onSuccess: (saved) => {
      done(punch ? 'Punch saved.' : 'Punch added.');
      onSaved(saved.id);
    },
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: () => removePunch(orgId, punch!.id, punch!.version),
    onSuccess: () => {
      done('Punch deleted.');
      onBack();
    },
    onError: fail,
  });
  const costingErrors = Object.fromEntries(Object.entries(errors).filter(([k]) => COSTING_KEYS.has(k))) as CostingErrors;
  const first = (name: string) => errors[name]?.[0];
  const busy = save.isPending || remove.isPending;

  return (
    <Stack gap="md" maw={720}>
      <Group gap="sm">
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          Back to list
        </Button>
        <Title order={1} size="h3">
          {punch ? `Punch of ${punch.employeeName}` : 'Add Punch'}
        </Title>
        {punch && <PunchFlags letters={punch.flags} />}
      </Group>
      {problem && (
        <Alert color="red" title="There was an error">
          {problem}
        </Alert>
      )}
      {punch && (
        <Paper withBorder p="sm">
          <SimpleGrid cols={2}>
            <Text size="sm">Original time: {format.dateTime(punch.originalAt)}</Text>
            <Text size="sm">
              {punch.editedBy && punch.editedAt
                ? `Edited by ${punch.editedBy.name ?? 'someone'} on ${format.dateTime(punch.editedAt)}`
                : 'Not edited'}
            </Text>
          </SimpleGrid>
          {punch.flags.length > 0 && <FlagsLegendText letters={punch.flags} />}
        </Paper>
      )}
      <RemoteSelect
        orgId={orgId}
        path="employees/readonly"
        cachePath="employees"
        label="Worker"
        withAsterisk
        readOnly={punch !== null}
        placeholder="Choose a worker"
        toLabel={(r: ResourceRow) => formatPersonName(r as PersonName, prefs)}
        value={draft.employeeId}
        error={first('employeeId')}
        onChange={(employeeId) => set({ employeeId })}
      />
      <SegmentedControl
        aria-label="Type"
        value={draft.type}
        onChange={(v) => set({ type: v as 'in' | 'out' })}
        data={[
          { value: 'in', label: 'In' },
          { value: 'out', label: 'Out' },
        ]}
      />
      <Group grow>
        <TextInput
          type="date"
          label="Date"
          withAsterisk
          value={draft.date}
          error={first('at')}
          onChange={(e) => set({ date: e.currentTarget.value })}
        />
        <TextInput
          type="time"
          label={`Time (${zone})`}
          withAsterisk
          value={draft.time}
          onChange={(e) => set({ time: e.currentTarget.value })}
        />
      </Group>
      {costingEnabled && (
        <CostingSelection
          value={draft.costing}
          onChange={(costing) => set({ costing })}
          flags={{
            costingEnabled,
            enhancedCostingEnabled: enhanced,
            jobCategoryEnabled: enhanced && hasFeature(session.features, 'job_category'),
          }}
          context={{ enhanced, jobRequired: session.jobRequired === true, requiredValidation: draft.type === 'in' }}
          errors={costingErrors}
          workerId={draft.employeeId}
        />
      )}
      {punchCodes && (
        <RemoteSelect
          orgId={orgId}
          path="punch-codes"
          label="Punch Code"
          value={draft.punchCodeId}
          error={first('punchCodeId')}
          onChange={(punchCodeId) => set({ punchCodeId })}
        />
      )}
      <Textarea
        label="Note"
        autosize
        minRows={2}
        maxLength={500}
        value={draft.note}
        error={first('note')}
        onChange={(e) => set({ note: e.currentTarget.value })}
      />
      {hasFeature(session.features, 'customfield') && (
        <PunchCustomFields
          orgId={orgId}
          value={draft.customFields}
          error={first('customFields')}
          onChange={(customFields) => set({ customFields })}
        />
      )}
      <Checkbox label="Star (flag for review)" checked={draft.flagged} onChange={(e) => set({ flagged: e.currentTarget.checked })} />
      <Group justify="space-between">
        {punch ? (
          <Button color="red" variant="light" disabled={busy} onClick={() => window.confirm('Delete this punch?') && remove.mutate()}>
            Delete
          </Button>
        ) : (
          <span />
        )}
        <Group>
          <Button variant="default" onClick={onBack}>
            Cancel
          </Button>
          <Button
            loading={save.isPending}
            disabled={busy || draft.employeeId === null || draft.date === '' || draft.time === ''}
            onClick={() => save.mutate()}
          >
            Save
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
