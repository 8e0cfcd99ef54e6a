import type { Fields, ResourceDef } from '@punchline/contracts';
import type { Permission } from '@punchline/domain';
import type { ComponentType, ReactNode } from 'react';
import type { RecordForm } from '../detail/use-record-form';
import type { ResourceRow } from './list-api';
import type { ListFilter } from './list-query';

/** A grid cell of an overridden column: the row, its raw value and the text the grid would show. */
export type CellProps = { row: ResourceRow; value: unknown; text: string };

/**
 * A column override. For a field or computed column: a cell renderer (and a width). A name that
 * is neither is an extra column, shown after the definition's ones: it needs `header` and `value`.
 */
export type ColumnConfig = {
  header?: string;
  value?: (row: ResourceRow) => unknown;
  cell?: (props: CellProps) => ReactNode;
  width?: number;
};

/** Custom content of the filter drawer; it edits the draft filter the drawer applies. */
export type FilterPanelProps = { def: ResourceDef; orgId: number; draft: ListFilter; onChange: (draft: ListFilter) => void };

/** Props of a whole custom form body (it replaces the generated fields and the computed values,
 *  which it shows as it sees fit; Save etc. stay). */
export type RecordFormProps = {
  def: ResourceDef;
  orgId: number;
  form: RecordForm;
  readOnly: boolean;
  canSeeSensitive: boolean;
};

/** Which fields the generated form shows, in which groups and order (others are left out). */
export type FormGroup = { title?: string; fields: readonly string[] };

/** A button besides the definition's actions: on the open record, or on the selected rows. */
export type ScreenAction<T> = {
  label: string;
  /** Asked before it runs; `{count}` is the number of selected rows. */
  confirm?: string;
  /** Needed besides the resource's write permission. */
  permission?: Permission;
  /** Values the action asks for first, in a dialog (a department to move workers to). */
  input?: Fields;
  /** Not offered on this record (Activate on an active one). */
  hiddenFor?: (target: T) => boolean;
  run: (target: T, ctx: { orgId: number; def: ResourceDef }, data?: Record<string, unknown>) => Promise<unknown>;
};

/**
 * Everything a resource may change in the generic master-detail screen. Left out, each part
 * comes from the definition: columns, its `filters` in the drawer, every field in definition
 * order, its `actions` as buttons.
 */
export type ScreenConfig = {
  columns?: Record<string, ColumnConfig>;
  /** The columns shown until the user chooses (instead of the definition's list columns); the
   *  others stay in the column chooser, hidden. */
  listColumns?: readonly string[];
  filterPanel?: {
    component: ComponentType<FilterPanelProps>;
    /** Instead of the definition's filters, not below them. */ replace?: boolean;
  };
  form?: { groups: readonly FormGroup[] } | { component: ComponentType<RecordFormProps> };
  recordActions?: readonly ScreenAction<ResourceRow>[];
  bulkActions?: readonly ScreenAction<number[]>[];
  /** Definition actions the screen's own form offers (left out of the detail header). */
  formActions?: readonly string[];
  /** Extra list parameters of the pickers choosing a field's records ({labelIds: {type: 'user'}}). */
  pickerParams?: Readonly<Record<string, Record<string, string>>>;
  /** Values a new record's form starts with, over the definition's defaults. */
  newRecord?: Readonly<Record<string, unknown>>;
};
