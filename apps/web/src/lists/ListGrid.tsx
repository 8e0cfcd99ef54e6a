import { Box, Button, Center } from '@mantine/core';
import type { Fields } from '@punchline/contracts';
import { AllCommunityModule, ModuleRegistry, type ColDef, type ColumnState, type GridApi } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo, useRef } from 'react';
import { displayValue } from '../formats/display';
import type { ColumnPref } from './column-prefs';
import type { ResourceRow } from './list-api';

ModuleRegistry.registerModules([AllCommunityModule]);

type Props = {
  fields: Fields;
  columns: ColumnPref[];
  rows: ResourceRow[];
  loading: boolean;
  /** Shows the Load Data button instead of 'No Rows To Show' (a loadOnDemand list not loaded yet). */
  onLoadData?: () => void;
  bulk: boolean;
  onSelection: (ids: number[]) => void;
  onRowClick: (row: ResourceRow) => void;
  onColumnsChanged: (state: ColumnState[]) => void;
};

/** AG Grid Community over a list's rows; columns from the preferences, cells as displayValue shows them. */
export function ListGrid({ fields, columns, rows, loading, onLoadData, bulk, onSelection, onRowClick, onColumnsChanged }: Props) {
  const api = useRef<GridApi<ResourceRow> | null>(null);
  const columnDefs = useMemo<ColDef<ResourceRow>[]>(
    () =>
      columns
        .filter((c) => c.visible)
        .map((c) => ({
          colId: c.field,
          field: c.field,
          headerName: c.header,
          // Text as displayValue gives it (Yes/No), the same as every export.
          cellDataType: false,
          ...(c.width ? { width: c.width } : { flex: 1, minWidth: 120 }),
          valueFormatter: (p) => displayValue(fields[c.field], p.value),
        })),
    [columns, fields],
  );
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
