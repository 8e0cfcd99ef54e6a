import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { ResourceDef } from '@punchline/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { BulkImportButton } from '../bulk-import/BulkImportButton';
import { ExportMenu } from '../exports/ExportMenu';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';
import { ActionButtons } from './ActionButtons';
import { BulkActions } from './BulkActions';
import { columnSource, formatCell, refKinds, withExtraValues } from './cell-format';
import { ColumnChooser } from './ColumnChooser';
import { columnPrefsKey, defaultColumns } from './column-prefs';
import { FilterDrawer } from './FilterDrawer';
import { filterCount, type ListFilter } from './list-query';
import { ListGrid } from './ListGrid';
import { ListToolbar } from './ListToolbar';
import { MoreResults } from './MoreResults';
import { useRefNames } from './ref-options';
import { invalidateResource } from './resource-queries';
import type { ScreenConfig } from './screen-config';
import type { ScreenActions } from './screen-actions';
import { useBulkSetActive } from './use-bulk-active';
import { useColumnPrefs } from './use-column-prefs';
import type { ResourceList } from './use-resource-list';
import { viewerOf, visibleTo } from './viewer';

type Props = {
  def: ResourceDef;
  orgId: number;
  list: ResourceList;
  search: string;
  onSearch: (text: string) => void;
  showActive: boolean;
  onShowActive: (value: boolean) => void;
  filter: ListFilter;
  onFilter: (filter: ListFilter) => void;
  /** Opens an item, or the add form for null. */
  onOpen: (id: number | null) => void;
  canWrite: boolean;
  config: ScreenConfig;
  actions: ScreenActions;
  /** Beside the title (a switch between related lists). */
  heading?: ReactNode;
};

/** The list screen of any collection (SPEC section 2 List screens). */
export function ListView({
  def,
  orgId,
  list,
  search,
  onSearch,
  showActive,
  onShowActive,
  filter,
  onFilter,
  onOpen,
  canWrite,
  config,
  actions,
  heading,
}: Props) {
  const prefsOfOrg = useFormats();
  const session = useOrgSession();
  const { timezone } = session;
  const source = useMemo(() => columnSource(def, config.columns, config.listColumns), [def, config.columns, config.listColumns]);
  const viewer = useMemo(() => viewerOf(session), [session]);
  const defaults = useMemo(
    () => defaultColumns(source.fields, source.listColumns, prefsOfOrg.allColumns, visibleTo(viewer), source.extras),
    [source, prefsOfOrg.allColumns, viewer],
  );
  const prefs = useColumnPrefs(columnPrefsKey(orgId, def.path), defaults);
  const shown = prefs.columns.filter((c) => c.visible).map((c) => c.field);
  const refName = useRefNames(orgId, refKinds(source.fields, shown));
  const format = useCallback(
    (field: string, value: unknown) => formatCell(source.fields[field], value, { prefs: prefsOfOrg, timeZone: timezone, refName }),
    [source, prefsOfOrg, timezone, refName],
  );
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [bulk, setBulk] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const setActive = useBulkSetActive(orgId, def);
  const client = useQueryClient();
  const onImported = () => {
    void invalidateResource(client, orgId, def.path);
    if (!list.loaded) list.load();
  };

  // Extra columns are computed in the browser: exports get their values on the rows.
  const exportRows = useMemo(() => withExtraValues(list.rows, config.columns), [list.rows, config.columns]);
  const { loadAll: loadAllRows } = list;
  const loadAll = useCallback(async () => {
    const rows = await loadAllRows();
    return rows && withExtraValues(rows, config.columns);
  }, [loadAllRows, config.columns]);

  const setBulkMode = (on: boolean) => {
    setBulk(on);
    setSelected([]); // leaving (or entering) the mode clears the selection
  };

  // The screen fills the page between header and footer (56 + 36 px and the page padding), and
  // the grid takes what the toolbar, alerts and pager leave, so nothing slides under the footer.
  return (
    <Stack gap="sm" h="calc(100dvh - 124px)" mih={520}>
      <Group justify="space-between" wrap="wrap">
        <Group gap="md" wrap="wrap">
          <Title order={1} size="h3">
            {def.labelPlural}
          </Title>
          {heading}
        </Group>
        <Group gap="sm">
          {canWrite && <BulkImportButton def={def} orgId={orgId} onImported={onImported} />}
          <ExportMenu
            title={def.labelPlural}
            cellText={format}
            columns={prefs.columns}
            rows={exportRows}
            hasMore={list.hasMore}
            loadAll={loadAll}
            dataSource={def.path}
          />
          {canWrite && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => onOpen(null)}>
              Add
            </Button>
          )}
        </Group>
      </Group>
      <ListToolbar
        search={search}
        onSearch={onSearch}
        showActive={showActive}
        onShowActive={onShowActive}
        activeLocked={filter.status !== undefined}
        filterCount={filterCount(filter)}
        onFilters={() => setFiltersOpen(true)}
        bulk={bulk}
        onBulk={setBulkMode}
        columns={<ColumnChooser columns={prefs.columns} onChange={prefs.save} onReset={prefs.reset} />}
      />
      {bulk && (
        <BulkActions
          selected={selected.length}
          pageSize={list.rows.length}
          hasMore={list.hasMore}
          // A definition with an activate action of its own offers that (one call for the selection).
          canActivate={canWrite && 'active' in def.fields && !def.actions?.activate}
          busy={setActive.isPending}
          onSetActive={(active) => setActive.mutate({ rows: list.rows.filter((r) => selected.includes(r.id)), active })}
          actions={
            <ActionButtons
              actions={actions.bulk}
              target={selected}
              count={selected.length}
              orgId={orgId}
              def={def}
              pickerParams={config.pickerParams}
            />
          }
        />
      )}
      {list.error && (
        <Alert color="red" title="There was an error">
          <Group justify="space-between">
            <span>{list.error}</span>
            <Button size="xs" variant="white" color="red" onClick={list.load}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
      <Paper withBorder flex={1} mih={280} display="flex" style={{ flexDirection: 'column' }}>
        <ListGrid
          columns={prefs.columns}
          fields={def.fields}
          rows={list.rows}
          format={format}
          overrides={config.columns}
          loading={list.loading}
          onLoadData={def.list.loadOnDemand && !list.loaded ? list.load : undefined}
          bulk={bulk}
          onSelection={setSelected}
          onRowClick={(row) => onOpen(row.id)}
          onColumnsChanged={prefs.fromGrid}
        />
      </Paper>
      <MoreResults
        count={list.rows.length}
        hasMore={list.hasMore}
        allowAll={def.list.allowAll === true}
        progress={list.progress}
        onMore={(n) => void list.more(n)}
        onAll={() => void list.loadAll()}
      />
      <FilterDrawer
        opened={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        def={def}
        orgId={orgId}
        panel={config.filterPanel}
        filter={filter}
        onApply={onFilter}
        pinKey={`punchline.filtersPinned.${def.path}`}
      />
    </Stack>
  );
}
