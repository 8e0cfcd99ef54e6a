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
