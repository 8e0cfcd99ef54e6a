import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ResourceDef } from '@punchline/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { api } from '../api/http';
import { BulkImportButton } from '../bulk-import/BulkImportButton';
import { errorToast } from '../detail/toast';
import { ExportMenu } from '../exports/ExportMenu';
import { useFormats } from '../formats/use-formats';
import { BulkActions } from './BulkActions';
import { ColumnChooser } from './ColumnChooser';
import { columnPrefsKey, defaultColumns } from './column-prefs';
import { FilterDrawer, type ListFilter } from './FilterDrawer';
import { resourceUrl, type ResourceRow } from './list-api';
import { ListGrid } from './ListGrid';
import { ListToolbar } from './ListToolbar';
import { MoreResults } from './MoreResults';
import { useColumnPrefs } from './use-column-prefs';
import type { ResourceList } from './use-resource-list';

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
};

/** The list screen of any collection (SPEC section 2 List screens). */
export function ListView({ def, orgId, list, search, onSearch, showActive, onShowActive, filter, onFilter, onOpen, canWrite }: Props) {
  const { state } = list;
  const { allColumns } = useFormats();
  const defaults = useMemo(() => defaultColumns(def.fields, def.list.columns, allColumns), [def, allColumns]);
  const prefs = useColumnPrefs(columnPrefsKey(orgId, def.path), defaults);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [bulk, setBulk] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [bulkBusy, setBulkBusy] = useState(false);

  const setBulkMode = (on: boolean) => {
    setBulk(on);
    setSelected([]); // leaving (or entering) the mode clears the selection
  };
  async function setActive(active: boolean) {
    setBulkBusy(true);
    try {
      for (const row of state.rows.filter((r) => selected.includes(r.id))) {
        const { result } = await api<{ result: ResourceRow }>(resourceUrl(orgId, def, row.id), {
          method: 'PUT',
          body: { version: row.version, active },
        });
        list.upsert(result);
      }
      notifications.show({ message: `${selected.length} ${def.labelPlural.toLowerCase()} updated.` });
    } catch (error) {
      errorToast(error, def.fields);
    } finally {
      setBulkBusy(false);
    }
  }

  // The screen fills the page between header and footer (56 + 36 px and the page padding), and
  // the grid takes what the toolbar, alerts and pager leave, so nothing slides under the footer.
  return (
    <Stack gap="sm" h="calc(100dvh - 124px)" mih={520}>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          {def.labelPlural}
        </Title>
        <Group gap="sm">
          {canWrite && <BulkImportButton def={def} orgId={orgId} onImported={() => void list.load()} />}
          <ExportMenu
            title={def.labelPlural}
            fields={def.fields}
            columns={prefs.columns}
            rows={state.rows}
            hasMore={state.cursor !== undefined}
            loadAll={list.loadAll}
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
        filterCount={Object.keys(filter).length}
        onFilters={() => setFiltersOpen(true)}
        bulk={bulk}
        onBulk={setBulkMode}
        columns={<ColumnChooser columns={prefs.columns} onChange={prefs.save} onReset={prefs.reset} />}
      />
      {bulk && (
        <BulkActions
          selected={selected.length}
          pageSize={state.rows.length}
          hasMore={state.cursor !== undefined}
          canActivate={canWrite && 'active' in def.fields}
          busy={bulkBusy}
          onSetActive={(a) => void setActive(a)}
        />
      )}
      {state.error && (
        <Alert color="red" title="There was an error">
          <Group justify="space-between">
            <span>{state.error}</span>
            <Button size="xs" variant="white" color="red" onClick={() => void list.load()}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
      <Paper withBorder flex={1} mih={280} display="flex" style={{ flexDirection: 'column' }}>
        <ListGrid
          fields={def.fields}
          columns={prefs.columns}
          rows={state.rows}
          loading={state.loading}
          onLoadData={def.list.loadOnDemand && !state.loaded ? () => void list.load() : undefined}
          bulk={bulk}
          onSelection={setSelected}
          onRowClick={(row) => onOpen(row.id)}
          onColumnsChanged={prefs.fromGrid}
        />
      </Paper>
      <MoreResults
        count={state.rows.length}
        hasMore={state.cursor !== undefined}
        allowAll={def.list.allowAll === true}
        progress={state.progress}
        onMore={(n) => void list.more(n)}
        onAll={() => void list.loadAll()}
      />
      <FilterDrawer
        opened={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        filter={filter}
        onApply={onFilter}
        pinKey={`punchline.filtersPinned.${def.path}`}
      />
    </Stack>
  );
}
