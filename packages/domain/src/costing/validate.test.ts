import { describe, expect, it } from 'vitest';
import {
  CODE_ANY,
  CODE_OF_JOB1,
  CODE_OF_JOB3,
  CODE_OF_PHASE101,
  JOB_NONE,
  JOB_OPTIONAL,
  JOB_REQUIRE,
  PHASE_ANY,
  PHASE_CAT10,
  PHASE_CAT20,
  PHASE_OF_JOB1,
  PHASE_OF_JOB3,
  sel,
} from './test-fixtures';
import type { CostingContext, CostingErrors, CostingSelection } from './types';
import { appVersionAtLeast } from './app-version';
import { isJobRequired, requiredCostingFields, validateCostingSelection } from './validate';

const INVALID = 'This selection is not valid.';
const INVALID_CONVERT = 'This selection is not valid. It is only required for an IN punch.';
const ENH: CostingContext = { enhanced: true, jobRequired: true };
const OPTIONAL_JOB: CostingContext = { enhanced: true, jobRequired: false };
const BASIC: CostingContext = { enhanced: false, jobRequired: true };

type Case = [name: string, selection: CostingSelection, context: CostingContext, errors: CostingErrors];

const cases: Case[] = [
  // The job.
  ['an empty selection where the org requires a job', sel(), ENH, { job: ['Job is a required field.'] }],
  ['an empty selection where the org does not require a job', sel(), OPTIONAL_JOB, {}],
  ['a category alone still needs a job', sel({ jobCategory: 10 }), OPTIONAL_JOB, { job: ['Job is a required field.'] }],
  ['partial waives the job', sel({ costingIsPartial: true }), ENH, {}],
  ['partial with a category and no job', sel({ costingIsPartial: true, jobCategory: 10 }), ENH, {}],
  ['required-validation off waives the job', sel(), { ...ENH, requiredValidation: false }, {}],
  [
    'required-validation off waives the job beside a category',
    sel({ jobCategory: 10 }),
    { ...OPTIONAL_JOB, requiredValidation: false },
    {},
  ],
  ['a job that is not found', sel({ job: 99 }), { ...ENH, job: null }, { job: [INVALID] }],
  ['a job with nothing else to choose', sel({ job: 2 }), { ...ENH, job: JOB_NONE }, {}],
  // The category.
  ["the job's own category", sel({ job: 3, jobCategory: 10 }), { ...ENH, job: JOB_OPTIONAL }, {}],
  ["another category than the job's", sel({ job: 3, jobCategory: 20 }), { ...ENH, job: JOB_OPTIONAL }, { jobCategory: [INVALID] }],
  ['a category on a job without one', sel({ job: 2, jobCategory: 20 }), { ...ENH, job: JOB_NONE }, { jobCategory: [INVALID] }],
  ['partial lets the category differ', sel({ job: 3, jobCategory: 20, costingIsPartial: true }), { ...ENH, job: JOB_OPTIONAL }, {}],
  // The phase.
  [
    'a job whose phases and cost codes are required',
    sel({ job: 1, jobCategory: 10 }),
    { ...ENH, job: JOB_REQUIRE },
    {
      jobPhase: ['Job Phase is a required field.'],
      costCode: ['Cost Code is a required field.'],
    },
  ],
  [
    'required phase and cost code chosen',
    sel({ job: 1, jobCategory: 10, jobPhase: 101, costCode: 201 }),
    { ...ENH, job: JOB_REQUIRE, jobPhase: PHASE_OF_JOB1, costCode: CODE_OF_JOB1 },
    {},
  ],
  [
    'partial waives a required phase and cost code',
    sel({ job: 1, jobCategory: 10, costingIsPartial: true }),
    { ...ENH, job: JOB_REQUIRE },
    {},
  ],
  [
    'required-validation off waives them too',
    sel({ job: 1, jobCategory: 10 }),
    { ...ENH, job: JOB_REQUIRE, requiredValidation: false },
    {},
  ],
  ['an optional phase left empty', sel({ job: 3, jobCategory: 10 }), { ...ENH, job: JOB_OPTIONAL }, {}],
  ['a phase of any job', sel({ job: 3, jobCategory: 10, jobPhase: 102 }), { ...ENH, job: JOB_OPTIONAL, jobPhase: PHASE_ANY }, {}],
  [
    "a phase of the job's category",
    sel({ job: 3, jobCategory: 10, jobPhase: 103 }),
    { ...ENH, job: JOB_OPTIONAL, jobPhase: PHASE_CAT10 },
    {},
  ],
  [
    'a phase of another category',
    sel({ job: 3, jobCategory: 10, jobPhase: 104 }),
    { ...ENH, job: JOB_OPTIONAL, jobPhase: PHASE_CAT20 },
    { jobPhase: [INVALID] },
  ],
  [
    'a phase of another job',
    sel({ job: 3, jobCategory: 10, jobPhase: 101 }),
    { ...ENH, job: JOB_OPTIONAL, jobPhase: PHASE_OF_JOB1 },
    { jobPhase: [INVALID] },
  ],
  [
    'a phase on a job without phases',
    sel({ job: 2, jobPhase: 102 }),
    { ...ENH, job: JOB_NONE, jobPhase: PHASE_ANY },
    { jobPhase: [INVALID] },
  ],
  [
    'a phase on a job without phases, even partial',
    sel({ job: 2, jobPhase: 102, costingIsPartial: true }),
    { ...ENH, job: JOB_NONE, jobPhase: PHASE_ANY },
    { jobPhase: [INVALID] },
  ],
  ['a phase without a job, not partial', sel({ jobPhase: 102 }), { ...OPTIONAL_JOB, jobPhase: PHASE_ANY }, { jobPhase: [INVALID] }],
  [
    'a phase that is not found',
    sel({ job: 3, jobCategory: 10, jobPhase: 999 }),
    { ...ENH, job: JOB_OPTIONAL, jobPhase: null },
    { jobPhase: [INVALID] },
  ],
  [
    'partial: a phase of the chosen category, no job',
    sel({ costingIsPartial: true, jobCategory: 10, jobPhase: 103 }),
    { ...ENH, jobPhase: PHASE_CAT10 },
    {},
  ],
  [
    'partial: a phase of another category, no job',
    sel({ costingIsPartial: true, jobCategory: 10, jobPhase: 104 }),
    { ...ENH, jobPhase: PHASE_CAT20 },
    { jobPhase: [INVALID] },
  ],
  [
    "partial: a job's own phase, the job comes later",
    sel({ costingIsPartial: true, jobPhase: 105 }),
    { ...ENH, jobPhase: PHASE_OF_JOB3 },
    {},
  ],
  // The cost code.
  ['a cost code of the job', sel({ job: 3, jobCategory: 10, costCode: 204 }), { ...ENH, job: JOB_OPTIONAL, costCode: CODE_OF_JOB3 }, {}],
  ['a cost code of any job', sel({ job: 3, jobCategory: 10, costCode: 202 }), { ...ENH, job: JOB_OPTIONAL, costCode: CODE_ANY }, {}],
  [
    'a cost code of another job',
    sel({ job: 3, jobCategory: 10, costCode: 201 }),
    { ...ENH, job: JOB_OPTIONAL, costCode: CODE_OF_JOB1 },
    { costCode: [INVALID] },
  ],
  [
    'a cost code of the chosen phase',
    sel({ job: 1, jobCategory: 10, jobPhase: 101, costCode: 203 }),
    { ...ENH, job: JOB_REQUIRE, jobPhase: PHASE_OF_JOB1, costCode: CODE_OF_PHASE101 },
    {},
  ],
  [
    'a cost code of another phase',
    sel({ job: 1, jobCategory: 10, jobPhase: 102, costCode: 203 }),
    { ...ENH, job: JOB_REQUIRE, jobPhase: PHASE_ANY, costCode: CODE_OF_PHASE101 },
    { costCode: [INVALID] },
  ],
  [
    'a phase-bound cost code without its phase',
    sel({ job: 3, jobCategory: 10, costCode: 203 }),
    { ...ENH, job: JOB_OPTIONAL, costCode: { ...CODE_OF_PHASE101, jobId: 3 } },
    { costCode: [INVALID] },
  ],
  [
    'partial: a phase-bound cost code, phase later',
    sel({ job: 3, jobCategory: 10, costCode: 203, costingIsPartial: true }),
    { ...ENH, job: JOB_OPTIONAL, costCode: { ...CODE_OF_PHASE101, jobId: 3 } },
    {},
  ],
  [
    'a cost code on a job without cost codes',
    sel({ job: 2, costCode: 202 }),
    { ...ENH, job: JOB_NONE, costCode: CODE_ANY },
    { costCode: [INVALID] },
  ],
  [
    'a cost code that is not found',
    sel({ job: 3, jobCategory: 10, costCode: 999 }),
    { ...ENH, job: JOB_OPTIONAL, costCode: null },
    { costCode: [INVALID] },
  ],
  // The job label.
  ['partial: a job label and no job', sel({ costingIsPartial: true, jobLabel: 7 }), ENH, {}],
  [
    'a job label beside a job',
    sel({ costingIsPartial: true, jobLabel: 7, job: 3, jobCategory: 10 }),
    { ...ENH, job: JOB_OPTIONAL },
    { jobLabel: [INVALID] },
  ],
  ['a job label without partial', sel({ jobLabel: 7 }), OPTIONAL_JOB, { jobLabel: [INVALID] }],
  // The convert dialog's wording.
  [
    'the convert dialog words "not valid" its own way',
    sel({ job: 3, jobCategory: 20 }),
    { ...ENH, job: JOB_OPTIONAL, convertDialog: true },
    { jobCategory: [INVALID_CONVERT] },
  ],
  ['the convert dialog keeps the required message', sel(), { ...ENH, convertDialog: true }, { job: ['Job is a required field.'] }],
  // Records still loading decide nothing.
  ['a job still loading', sel({ job: 1, jobCategory: 20, jobPhase: 102 }), ENH, {}],
  ['a stale record of another job is not read', sel({ job: 3, jobCategory: 10 }), { ...ENH, job: JOB_REQUIRE }, {}],
  // Basic costing reads only the job.
  ['basic: job required by the org', sel(), BASIC, { job: ['Job is a required field.'] }],
  ['basic: job not required', sel(), { ...BASIC, jobRequired: false }, {}],
  ['basic: partial means nothing', sel({ costingIsPartial: true }), BASIC, { job: ['Job is a required field.'] }],
  ['basic: phase modes are not read', sel({ job: 1 }), { ...BASIC, job: JOB_REQUIRE }, {}],
  // Devices too old for partial costing.
  [
    'partial phase from app 2.10',
    sel({ costingIsPartial: true, jobPhase: 102 }),
    { ...ENH, jobPhase: PHASE_ANY, clockAppVersion: '2.10.4' },
    {
      costingIsPartial: ['Partial costing with a job phase or cost code needs time clock app 2.11 or later.'],
    },
  ],
  [
    'partial cost code from app 2.9',
    sel({ costingIsPartial: true, costCode: 202 }),
    { ...ENH, costCode: CODE_ANY, clockAppVersion: '2.9' },
    {
      costingIsPartial: ['Partial costing with a job phase or cost code needs time clock app 2.11 or later.'],
    },
  ],
  [
    'partial phase from app 2.11',
    sel({ costingIsPartial: true, jobPhase: 102 }),
    { ...ENH, jobPhase: PHASE_ANY, clockAppVersion: '2.11' },
    {},
  ],
  [
    'partial job label from app 3.0.9',
    sel({ costingIsPartial: true, jobLabel: 7 }),
    { ...ENH, clockAppVersion: '3.0.9' },
    {
      costingIsPartial: ['Partial costing with a job label needs time clock app 3.1 or later.'],
    },
  ],
  ['partial job label from app 3.1.0', sel({ costingIsPartial: true, jobLabel: 7 }), { ...ENH, clockAppVersion: '3.1.0' }, {}],
  ['partial category only from an old app', sel({ costingIsPartial: true, jobCategory: 10 }), { ...ENH, clockAppVersion: '1.0' }, {}],
  [
    'a complete selection from an old app',
    sel({ job: 3, jobCategory: 10, jobPhase: 105 }),
    { ...ENH, job: JOB_OPTIONAL, jobPhase: PHASE_OF_JOB3, clockAppVersion: '1.0' },
    {},
  ],
  [
    'an unreadable app version is too old',
    sel({ costingIsPartial: true, jobPhase: 102 }),
    { ...ENH, jobPhase: PHASE_ANY, clockAppVersion: 'beta' },
    {
      costingIsPartial: ['Partial costing with a job phase or cost code needs time clock app 2.11 or later.'],
    },
  ],
];

