import { Alert, Button, Group, Paper, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { buildPath, type PayPeriodSettings } from '@punchline/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useOrgSession } from '../../layout/use-org-session';
import { orgToday } from '../../formats/org-today';
import { createRun, previewRun, runAction, runsKey, type PreviewBody } from './pay-runs-api';
import { periodChoices, selectionOf, type SelectionKind } from './period-choices';
import { PreviewPanel, type UnapprovedChoice } from './PreviewPanel';
import { usePayFormats } from './use-pay-formats';
import { WhoFields } from './WhoFields';

const ROUTE = 'org.manage.payroll.runs';

/**
 * A new pay run (issue 33): a regular run over one of the organization's pay periods (the last
 * complete one preselected) or an off-cycle run over a date range, for everyone or chosen
 * workers. Preview names the unapproved cards and asks what to do with them; Create makes the
 * run, calculates it, and opens it.
 */
export function NewRunForm() {
  const session = useOrgSession();
  const orgId = session.organizationId;
  const f = usePayFormats();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { timezone, payPeriodType, payPeriodStarts } = session;
  const periods = useMemo(
    () => periodChoices(orgToday(timezone), { payPeriodType, payPeriodStarts } as PayPeriodSettings),
    [timezone, payPeriodType, payPeriodStarts],
  );
  const [kind, setKind] = useState<'regular' | 'off_cycle'>('regular');
  const [periodStart, setPeriodStart] = useState(periods[1]?.start ?? periods[0]?.start ?? '');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [who, setWho] = useState<{ kind: SelectionKind; ids: number[] }>({ kind: 'all', ids: [] });
  const [name, setName] = useState('');
  const [payDate, setPayDate] = useState('');
  const [choice, setChoice] = useState<UnapprovedChoice>('include');
  const [step, setStep] = useState<string | null>(null);

  const scope: PreviewBody =
    kind === 'regular'
      ? { kind, periodStart, selection: selectionOf(who.kind, who.ids) }
      : { kind, periodStart: from, periodEnd: to, selection: selectionOf(who.kind, who.ids) };
  const ready = kind === 'regular' ? periodStart !== '' : from !== '' && to !== '' && from <= to;
  const preview = useMutation({ mutationFn: () => previewRun(orgId, scope) });
  const create = useMutation({
    mutationFn: async () => {
      setStep('Creating the run…');
      let run = await createRun(orgId, { ...scope, name: name.trim() || undefined, unapproved: choice, payDate: payDate || null });
      if (run.state === 'draft') {
        setStep(`Calculating pay for ${run.workers} ${run.workers === 1 ? 'worker' : 'workers'}…`);
        run = (await runAction(orgId, run, 'calculate')) ?? run;
      }
      return run;
    },
    onSuccess: (run) => {
      void queryClient.invalidateQueries({ queryKey: runsKey(orgId) });
      void navigate(buildPath(ROUTE, { orgId, view: run.id }));
    },
    onSettled: () => setStep(null),
  });
  // A changed scope needs a new preview before creating.
  const changed = () => preview.reset();

  return (
    <Stack p="md" gap="md" maw={760}>
      <Title order={1} size="h2">
        New pay run
      </Title>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <SegmentedControl
            aria-label="Kind of run"
            data={[
              { value: 'regular', label: 'Regular' },
              { value: 'off_cycle', label: 'Off-cycle' },
            ]}
            value={kind}
            onChange={(v) => (setKind(v as 'regular' | 'off_cycle'), changed())}
          />
          {kind === 'regular' ? (
            <Select
              label="Pay period"
              data={periods.map((p) => ({ value: p.start, label: `${f.date(p.start)} – ${f.date(p.end)}` }))}
              value={periodStart}
              allowDeselect={false}
              onChange={(v) => (setPeriodStart(v ?? ''), changed())}
            />
          ) : (
            <Group grow align="flex-start">
              <TextInput type="date" label="From" value={from} onChange={(e) => (setFrom(e.currentTarget.value), changed())} />
              <TextInput
                type="date"
                label="To"
                value={to}
                error={from && to && from > to ? 'The range ends before it starts.' : undefined}
                onChange={(e) => (setTo(e.currentTarget.value), changed())}
              />
            </Group>
          )}
          <WhoFields orgId={orgId} kind={who.kind} ids={who.ids} onChange={(k, ids) => (setWho({ kind: k, ids }), changed())} />
          <Group grow align="flex-start">
            <TextInput
              label="Name"
              placeholder="Named after the period"
              value={name}
              maxLength={200}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            <TextInput type="date" label="Pay date" value={payDate} onChange={(e) => setPayDate(e.currentTarget.value)} />
          </Group>
          <Group>
            <Button variant="default" disabled={!ready} loading={preview.isPending} onClick={() => preview.mutate()}>
              Preview
            </Button>
          </Group>
        </Stack>
      </Paper>
      {preview.error && <Alert color="red">{preview.error.message}</Alert>}
      {preview.data && <PreviewPanel orgId={orgId} preview={preview.data} choice={choice} onChoice={setChoice} f={f} />}
      {create.error && <Alert color="red">{create.error.message}</Alert>}
      {preview.data && (
        <Group>
          <Button loading={create.isPending} disabled={preview.data.workers === 0} onClick={() => create.mutate()}>
            Create
          </Button>
          {step && (
            <Text size="sm" c="dimmed" role="status">
              {step}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
