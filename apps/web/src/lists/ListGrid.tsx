import { Box, Button, Center } from '@mantine/core';
import { AllCommunityModule, ModuleRegistry, type ColDef, type ColumnState, type GridApi } from 'ag-grid-community';
import { AgGridReact, type CustomCellRendererProps } from 'ag-grid-react';
import { useEffect, useMemo, useRef } from 'react';
import type { Fields } from '@punchline/contracts';
import type { ColumnPref } from './column-prefs';
import { columnSizing, emptyFieldsKey } from './column-sizing';
import type { ResourceRow } from './list-api';
import type { ColumnConfig } from './screen-config';

ModuleRegistry.registerModules([AllCommunityModule]);

type Props = {
  columns: ColumnPref[];
  /** The list's fields: a column's type sets how narrow it may get (column-sizing.ts). */
  fields?: Fields;
  rows: ResourceRow[];
  /** A cell's text (the organization's formats, names of referenced records). */
  format: (field: string, value: unknown) => string;
  /** The screen's column overrides: cell renderers, values of extra columns. */
  overrides?: Record<string, ColumnConfig>;
  loading: boolean;
  /** Shows the Load Data button instead of 'No Rows To Show' (a loadOnDemand list not loaded yet). */
  onLoadData?: () => void;
  bulk: boolean;
  onSelection: (ids: number[]) => void;
  onRowClick: (row: ResourceRow) => void;
  onColumnsChanged: (state: ColumnState[]) => void;
};

/** AG Grid Community over a list's rows; columns from the preferences, cells as `format` gives them
 *  unless the screen renders a column itself. */
export function ListGrid(props: Props) {
  const { columns, fields, rows, format, overrides, loading, onLoadData, bulk, onSelection, onRowClick, onColumnsChanged } = props;
  const api = useRef<GridApi<ResourceRow> | null>(null);
  // Columns nothing was loaded into leave the room to those with text (a key, so the columns are
  // rebuilt only when that set changes, not with every page of rows).
  const emptyKey = emptyFieldsKey(
    columns.filter((c) => c.visible && !overrides?.[c.field]?.value).map((c) => c.field),
    rows,
  );
  const columnDefs = useMemo<ColDef<ResourceRow>[]>(
    () =>
      columns
        .filter((c) => c.visible)
        .map((c): ColDef<ResourceRow> => {
          const own = overrides?.[c.field];
          const Cell = own?.cell;
          const width = c.width ?? own?.width;
          return {
            colId: c.field,
            ...(own?.value ? { valueGetter: (p) => (p.data ? own.value!(p.data) : undefined) } : { field: c.field }),
            headerName: c.header,
            // Text as `format` gives it (Yes/No, dates in the organization's format), as exports show it.
            cellDataType: false,
            ...(width ? { width } : columnSizing(fields?.[c.field]?.type, emptyKey.split(',').includes(c.field))),
            valueFormatter: (p) => format(c.field, p.value),
            ...(Cell
              ? {
                  cellRenderer: (p: CustomCellRendererProps<ResourceRow>) =>
                    p.data ? <Cell row={p.data} value={p.value} text={p.valueFormatted ?? ''} /> : null,
                }
              : {}),
          };
        }),
    [columns, fields, format, overrides, emptyKey],
  );
  // Names of referenced records may arrive after the rows: cells already drawn are drawn again
  // (a new column definition alone leaves them as they were).
  useEffect(() => api.current?.refreshCells({ force: true }), [format]);
  return (
    <Box pos="relative" flex={1} mih={280} data-testid="list-grid">
      {/* The grid fills a box whose height comes from the flex layout: absolute, so it has one. */}
      <Box pos="absolute" inset={0}>
        <AgGridReact<ResourceRow>
          rowData={rows}
          columnDefs={columnDefs}
          loading={loading}
          suppressOverlays={onLoadData ? ['noRows'] : undefined}
          getRowId={(p) => String(p.data.id)}
          rowSelection={bulk ? { mode: 'multiRow', checkboxes: true, headerCheckbox: true, enableClickSelection: true } : undefined}
          onGridReady={(e) => (api.current = e.api)}
          onSelectionChanged={(e) => onSelection(e.api.getSelectedRows().map((r) => r.id))}
          onRowClicked={(e) => !bulk && e.data && onRowClick(e.data)}
          onColumnResized={(e) => e.finished && e.source === 'uiColumnResized' && onColumnsChanged(e.api.getColumnState())}
          onDragStopped={(e) => onColumnsChanged(e.api.getColumnState())}
          rowClass="list-row"
        />
      </Box>
      {onLoadData && !loading && (
        <Center pos="absolute" inset={0} style={{ pointerEvents: 'none' }}>
          <Button style={{ pointerEvents: 'auto' }} onClick={onLoadData}>
            Load Data
          </Button>
        </Center>
      )}
    </Box>
  );
}
