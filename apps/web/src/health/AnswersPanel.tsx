import { Alert, Button, Group, Loader, Select, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorToast } from '../detail/toast';
import { formatWith } from '../formats/display';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';
import { AnswersTable } from './AnswersTable';
import { downloadAnswersCsv, useHealthAnswers } from './health-api';
import type { AnswersFilter } from './health-view';

type Props = { filter: AnswersFilter; onFilter: (next: AnswersFilter) => void };

const STATUSES = [
  { value: 'all', label: 'Passed and failed' },
  { value: 'failed', label: 'Failed' },
  { value: 'passed', label: 'Passed' },
];

/**
 * The Answers tab: every answer given at a clock, newest first, times in the organization's zone
 * and formats; filtered by days and outcome (kept in the view parameter), exported as CSV.
 */
export function AnswersPanel({ filter, onFilter }: Props) {
  const session = useOrgSession();
  const orgId = session.organizationId;
  const fmt = formatWith(useFormats(), session.timezone);
  const answers = useHealthAnswers(orgId, filter);
  const [exporting, setExporting] = useState(false);
  const rows = answers.data?.pages.flatMap((p) => p.results) ?? [];
  const set = (patch: Partial<AnswersFilter>) => {
    const next: AnswersFilter = { ...filter, ...patch };
    for (const key of Object.keys(next) as (keyof AnswersFilter)[]) if (!next[key]) delete next[key];
    onFilter(next);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadAnswersCsv(orgId, filter);
    } catch (error) {
      errorToast(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput type="date" label="From" value={filter.from ?? ''} onChange={(e) => set({ from: e.currentTarget.value || undefined })} />
        <TextInput type="date" label="To" value={filter.to ?? ''} onChange={(e) => set({ to: e.currentTarget.value || undefined })} />
        <Select
          label="Result"
          data={STATUSES}
          value={filter.status ?? 'all'}
          allowDeselect={false}
          onChange={(v) => set({ status: v === 'passed' || v === 'failed' ? v : undefined })}
        />
        <Button variant="default" loading={exporting} onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      </Group>
      {answers.isPending && <Loader size="sm" aria-label="Loading answers" />}
      {answers.isError && (
        <Alert color="red" role="alert">
          {answers.error.message}
        </Alert>
      )}
      {answers.data && rows.length === 0 && <Text c="dimmed">No answers for these filters.</Text>}
      {rows.length > 0 && <AnswersTable rows={rows} dateTime={fmt.dateTime} />}
      {answers.hasNextPage && (
        <Button
          variant="subtle"
          loading={answers.isFetchingNextPage}
          onClick={() => void answers.fetchNextPage()}
          style={{ alignSelf: 'flex-start' }}
        >
          Load more
        </Button>
      )}
    </>
  );
}
