import { teamsResource } from '@punchline/contracts';
import { ResourceScreen } from '../lists/ResourceScreen';

/**
 * Manage → Schedule → Teams (issue 19): named groups of workers with a lead, on the resource
 * toolkit. The schedule board groups and filters by them.
 */
export function TeamsScreen() {
  return <ResourceScreen def={teamsResource} routeName="org.manage.schedule.teams" />;
}
