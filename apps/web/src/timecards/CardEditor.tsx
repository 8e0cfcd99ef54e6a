import type { ServerCard } from '@punchline/contracts';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { computeTimecard, formatDate, formatDateTime, type FormatPreferences } from '@punchline/domain';
import { useMemo, useState } from 'react';
import { ApiRequestError } from '../api/errors';
import { applyDraft, type CardInputAnswer, type Draft } from './card-draft';
import { cardRows } from './card-layout';
import { CardGrid } from './CardGrid';
import { CardTotals } from './CardTotals';
import { FlagLegend } from './FlagLetters';
import { MissedPunchRequests } from './MissedPunchRequests';
import { PeriodLockButton } from './PeriodLockButton';
import { flagsInUse } from './flag-letters';
import { TimeOffRows } from './TimeOffRows';
import { useCardActions } from './use-card';

export const CONFLICT_TEXT = 'Someone changed this time card since you opened it. Reload it to see their changes, then make yours again.';

type Props = { orgId: number; date: string; answer: CardInputAnswer; card: ServerCard | undefined; prefs: FormatPreferences };

/** Why the card cannot be edited, and who made it so. */
function periodNotice(answer: CardInputAnswer, prefs: FormatPreferences): string | null {
  if (answer.periodState === 'open') return null;
  const who = answer.periodChange
    ? ` by ${answer.periodChange.by ?? 'an administrator'} on ${formatDateTime(answer.periodChange.at, answer.input.timeZone, prefs)}`
    : '';
  return answer.periodState === 'finalized'
    ? `This pay period was finalized${who}: its time cards can no longer change.`
    : `This pay period was locked${who}: its punches cannot be changed. Ask a payroll manager to reopen it first.`;
}

/**
 * One worker's card for one pay period, editable from the keyboard. The engine runs here on the
 * saved punches with the unsaved edits applied, so hours, pay codes and flags follow each keystroke;
 * Save sends every edit in one call, which the server applies all or nothing.
 */
export function CardEditor({ orgId, date, answer, card, prefs }: Props) {
  const [draft, setDraft] = useState<Draft>({});
  const [conflict, setConflict] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const actions = useCardActions(orgId, answer.employeeId, date);
  const pairsPerRow = prefs.punchesPerTimecard;
  // asOf is the server's "now" of the load: a running shift stays "running" while the user edits.
  const asOf = answer.input.asOf;
  const rows = useMemo(() => cardRows(computeTimecard({ ...answer.input, asOf, trace: false }), pairsPerRow), [answer, asOf, pairsPerRow]);
  const applied = useMemo(() => applyDraft(answer, rows, draft), [answer, rows, draft]);
  const computed = useMemo(
    () => computeTimecard({ ...answer.input, punches: applied.punches, asOf, trace: true }),
    [answer, applied, asOf],
  );
  const savedAt = useMemo(() => new Map(answer.input.punches.map((p) => [p.id, p.at])), [answer]);
  const lockedIds = useMemo(() => new Set(answer.punchDetails.filter((d) => d.locked).map((d) => d.id)), [answer]);
  const notice = periodNotice(answer, prefs);
  const readOnly = notice !== null;
  const hasErrors = Object.keys(applied.errors).length > 0;
  const dirty = applied.changes.length > 0 || hasErrors;

  const onCell = (key: string, text: string | undefined) =>
    setDraft((d) => {
      const { [key]: _old, ...rest } = d;
      return text === undefined ? rest : { ...rest, [key]: text };
    });
  const save = async () => {
    setSaveError(null);
    try {
      await actions.save.mutateAsync(applied.changes);
      setDraft({});
      notifications.show({ color: 'green', message: 'Time card saved.' });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) setConflict(true);
      else setSaveError(error instanceof Error ? error.message : String(error));
    }
  };
  const reload = async () => {
    setConflict(false);
    setDraft({});
    await actions.refresh();
  };

  return (
    <Stack gap="sm">
      {notice && (
        <Alert color="yellow" data-testid="period-notice">
          {notice}
        </Alert>
      )}
      {conflict && (
        <Alert color="red" title="This time card changed" data-testid="save-conflict">
          <Group justify="space-between">
            <Text size="sm">{CONFLICT_TEXT}</Text>
            <Button size="xs" onClick={() => void reload()}>
              Reload
            </Button>
          </Group>
        </Alert>
      )}
      {saveError && (
        <Alert color="red" title="Nothing was saved" data-testid="save-error" withCloseButton onClose={() => setSaveError(null)}>
          {saveError}
        </Alert>
      )}
      <Group justify="space-between">
        <ApprovalState card={card} prefs={prefs} timeZone={answer.input.timeZone} />
        <Group gap="xs">
          <PeriodLockButton
            orgId={orgId}
            periodStart={answer.input.period.start}
            state={answer.periodState}
            periodText={`${formatDate(answer.input.period.start, prefs)} – ${formatDate(answer.input.period.end, prefs)}`}
          />
          {card?.approved ? (
            <Button variant="default" disabled={dirty} loading={actions.approve.isPending} onClick={() => actions.approve.mutate(false)}>
              Withdraw Approval
            </Button>
          ) : (
            <Button
              variant="default"
              disabled={dirty || !card}
              loading={actions.approve.isPending}
              onClick={() => actions.approve.mutate(true)}
            >
              Approve
            </Button>
          )}
          <Button variant="default" disabled={!dirty} onClick={() => setDraft({})}>
            Discard Changes
          </Button>
          <Button disabled={readOnly || !dirty || hasErrors} loading={actions.save.isPending} onClick={() => void save()}>
            Save
          </Button>
        </Group>
      </Group>
      <CardGrid
        rows={rows}
        pairsPerRow={pairsPerRow}
        draft={draft}
        errors={applied.errors}
        computed={computed}
        savedAt={savedAt}
        lockedIds={lockedIds}
        readOnly={readOnly}
        timeZone={answer.input.timeZone}
        prefs={prefs}
        onCell={onCell}
      />
      <MissedPunchRequests
        orgId={orgId}
        employeeId={answer.employeeId}
        period={answer.input.period}
        timeZone={answer.input.timeZone}
        prefs={prefs}
      />
      <TimeOffRows entries={answer.input.timeOff ?? []} prefs={prefs} />
      <FlagLegend flags={flagsInUse([...computed.punches.map((p) => p.flags), ...computed.days.map((d) => d.flags)])} />
      <CardTotals card={computed} showsPay={answer.showsPay} prefs={prefs} />
    </Stack>
  );
}

function ApprovalState({ card, prefs, timeZone }: { card: ServerCard | undefined; prefs: FormatPreferences; timeZone: string }) {
  if (!card?.approval) return <Badge color="gray">Not approved</Badge>;
  const by = `${card.approval.approvedBy ?? 'an administrator'} on ${formatDateTime(card.approval.approvedAt, timeZone, prefs)}`;
  return card.approved ? (
    <Badge color="green" data-testid="approval-state">
      Approved by {by}
    </Badge>
  ) : (
    <Badge color="orange" data-testid="approval-state">
      Changed since approved by {by}: approve again
    </Badge>
  );
}
