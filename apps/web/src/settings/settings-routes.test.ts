import { getRoute } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, SINGLE_RECORDS } from './routes';

// The router spells the settings paths out (to keep the route tree off the sign-in page);
// they must stay the tree's paths.
describe('settings routes', () => {
  it.each([...COLLECTIONS, ...SINGLE_RECORDS])('%s is mounted at its path in the route tree', (route, relativePath) => {
    const fromTree = getRoute(route)
      .fullPath.replace(/^\/orgs\/\{orgId\}\//, '')
      .replace(/\{(\w+)\?\}/g, ':$1?');
    expect(relativePath).toBe(fromTree);
  });
});
