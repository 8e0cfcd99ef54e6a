import { defineResource, type FieldErrors } from './define';
import { scopeErrors, scopeFields } from './scope-fields';

function questionnaireErrors(values: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  const count = (v: unknown) => (Array.isArray(v) ? v.length : 0);
  if (count(values.yesQuestions) + count(values.noQuestions) === 0) errors.yesQuestions = ['Ask at least one question.'];
  const all = [...((values.yesQuestions as string[] | null) ?? []), ...((values.noQuestions as string[] | null) ?? [])];
  const keys = all.map((q) => q.trim().toLowerCase());
  if (new Set(keys).size !== keys.length) errors.noQuestions = ['Each question may be asked only once.'];
  return { ...errors, ...scopeErrors(values) };
}

/**
 * Settings → Users → Health & Safety, Questionnaires tab (issue 35, docs/health-safety.md): yes/no
 * questions asked at the clock when a worker clocks in, each passed by its answer (Yes for the
 * first list, No for the second); a failing answer refuses the punch and shows the contact text.
 * Served while the organization uses credentials or briefings (SPEC section 6).
 */
export const healthQuestionnairesResource = defineResource({
  kind: 'healthquestionnaire',
  path: 'health/questionnaires',
  table: 'health_questionnaires',
  label: 'Questionnaire',
  labelPlural: 'Questionnaires',
  fields: {
    name: { type: 'text', label: 'Name', required: true, maxLength: 100, unique: true, example: 'Fit for duty' },
    yesQuestions: {
      type: 'textList',
      label: 'Questions Passed By Yes (one per line)',
      maxItems: 20,
      multiline: true,
      example: ['Are you fit for duty?'],
    },
    noQuestions: {
      type: 'textList',
      label: 'Questions Passed By No (one per line)',
      maxItems: 20,
      multiline: true,
      example: ['Do you have any symptoms?'],
    },
    contactText: {
      type: 'text',
      label: 'Whom To Contact On A Failed Answer',
      required: true,
      maxLength: 300,
      example: 'Call Dana Cole at 555-0100 before your shift.',
    },
    // Not by job: asked before the worker chooses one.
    ...scopeFields(['departments', 'orgUnits', 'labels']),
    skippable: { type: 'bool', label: 'Workers May Skip It', default: false },
    active: { type: 'bool', label: 'Active', default: true },
  },
  list: { columns: ['name', 'appliesTo', 'skippable', 'active'], search: ['name'], orderBy: 'name', allowAll: true },
  access: { read: 'edit_employees', write: 'edit_employees' },
  check: questionnaireErrors,
});
