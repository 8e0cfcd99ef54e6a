import { matchPath, type RouteMatch } from '@punchline/domain';
import { useLocation } from 'react-router';

/** The route of the spec's tree that the browser is on (null for screens outside it, e.g. Profile). */
export function useCurrentRoute(): RouteMatch | null {
  return matchPath(useLocation().pathname);
}
