import { sql, type RawBuilder } from 'kysely';
import { escapeLike } from '../orgs/org-summaries';

/**
 * The search box of a list whose rows belong to a worker (punches, clock logs): the row's own text
 * or its worker's name, so 'ana', 'Ana Smith' and 'Smith, Ana' all find Ana Smith's rows, whichever
 * name format the organization shows. `workerAlias` is the query's alias of the joined employees.
 */
export function textOrWorkerName(search: string, ownText: string, workerAlias: string): RawBuilder<boolean> {
  const like = `%${escapeLike(search)}%`;
  const first = sql.ref(`${workerAlias}.first_name`);
  const last = sql.ref(`${workerAlias}.last_name`);
  const display = sql.ref(`${workerAlias}.display_name`);
  return sql<boolean>`(${sql.ref(ownText)} ilike ${like}
    or (${first} || ' ' || ${last}) ilike ${like}
    or (${last} || ', ' || ${first}) ilike ${like}
    or coalesce(${display}, '') ilike ${like})`;
}
