import type { ResourceDef } from '@punchline/contracts';
import { hasPermission, type Permission } from '@punchline/domain';
import { runAction, type ResourceRow } from './list-api';
import type { ScreenAction, ScreenConfig } from './screen-config';

// By convention, activate and deactivate actions are offered on a record only when they change it.
const HIDDEN_FOR: Record<string, (row: ResourceRow) => boolean> = {
  activate: (row) => row.active === true,
  deactivate: (row) => row.active === false,
};

export type ScreenActions = { record: ScreenAction<ResourceRow>[]; bulk: ScreenAction<number[]>[] };

/**
 * The buttons a screen offers: the definition's actions (each on the open record unless the
 * screen's form offers it, `bulk` ones also on the selection) and the screen's own, the ones the
 * user may run (write permission and the action's own).
 */
export function screenActions(def: ResourceDef, config: ScreenConfig, permissions: readonly string[]): ScreenActions {
  const allowed = (a: { permission?: Permission }) =>
    hasPermission(permissions, def.access.write) && (!a.permission || hasPermission(permissions, a.permission));
  const defined = Object.entries(def.actions ?? {});
  const record: ScreenAction<ResourceRow>[] = defined
    .filter(([name]) => !config.formActions?.includes(name))
    .map(([name, a]) => ({
      label: a.label,
      confirm: a.confirm,
      permission: a.permission,
      input: a.input,
      hiddenFor: HIDDEN_FOR[name],
      run: (row, ctx, data) => runAction(ctx.orgId, ctx.def, name, { id: row.id }, data),
    }));
  const bulk: ScreenAction<number[]>[] = defined
    .filter(([, a]) => a.bulk)
    .map(([name, a]) => ({
      label: a.label,
      confirm: a.confirm,
      permission: a.permission,
      input: a.input,
      run: (ids, ctx, data) => runAction(ctx.orgId, ctx.def, name, { ids }, data),
    }));
  return {
    record: [...record, ...(config.recordActions ?? [])].filter(allowed),
    bulk: [...bulk, ...(config.bulkActions ?? [])].filter(allowed),
  };
}
