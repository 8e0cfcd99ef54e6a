import { departmentsResource } from '@punchline/contracts';
import { describe, expect, it } from 'vitest';
import { screenActions } from './screen-actions';

const def = {
  ...departmentsResource,
  actions: {
    approve: { label: 'Approve', bulk: true, confirm: 'Approve {count} departments?' },
    recompute: { label: 'Recompute', permission: 'edit_punches' as const },
  },
};
const own = { label: 'Print badge', run: async () => null };

describe('screen actions', () => {
  it('offers every action on a record, bulk ones on the selection, and the screen own ones', () => {
    const actions = screenActions(def, { recordActions: [own] }, ['edit_settings', 'edit_punches']);
    expect(actions.record.map((a) => a.label)).toEqual(['Approve', 'Recompute', 'Print badge']);
    expect(actions.bulk.map((a) => [a.label, a.confirm])).toEqual([['Approve', 'Approve {count} departments?']]);
  });

  it('hides actions the user may not run', () => {
    expect(screenActions(def, {}, ['edit_settings']).record.map((a) => a.label)).toEqual(['Approve']);
    expect(screenActions(def, { recordActions: [own] }, ['edit_punches']).record).toEqual([]);
  });
});

describe('actions that ask for values or fit only some records', () => {
  const workers = {
    ...departmentsResource,
    actions: {
      activate: { label: 'Activate', bulk: true },
      deactivate: { label: 'Deactivate', bulk: true },
      resetPin: { label: 'Reset PIN', bulk: true },
      setDepartment: {
        label: 'Set Department',
        bulk: true,
        input: { departmentId: { type: 'ref' as const, label: 'Department', required: true } },
      },
    },
  };

  it('leaves the actions a screen form offers out of the record header, not out of the bulk bar', () => {
    const actions = screenActions(workers, { formActions: ['resetPin', 'setDepartment'] }, ['edit_settings']);
    expect(actions.record.map((a) => a.label)).toEqual(['Activate', 'Deactivate']);
    expect(actions.bulk.map((a) => a.label)).toEqual(['Activate', 'Deactivate', 'Reset PIN', 'Set Department']);
    expect(actions.bulk[3]!.input).toEqual(workers.actions.setDepartment.input);
  });

  it('offers Activate only on an inactive record and Deactivate only on an active one', () => {
    const [activate, deactivate] = screenActions(workers, {}, ['edit_settings']).record;
    const row = (active: boolean) => ({ id: 1, version: 1, active });
    expect([activate!.hiddenFor?.(row(true)), deactivate!.hiddenFor?.(row(true))]).toEqual([true, false]);
    expect([activate!.hiddenFor?.(row(false)), deactivate!.hiddenFor?.(row(false))]).toEqual([false, true]);
  });
});
