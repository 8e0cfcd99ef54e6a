import { parseView, type ViewState } from '@punchline/domain';

/** The two lists of Settings → Users: the workers, and the administrators (organization users). */
export type UsersGroup = 'workers' | 'administrators';

/**
 * Which list a Users view parameter asks for: the JSON filter's `group` (SPEC section 2 lists it
 * among the filter keys) says administrators; anything else, and the add and edit views (a
 * worker's), are the workers.
 */
export function groupOf(view: ViewState): UsersGroup {
  return view.mode === 'list' && view.filter.group === 'administrators' ? 'administrators' : 'workers';
}

/** The view parameter of a group's list: none for the workers, `{"group":"administrators"}`. */
export function viewOfGroup(group: UsersGroup): string | undefined {
  return group === 'administrators' ? JSON.stringify({ group }) : undefined;
}

/** The group shown: administrators only for holders of edit_org_users. */
export function shownGroup(view: string | undefined, canEditAdministrators: boolean): UsersGroup {
  return canEditAdministrators ? groupOf(parseView(view)) : 'workers';
}