describe('validateCostingSelection', () => {
  it.each(cases)('%s', (_name, selection, context, errors) => {
    expect(validateCostingSelection(selection, context)).toEqual(errors);
  });
});

describe('required fields', () => {
  it('marks what the rules would ask for', () => {
    expect(requiredCostingFields(sel({ job: 1 }), { ...ENH, job: JOB_REQUIRE })).toEqual(['job', 'jobPhase', 'costCode']);
    expect(requiredCostingFields(sel({ job: 1 }), { ...OPTIONAL_JOB, job: JOB_REQUIRE })).toEqual(['jobPhase', 'costCode']);
    expect(requiredCostingFields(sel({ job: 1, costingIsPartial: true }), { ...ENH, job: JOB_REQUIRE })).toEqual([]);
    expect(requiredCostingFields(sel(), ENH)).toEqual(['job']);
    expect(requiredCostingFields(sel(), OPTIONAL_JOB)).toEqual([]);
    expect(isJobRequired(sel({ jobCategory: 4 }), OPTIONAL_JOB)).toBe(true);
    expect(isJobRequired(sel({ jobCategory: 4 }), { ...OPTIONAL_JOB, enhanced: false })).toBe(false);
  });
});

describe('appVersionAtLeast', () => {
  it.each([
    ['2.11', '2.11', true],
    ['2.11.0', '2.11', true],
    ['2.9.9', '2.11', false],
    ['10.0', '3.1', true],
    ['3.1-beta', '3.1', true],
    ['3', '3.1', false],
    ['', '2.11', false],
  ] as const)('%s against %s', (version, min, expected) => {
    expect(appVersionAtLeast(version, min)).toBe(expected);
  });
});
