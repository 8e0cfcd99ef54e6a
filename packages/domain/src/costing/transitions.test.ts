import { describe, expect, it } from 'vitest';
import {
  CODE_ANY,
  CODE_OF_JOB1,
  CODE_OF_PHASE101,
  JOB_NONE,
  JOB_OPTIONAL,
  JOB_REQUIRE,
  PHASE_ANY,
  PHASE_OF_JOB1,
  PHASE_OF_JOB3,
  sel,
} from './test-fixtures';
import { changeCostingSelection, visibleCostingFields, type CostingFlags, type CostingVisibility } from './transitions';
import type { CostingField, CostingRecords, CostingSelection } from './types';

type Change = [
  name: string,
  previous: CostingSelection,
  field: CostingField | 'costingIsPartial',
  value: number | boolean | null,
  records: CostingRecords,
  next: CostingSelection,
];

const changes: Change[] = [
  ['choosing a job sets its category', sel(), 'job', 3, { job: JOB_OPTIONAL }, sel({ job: 3, jobCategory: 10 })],
  ['choosing a job without a category empties the category', sel({ jobCategory: 10 }), 'job', 2, { job: JOB_NONE }, sel({ job: 2 })],
  [
    'choosing a job without phases or cost codes clears both',
    sel({ costingIsPartial: true, jobPhase: 102, costCode: 202 }),
    'job',
    2,
    { job: JOB_NONE, jobPhase: PHASE_ANY, costCode: CODE_ANY },
    sel({ costingIsPartial: true, job: 2 }),
  ],
  [
    'choosing a job keeps a phase and cost code it takes',
    sel({ costingIsPartial: true, jobPhase: 102, costCode: 202 }),
    'job',
    3,
    { job: JOB_OPTIONAL, jobPhase: PHASE_ANY, costCode: CODE_ANY },
    sel({ costingIsPartial: true, job: 3, jobCategory: 10, jobPhase: 102, costCode: 202 }),
  ],
  [
    'choosing a job clears the job label',
    sel({ costingIsPartial: true, jobLabel: 7 }),
    'job',
    3,
    { job: JOB_OPTIONAL },
    sel({ costingIsPartial: true, job: 3, jobCategory: 10 }),
  ],
  [
    'choosing another job clears a phase and cost code of the old one',
    sel({ job: 1, jobCategory: 10, jobPhase: 101, costCode: 201 }),
    'job',
    3,
    { job: JOB_OPTIONAL, jobPhase: PHASE_OF_JOB1, costCode: CODE_OF_JOB1 },
    sel({ job: 3, jobCategory: 10 }),
  ],
  [
    'clearing the job clears phase and cost code',
    sel({ costingIsPartial: true, job: 3, jobCategory: 10, jobPhase: 105, costCode: 202 }),
    'job',
    null,
    { jobPhase: PHASE_OF_JOB3, costCode: CODE_ANY },
    sel({ costingIsPartial: true, jobCategory: 10 }),
  ],
  [
    'a job still loading changes only the job and label',
    sel({ costingIsPartial: true, jobLabel: 7, jobPhase: 102 }),
    'job',
    3,
    {},
    sel({ costingIsPartial: true, job: 3, jobPhase: 102 }),
  ],
  [
    'choosing a phase clears a cost code of another phase',
    sel({ job: 1, jobCategory: 10, jobPhase: 101, costCode: 203 }),
    'jobPhase',
    102,
    { job: JOB_REQUIRE, jobPhase: PHASE_ANY, costCode: CODE_OF_PHASE101 },
    sel({ job: 1, jobCategory: 10, jobPhase: 102 }),
  ],
  [
    'choosing a phase keeps a cost code of any phase',
    sel({ job: 1, jobCategory: 10, costCode: 201 }),
    'jobPhase',
    101,
    { job: JOB_REQUIRE, jobPhase: PHASE_OF_JOB1, costCode: CODE_OF_JOB1 },
    sel({ job: 1, jobCategory: 10, jobPhase: 101, costCode: 201 }),
  ],
  [
    'unchecking partial without a job clears label, phase and cost code',
    sel({ costingIsPartial: true, jobLabel: 7, jobPhase: 102, costCode: 202 }),
    'costingIsPartial',
    false,
    {},
    sel(),
  ],
  [
    "unchecking partial keeps the job's phase",
    sel({ costingIsPartial: true, job: 3, jobCategory: 10, jobPhase: 105 }),
    'costingIsPartial',
    false,
    { job: JOB_OPTIONAL },
    sel({ job: 3, jobCategory: 10, jobPhase: 105 }),
  ],
  [
    'checking partial keeps everything',
    sel({ job: 3, jobCategory: 10 }),
    'costingIsPartial',
    true,
    { job: JOB_OPTIONAL },
    sel({ costingIsPartial: true, job: 3, jobCategory: 10 }),
  ],
  [
    'choosing a category leaves the job to validation',
    sel({ job: 3, jobCategory: 10 }),
    'jobCategory',
    20,
    { job: JOB_OPTIONAL },
    sel({ job: 3, jobCategory: 20 }),
  ],
];

