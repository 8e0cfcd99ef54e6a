import type { ResourceDef } from '@punchline/contracts';
import { buildPath, findRoute, hasPermission, parseView, serializeViewFilter } from '@punchline/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DetailLoader } from '../detail/DetailLoader';
import { useOrgSession } from '../layout/use-org-session';
import { useListScreen } from './use-list-screen';
import { ListView } from './ListView';
import { screenActions } from './screen-actions';
import type { ScreenConfig } from './screen-config';
import { screenConfigOf } from './screen-overrides';

type Props = {
  def: ResourceDef;
  routeName: string;
  /** Overrides of this screen (columns, filters, form, actions) over the registered ones. */
  config?: ScreenConfig;
  /** Shown beside the list's title (a switch to a related list). */
  heading?: ReactNode;
};

/**
 * A master-detail screen for any collection: the route's `{view?}` picks the list (with its JSON
 * filter), the add form ('new') or an item (its id). The list's query stays while an item is
 * open, so the pager walks its rows and Back to List returns to the same rows and filter. A route
 * without `{view?}` (SPEC section 2: payroll payCodes, shifts roundingRules...) keeps the same
 * view in the screen's own state instead of the address.
 */
export function ResourceScreen({ def, routeName, config: own, heading }: Props) {
  const session = useOrgSession();
  const orgId = session.organizationId;
  const navigate = useNavigate();
  const params = useParams();
  const inAddress = findRoute(routeName)?.fullPath.includes('{view?}') ?? true;
  const [ownView, setOwnView] = useState<string | undefined>(undefined);
  const view = parseView(inAddress ? params.view : ownView, console);
  const config = useMemo(() => screenConfigOf(def.path, own), [def.path, own]);
  const show = (next: string | undefined) => void (inAddress ? navigate(buildPath(routeName, { orgId, view: next })) : setOwnView(next));
  const { filter, list, listProps } = useListScreen(orgId, def, view, show);
  const perms = session.permissions;
  const actions = useMemo(() => screenActions(def, config, perms), [def, config, perms]);

  const go = (next?: string) => show(next ?? serializeViewFilter(filter));

  if (view.mode === 'list') {
    return (
      <ListView
        {...listProps}
        onOpen={(id) => void go(id === null ? 'new' : String(id))}
        canWrite={hasPermission(perms, def.access.write)}
        config={config}
        actions={actions}
        heading={heading}
      />
    );
  }
  return (
    <DetailLoader
      key={def.path}
      def={def}
      orgId={orgId}
      id={view.mode === 'edit' ? view.id : null}
      rows={list.rows}
      readOnly={!hasPermission(perms, def.access.write)}
      canAudit={hasPermission(perms, 'view_audit')}
      canSeeSensitive={hasPermission(perms, 'access_employee_sensitive')}
      config={config}
      actions={actions.record}
      go={go}
    />
  );
}
