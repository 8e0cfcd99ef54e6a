import { parseQuestions } from '@punchline/domain';
import { defineResource, type FieldErrors } from './define';
import { scopeErrors, scopeFields } from './scope-fields';

export const BRIEFING_CONTENT_LABELS: Readonly<Record<string, string>> = { text: 'Text', pdf: 'PDF', link: 'Link' };

export const BRIEFING_FREQUENCY_LABELS: Readonly<Record<string, string>> = {
  once: 'Once, until acknowledged',
  daily: 'Every day',
};

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

function briefingErrors(values: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = scopeErrors(values);
  // What the worker reads: the text or the link the kind names (a PDF is uploaded after saving).
  if (values.contentKind === 'text' && !values.contentText) errors.contentText = ['Text is a required field.'];
  if (values.contentKind === 'link' && !values.contentUrl) errors.contentUrl = ['Link is a required field.'];
  const lines = Array.isArray(values.questions) ? (values.questions as string[]) : [];
  const { errors: questionErrors } = parseQuestions(lines);
  if (questionErrors.length > 0) errors.questions = questionErrors;
  return errors;
}

/**
 * Settings → Users → Briefing Types (issue 35, docs/briefings.md): what a worker must read at the
 * clock before punching (text, a PDF uploaded with the type, or a link), optional questions the
 * worker must answer right, whom it applies to, and how often (once, or each day in the
 * organization's time zone). `skippable`: the organization lets the worker skip it at the clock.
 */
export const briefingTypesResource = defineResource({
  kind: 'briefingtype',
  path: 'briefing/types',
  table: 'briefing_types',
  label: 'Briefing Type',
  labelPlural: 'Briefing Types',
  fields: {
    name: { type: 'text', label: 'Name', required: true, maxLength: 100, unique: true, example: 'Forklift safety rules' },
    contentKind: {
      type: 'choice',
      label: 'Content',
      choices: Object.keys(BRIEFING_CONTENT_LABELS),
      choiceLabels: BRIEFING_CONTENT_LABELS,
      default: 'text',
    },
    contentText: {
      type: 'text',
      label: 'Text',
      maxLength: 10_000,
      multiline: true,
      showWhen: { field: 'contentKind', equals: 'text' },
      example: 'Wear your high-visibility vest on the warehouse floor.',
    },
    contentUrl: {
      type: 'text',
      label: 'Link',
      maxLength: 500,
      pattern: { regex: HTTP_URL, message: 'Enter an address starting with https:// or http://.' },
      showWhen: { field: 'contentKind', equals: 'link' },
      example: 'https://example.com/safety',
    },
    questions: {
      type: 'textList',
      label: 'Questions (one a line: question | *right answer | other choice)',
      maxLength: 500,
      maxItems: 20,
      multiline: true,
      default: [],
      example: [],
    },
    ...scopeFields(['departments', 'orgUnits', 'jobs', 'labels']),
    frequency: {
      type: 'choice',
      label: 'How Often',
      choices: Object.keys(BRIEFING_FREQUENCY_LABELS),
      choiceLabels: BRIEFING_FREQUENCY_LABELS,
      default: 'once',
    },
    skippable: { type: 'bool', label: 'Workers May Skip It At The Clock', default: false },
    active: { type: 'bool', label: 'Active', default: true },
  },
  computed: { pdfName: { type: 'text', label: 'PDF' } },
  list: {
    columns: ['name', 'contentKind', 'appliesTo', 'frequency', 'skippable', 'active'],
    search: ['name'],
    orderBy: 'name',
    allowAll: true,
  },
  access: { read: 'console', write: 'edit_settings' },
  feature: 'briefing',
  check: briefingErrors,
});
