import { InfiniteQueryObserver, QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ListPage, ResourceRow } from './list-api';
import { listQueryOptions } from './list-query-options';
import { dropDeleted, invalidateResource, listKey, optionsKey, recordKey, storeSaved, type ListData } from './resource-queries';

const row = (id: number, name = `R${id}`): ResourceRow => ({ id, version: 1, name });
const pageOf = (rows: ResourceRow[], cursor?: string): ListPage => ({ results: rows, cursor, supplementalData: {} });
const listData = (...pages: ListPage[]): ListData => ({
  pages,
  pageParams: pages.map((_, i) => ({ limit: 25, cursor: i ? `c${i}` : undefined })),
});

function seeded() {
  const client = new QueryClient();
  const keys = {
    deptList: listKey(1, 'departments', { active: 'yes' }),
    deptSearch: listKey(1, 'departments', { active: 'all', searchText: 'a' }),
    deptRecord: recordKey(1, 'departments', 4),
    deptOptions: optionsKey(1, 'departments'),
    labelList: listKey(1, 'labels', { active: 'yes' }),
    labelOptions: optionsKey(1, 'labels'),
    otherOrg: listKey(2, 'departments', { active: 'yes' }),
    templatesMenu: ['orgs', 1, 'export-templates', 'labels'] as QueryKey,
  };
  client.setQueryData(keys.deptList, listData(pageOf([row(4), row(5)], 'x'), pageOf([row(6)])));
  client.setQueryData(keys.deptSearch, listData(pageOf([row(4)])));
  for (const key of [keys.deptRecord, keys.deptOptions, keys.labelList, keys.labelOptions, keys.otherOrg, keys.templatesMenu]) {
    client.setQueryData(key, {});
  }
  const stale = (key: QueryKey) => client.getQueryState(key)?.isInvalidated === true;
  return { client, keys, stale };
}

describe('resource queries', () => {
  it('a change invalidates the collection lists, records and picker options of that organization only', async () => {
    const { client, keys, stale } = seeded();
    await invalidateResource(client, 1, 'departments');
    expect([keys.deptList, keys.deptSearch, keys.deptRecord, keys.deptOptions].map(stale)).toEqual([true, true, true, true]);
    expect([keys.labelList, keys.labelOptions, keys.otherOrg, keys.templatesMenu].map(stale)).toEqual([false, false, false, false]);
  });

  it('a template change also refreshes the export menus that list templates', async () => {
    const { client, keys, stale } = seeded();
    await invalidateResource(client, 1, 'integration/templates');
    expect(stale(keys.templatesMenu)).toBe(true);
    expect(stale(keys.deptList)).toBe(false);
  });

  it('leaves the excepted record (a deleted one) alone', async () => {
    const { client, keys, stale } = seeded();
    await invalidateResource(client, 1, 'departments', keys.deptRecord);
    expect(stale(keys.deptRecord)).toBe(false);
    expect(stale(keys.deptList)).toBe(true);
  });

  it('puts a saved record into its record query and every loaded list page at once', () => {
    const { client, keys } = seeded();
    storeSaved(client, 1, 'departments', { ...row(4, 'Bread'), version: 2 });
    expect(client.getQueryData(recordKey(1, 'departments', 4))).toEqual({ id: 4, version: 2, name: 'Bread' });
    const names = (key: QueryKey) => client.getQueryData<ListData>(key)!.pages.flatMap((p) => p.results.map((r) => r.name));
    expect(names(keys.deptList)).toEqual(['Bread', 'R5', 'R6']);
    expect(names(keys.deptSearch)).toEqual(['Bread']);
    dropDeleted(client, 1, 'departments', 5);
    expect(names(keys.deptList)).toEqual(['Bread', 'R6']);
  });
});

describe('list pages', () => {
  it('asks the chosen size for a new page and the same sizes again on a refetch', async () => {
    const client = new QueryClient();
    const key = listKey(1, 'labels', { active: 'yes' });
    const asked: [string | undefined, number][] = [];
    let chosen = 25;
    const fetch = async (cursor: string | undefined, limit: number) => {
      asked.push([cursor, limit]);
      const start = cursor ? Number(cursor) : 0;
      const rows = Array.from({ length: limit }, (_, i) => row(start + i + 1));
      return pageOf(rows, String(start + limit));
    };
    const observer = new InfiniteQueryObserver(
      client,
      listQueryOptions(client, key, fetch, () => chosen),
    );
    const unsubscribe = observer.subscribe(() => {});
    await observer.refetch();
    chosen = 100;
    await observer.fetchNextPage();
    chosen = 50;
    await observer.fetchNextPage();
    expect(asked).toEqual([
      [undefined, 25],
      ['25', 100],
      ['125', 50],
    ]);
    asked.length = 0;
    chosen = 400;
    await observer.refetch();
    expect(asked).toEqual([
      [undefined, 25],
      ['25', 100],
      ['125', 50],
    ]);
    expect(observer.getCurrentResult().data!.pages.flatMap((p) => p.results)).toHaveLength(175);
    unsubscribe();
  });
});
