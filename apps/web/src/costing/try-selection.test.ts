import { describe, expect, it } from 'vitest';
import { flagsWithMode, openJobsText, tryResult } from './try-selection';

describe('the costing gates of the costing mode being edited', () => {
  it.each([
    [['job_costing', 'job_category'], 'enhanced', { costingEnabled: true, enhancedCostingEnabled: true, jobCategoryEnabled: true }],
    [['job_costing'], 'enhanced', { costingEnabled: true, enhancedCostingEnabled: true, jobCategoryEnabled: false }],
    [['job_costing', 'job_category'], 'basic', { costingEnabled: true, enhancedCostingEnabled: false, jobCategoryEnabled: false }],
    [['job_category'], 'enhanced', { costingEnabled: false, enhancedCostingEnabled: false, jobCategoryEnabled: false }],
  ])('%j in %s costing', (features, mode, flags) => {
    expect(flagsWithMode(features, mode)).toEqual(flags);
  });
});

describe('the verdict on a selection', () => {
  it('says it is valid, for the worker when one is chosen', () => {
    expect(tryResult({}, 'Ann Lee')).toEqual({ state: 'valid', text: 'This selection is valid for Ann Lee.', problems: [] });
    expect(tryResult({}, null).text).toBe('This selection is valid.');
  });

  it('gives no verdict while the chosen records load', () => {
    expect(tryResult({ job: ['Job is a required field.'] }, 'Ann Lee', true)).toEqual({
      state: 'checking',
      text: 'Checking the selection…',
      problems: [],
    });
  });

  it('lists each problem in the form order, named by its field unless the message names it', () => {
    const result = tryResult(
      {
        costCode: ['Cost Code is a required field.'],
        jobCategory: ['This selection is not valid.'],
        costingIsPartial: ['Partial costing with a job label needs time clock app 3.1 or later.'],
      },
      'Ann Lee',
    );
    expect(result).toEqual({
      state: 'invalid',
      text: 'This selection is not valid for Ann Lee:',
      problems: [
        'Job Category: This selection is not valid.',
        'Cost Code is a required field.',
        'Partial Costing: Partial costing with a job label needs time clock app 3.1 or later.',
      ],
    });
  });
});

describe('the jobs a worker may use', () => {
  it('counts them and says when the list stops short', () => {
    expect(openJobsText('Ann Lee', 0, false)).toBe('Ann Lee may use no job.');
    expect(openJobsText('Ann Lee', 3, false)).toBe('Jobs Ann Lee may use (3):');
    expect(openJobsText('Ann Lee', 50, true)).toBe('Jobs Ann Lee may use (the first 50):');
  });
});