describe('changeCostingSelection (SPEC section 4)', () => {
  it.each(changes)('%s', (_name, previous, field, value, records, next) => {
    expect(changeCostingSelection(previous, field, value, records)).toEqual(next);
  });

  it('does not change the selection it was given', () => {
    const previous = sel({ job: 3, jobPhase: 105 });
    changeCostingSelection(previous, 'job', null);
    expect(previous).toEqual(sel({ job: 3, jobPhase: 105 }));
  });
});

const ENHANCED: CostingFlags = { costingEnabled: true, enhancedCostingEnabled: true, jobCategoryEnabled: true };
const NO_CATEGORY: CostingFlags = { ...ENHANCED, jobCategoryEnabled: false };
const BASIC: CostingFlags = { costingEnabled: true, enhancedCostingEnabled: false, jobCategoryEnabled: false };
const OFF: CostingFlags = { costingEnabled: false, enhancedCostingEnabled: false, jobCategoryEnabled: false };

const shows = (...fields: (keyof CostingVisibility)[]): CostingVisibility => ({
  job: fields.includes('job'),
  jobCategory: fields.includes('jobCategory'),
  costingIsPartial: fields.includes('costingIsPartial'),
  jobLabel: fields.includes('jobLabel'),
  jobPhase: fields.includes('jobPhase'),
  costCode: fields.includes('costCode'),
});

type Visible = [
  name: string,
  selection: CostingSelection,
  flags: CostingFlags,
  job: typeof JOB_NONE | undefined,
  expected: CostingVisibility,
];

const visible: Visible[] = [
  ['costing off shows nothing', sel({ job: 3 }), OFF, JOB_OPTIONAL, shows()],
  ['basic costing shows the job only', sel({ job: 3, costingIsPartial: true }), BASIC, JOB_OPTIONAL, shows('job')],
  ['enhanced, nothing chosen', sel(), ENHANCED, undefined, shows('job', 'jobCategory', 'costingIsPartial')],
  ['enhanced without the category feature', sel(), NO_CATEGORY, undefined, shows('job', 'costingIsPartial')],
  [
    'partial and no job: label, phase, cost code',
    sel({ costingIsPartial: true }),
    ENHANCED,
    undefined,
    shows('job', 'jobCategory', 'costingIsPartial', 'jobLabel', 'jobPhase', 'costCode'),
  ],
  [
    'a job with both modes',
    sel({ job: 1 }),
    ENHANCED,
    JOB_REQUIRE,
    shows('job', 'jobCategory', 'costingIsPartial', 'jobPhase', 'costCode'),
  ],
  ['a job with neither mode', sel({ job: 2 }), ENHANCED, JOB_NONE, shows('job', 'jobCategory', 'costingIsPartial')],
  [
    'a job with neither mode, partial: no label beside a job',
    sel({ job: 2, costingIsPartial: true }),
    ENHANCED,
    JOB_NONE,
    shows('job', 'jobCategory', 'costingIsPartial'),
  ],
  [
    'a job with phases only',
    sel({ job: 5 }),
    ENHANCED,
    { ...JOB_NONE, id: 5, jobPhaseMode: 'optional' },
    shows('job', 'jobCategory', 'costingIsPartial', 'jobPhase'),
  ],
  [
    'a job still loading, partial',
    sel({ job: 3, costingIsPartial: true }),
    ENHANCED,
    undefined,
    shows('job', 'jobCategory', 'costingIsPartial', 'jobPhase', 'costCode'),
  ],
  ['a job still loading, not partial', sel({ job: 3 }), ENHANCED, undefined, shows('job', 'jobCategory', 'costingIsPartial')],
];

describe('visibleCostingFields (SPEC sections 4 and 6)', () => {
  it.each(visible)('%s', (_name, selection, flags, job, expected) => {
    expect(visibleCostingFields(selection, flags, job)).toEqual(expected);
  });
});
