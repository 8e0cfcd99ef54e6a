import { defineResource, type FieldErrors } from './define';

/** Who a health questionnaire applies to (the credential policies' scope, without jobs: asked before the job is chosen). */
export const HEALTH_SCOPE_LABELS: Readonly<Record<string, string>> = {
  all: 'Every worker',
  departments: 'Workers of these departments',
  orgUnits: 'Workers of these org units',
  labels: 'Workers with these labels',
};

const scoped = (scope: string) => ({ field: 'appliesTo', equals: scope });
const SCOPE_LISTS: Record<string, string> = { departments: 'departmentIds', orgUnits: 'orgUnitIds', labels: 'labelIds' };

function questionnaireErrors(values: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  const count = (v: unknown) => (Array.isArray(v) ? v.length : 0);
  if (count(values.yesQuestions) + count(values.noQuestions) === 0) errors.yesQuestions = ['Ask at least one question.'];
  const all = [...((values.yesQuestions as string[] | null) ?? []), ...((values.noQuestions as string[] | null) ?? [])];
  const keys = all.map((q) => q.trim().toLowerCase());
  if (new Set(keys).size !== keys.length) errors.noQuestions = ['Each question may be asked only once.'];
  const list = SCOPE_LISTS[String(values.appliesTo)];
  const ids = list ? values[list] : undefined;
  if (list && !(Array.isArray(ids) && ids.length > 0)) errors[list] = ['Choose at least one.'];
  return errors;
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
    appliesTo: {
      type: 'choice',
      label: 'Applies To',
      choices: Object.keys(HEALTH_SCOPE_LABELS),
      choiceLabels: HEALTH_SCOPE_LABELS,
      default: 'all',
    },
    departmentIds: {
      type: 'idList',
      label: 'Departments',
      maxItems: 500,
      ref: { kind: 'department', table: 'departments' },
      showWhen: scoped('departments'),
    },
    orgUnitIds: {
      type: 'idList',
      label: 'Org Units',
      maxItems: 500,
      ref: { kind: 'orgunit', table: 'org_units' },
      showWhen: scoped('orgUnits'),
    },
    labelIds: { type: 'idList', label: 'Labels', maxItems: 500, ref: { kind: 'label', table: 'labels' }, showWhen: scoped('labels') },
    skippable: { type: 'bool', label: 'Workers May Skip It', default: false },
    active: { type: 'bool', label: 'Active', default: true },
  },
  list: { columns: ['name', 'appliesTo', 'skippable', 'active'], search: ['name'], orderBy: 'name', allowAll: true },
  access: { read: 'edit_employees', write: 'edit_employees' },
  check: questionnaireErrors,
});
