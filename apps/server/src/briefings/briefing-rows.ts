import type { ClockBriefing, ConfigBriefing } from '@punchline/contracts';
import { parseQuestions, type BriefingRule } from '@punchline/domain';
import type { TenantTx } from '../db/tenant';

// A briefing type as the clock and the rules read it, from its row.

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : []);

export type BriefingRow = BriefingRule & ClockBriefing & { correct: number[] };

/** The organization's briefing types (active only, unless `id` names one), as rules and clock content. */
export async function loadBriefings(trx: TenantTx, orgId: number, only?: { id?: number; everyWorker?: boolean }): Promise<BriefingRow[]> {
  let q = trx
    .selectFrom('briefing_types')
    .select([
      'id',
      'name',
      'content_kind',
      'content_text',
      'content_url',
      'pdf_name',
      'questions',
      'applies_to',
      'department_ids',
      'org_unit_ids',
      'job_ids',
      'label_ids',
      'frequency',
      'skippable',
      'active',
    ])
    .where('org_id', '=', orgId)
    .orderBy('name')
    .orderBy('id');
  q = only?.id === undefined ? q.where('active', '=', true) : q.where('id', '=', only.id);
  if (only?.everyWorker) q = q.where('applies_to', '=', 'all');
  const rows = await q.execute();
  return rows.flatMap((r): BriefingRow[] => {
    // A PDF briefing whose file is not uploaded yet has nothing to show: not asked.
    if (r.content_kind === 'pdf' && !r.pdf_name) return [];
    const { questions } = parseQuestions(Array.isArray(r.questions) ? (r.questions as string[]) : []);
    return [
      {
        id: Number(r.id),
        name: r.name,
        contentKind: r.content_kind as ClockBriefing['contentKind'],
        contentText: r.content_kind === 'text' ? r.content_text : null,
        contentUrl: r.content_kind === 'link' ? r.content_url : null,
        pdfName: r.content_kind === 'pdf' ? r.pdf_name : null,
        questions: questions.map((q) => ({ text: q.text, choices: q.choices })),
        correct: questions.map((q) => q.correct),
        appliesTo: r.applies_to as BriefingRule['appliesTo'],
        departmentIds: ids(r.department_ids),
        orgUnitIds: ids(r.org_unit_ids),
        jobIds: ids(r.job_ids),
        labelIds: ids(r.label_ids),
        frequency: r.frequency as BriefingRule['frequency'],
        skippable: r.skippable,
        active: r.active,
      },
    ];
  });
}

/** What the clock shows of a briefing (the right answers stay on the server). */
export const toClock = (b: BriefingRow): ClockBriefing => ({
  id: b.id,
  name: b.name,
  contentKind: b.contentKind,
  contentText: b.contentText,
  contentUrl: b.contentUrl,
  pdfName: b.pdfName,
  questions: b.questions,
  frequency: b.frequency,
  skippable: b.skippable,
});

/** What the configuration carries: with the right answers, so the clock can check them offline. */
export const toConfig = (b: BriefingRow): ConfigBriefing => ({
  ...toClock(b),
  questions: b.questions.map((q, i) => ({ ...q, correct: b.correct[i]! })),
});
