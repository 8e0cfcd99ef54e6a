import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReportParams, ReportSpec } from '@punchline/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';
import { orgToday } from '../formats/org-today';
import { KeptRunsPanel } from './KeptRunsPanel';
import { MemorizeButton } from './MemorizeButton';
import { ReportParamsForm } from './ReportParamsForm';
import { ReportResultView } from './ReportResultView';
import { RunStatus } from './RunStatus';
import { listTemplates, reportTemplatesKey } from './report-api';
import { reportCellText, type ReportCellText } from './report-cells';
import { auditFilterOfView, initialParams, paramsFromTemplate, paramsToMemorize, paramsToSend } from './report-params';
import type { RangeSettings } from './report-range';
import { useReportRun } from './use-report-run';

type Props = { spec: ReportSpec; view: string | undefined };

/** The organization's week start when the session carries it; Sunday (1) otherwise, as the server reads a missing one. */
const weekStartOf = (session: object) => Number((session as { weekStartsOn?: number }).weekStartsOn ?? 1);

/** A report's screen: parameters, run with progress, the result, earlier runs, memorize. */
export function ReportView({ spec, view }: Props) {
  const session = useOrgSession();
  const orgId = session.organizationId;
  const prefs = useFormats();
  const navigate = useNavigate();
  const today = orgToday(session.timezone);
  const rangeSettings: RangeSettings = useMemo(
    () => ({ payPeriodType: session.payPeriodType, payPeriodStarts: session.payPeriodStarts, weekStartsOn: weekStartOf(session) }),
    [session],
  );
  const [draft, setParams] = useState<ReportParams>(() => initialParams(spec, today, rangeSettings));
  // The audit report's filter is the route's view (links from a record's audit trail).
  const auditFilter = useMemo(() => (spec.params.includes('auditFilter') ? auditFilterOfView(view) : null), [spec, view]);
  const params = useMemo(() => ({ ...draft, filter: auditFilter ? JSON.stringify(auditFilter) : undefined }), [draft, auditFilter]);
  const { run, start, show } = useReportRun(orgId, spec.key);
  const lastSent = useRef<ReportParams | null>(null);
  const cell: ReportCellText = useCallback(
    (column, value) => reportCellText(column, value, prefs, session.timezone),
    [prefs, session.timezone],
  );

  const runWith = useCallback(
    (draft: ReportParams, quiet = false) => {
      const sent = paramsToSend(spec, draft);
      lastSent.current = sent;
      void start(sent, { quiet });
    },
    [spec, start],
  );

  // A memorized report opened from Reports → Memorized Reports: its parameters, run at once.
  const [search] = useSearchParams();
  const templateId = Number(search.get('template') ?? NaN);
  const templates = useQuery({ queryKey: reportTemplatesKey(orgId), queryFn: () => listTemplates(orgId), enabled: templateId > 0 });
  const openedTemplate = useRef<number | null>(null);
  useEffect(() => {
    const template = templates.data?.find((t) => t.id === templateId && t.report === spec.key);
    if (!template || openedTemplate.current === template.id) return;
    openedTemplate.current = template.id;
    const merged = paramsFromTemplate(spec, template.params, today, rangeSettings);
    setParams(merged);
    runWith(merged);
  }, [templates.data, templateId, spec, today, rangeSettings, runWith]);

  // Roll call and the like refresh themselves while open: run at once, then again every N seconds.
  const refreshMs = (spec.refreshSeconds ?? 0) * 1000;
  const firstRun = useRef(false);
  useEffect(() => {
    if (refreshMs === 0 || firstRun.current || templateId > 0) return;
    firstRun.current = true;
    runWith(params);
  }, [refreshMs, runWith, params, templateId]);
  useEffect(() => {
    if (refreshMs === 0 || run.state !== 'done' || !lastSent.current) return;
    const sent = lastSent.current;
    const timer = window.setTimeout(() => runWith(sent, true), refreshMs);
    return () => window.clearTimeout(timer);
  }, [refreshMs, run, runWith]);

  return (
    <Stack p="md" gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {spec.title}
        </Title>
        <Text c="dimmed" size="sm">
          {spec.description}
          {refreshMs > 0 && ` Refreshes itself every ${spec.refreshSeconds} seconds while open.`}
        </Text>
      </Stack>
      <Paper withBorder p="sm">
        <ReportParamsForm
          spec={spec}
          orgId={orgId}
          value={params}
          onChange={setParams}
          onRun={() => runWith(params)}
          running={run.state === 'running'}
          today={today}
          rangeSettings={rangeSettings}
          onClearAuditFilter={() => void navigate(`/orgs/${orgId}/reports/${spec.key}`)}
          actions={
            <MemorizeButton
              orgId={orgId}
              spec={spec}
              params={() => paramsToMemorize(spec, paramsToSend(spec, params), today, rangeSettings)}
            />
          }
        />
      </Paper>
      <RunStatus run={run} />
      {run.state === 'done' && <ReportResultView spec={spec} result={run.result} cell={cell} />}
      <KeptRunsPanel report={spec.key} cell={cell} onOpen={show} />
    </Stack>
  );
}
