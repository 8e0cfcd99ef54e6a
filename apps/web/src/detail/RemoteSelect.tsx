import { Loader, MultiSelect, Select } from '@mantine/core';
import type { ComboboxItem, OptionsFilter } from '@mantine/core';
import { useState } from 'react';
import { CREATE_VALUE, idsOf, type RemoteOption } from './remote-select';
import { errorToast } from './toast';
import { useRemoteOptions, type RemoteSource } from './use-remote-options';

type Common = RemoteSource & {
  label: string;
  error?: string;
  readOnly?: boolean;
  withAsterisk?: boolean;
  placeholder?: string;
  description?: string;
  /** Adds a record named as typed and answers its id and label ('+ Add "…"' appears while typing). */
  onCreate?: (name: string) => Promise<{ id: number; label: string }>;
};

// The server already searched: every option it sent is shown as it came.
const asSent: OptionsFilter = ({ options }) => options;

/** The 'Add "…"' option: makes the record, names it, empties the search. */
function useCreate(onCreate: Common['onCreate'], remember: (id: number, label: string) => void, clear: () => void) {
  const [creating, setCreating] = useState(false);
  const create = async (name: string): Promise<number | null> => {
    if (!onCreate) return null;
    setCreating(true);
    try {
      const made = await onCreate(name.trim());
      remember(made.id, made.label);
      clear();
      return made.id;
    } catch (error) {
      errorToast(error);
      return null;
    } finally {
      setCreating(false);
    }
  };
  return { creating, create };
}

/**
 * The remote select picker (SPEC section 5) for one record: the server searches as the user
 * types (debounced 500 ms, 25 rows; '* More than 25 results found…' when more matched), the
 * stored id is named by an `id=` call.
 */
export function RemoteSelect({
  value,
  onChange,
  onCreate,
  ...props
}: Common & { value: number | null; onChange: (id: number | null) => void }) {
  const options = useRemoteOptions(props, value === null ? [] : [value], Boolean(onCreate));
  const { creating, create } = useCreate(onCreate, options.remember, () => options.setTyped(''));
  return (
    <Select
      label={props.label}
      error={props.error}
      readOnly={props.readOnly}
      withAsterisk={props.withAsterisk}
      placeholder={props.placeholder}
      description={props.description}
      searchable
      clearable={!props.readOnly}
      data={options.data}
      filter={asSent}
      value={value === null ? null : String(value)}
      searchValue={options.typed}
      onSearchChange={options.setTyped}
      onDropdownOpen={options.open}
      rightSection={options.loading || creating ? <Loader size="xs" /> : undefined}
      nothingFoundMessage={options.loading ? 'Searching…' : 'Nothing found'}
      onChange={async (v: string | null, option: ComboboxItem | null) => {
        if (v === CREATE_VALUE) {
          const id = await create(options.typed);
          if (id !== null) onChange(id);
          return;
        }
        if (v !== null && option) options.remember(Number(v), option.label);
        onChange(v === null ? null : Number(v));
      }}
    />
  );
}

/** The remote select picker for several records (labels). */
export function RemoteMultiSelect({
  value,
  onChange,
  onCreate,
  ...props
}: Common & { value: number[]; onChange: (ids: number[]) => void }) {
  const options = useRemoteOptions(props, value, Boolean(onCreate));
  const { creating, create } = useCreate(onCreate, options.remember, () => options.setTyped(''));
  const labelOf = (v: string) => (options.data as RemoteOption[]).find((o) => o.value === v)?.label;
  return (
    <MultiSelect
      // The chosen records show as pills; the list offers the others.
      hidePickedOptions
      label={props.label}
      error={props.error}
      readOnly={props.readOnly}
      withAsterisk={props.withAsterisk}
      placeholder={value.length === 0 ? props.placeholder : undefined}
      description={props.description}
      searchable
      clearable={!props.readOnly}
      data={options.data}
      filter={asSent}
      value={value.map(String)}
      searchValue={options.typed}
      onSearchChange={options.setTyped}
      onDropdownOpen={options.open}
      rightSection={options.loading || creating ? <Loader size="xs" /> : undefined}
      nothingFoundMessage={options.loading ? 'Searching…' : 'Nothing found'}
      onChange={async (values: string[]) => {
        for (const v of values) {
          const label = labelOf(v);
          if (v !== CREATE_VALUE && label && !value.includes(Number(v))) options.remember(Number(v), label);
        }
        const ids = idsOf(values);
        if (!values.includes(CREATE_VALUE)) return onChange(ids);
        const id = await create(options.typed);
        onChange(id === null ? ids : [...ids, id]);
      }}
    />
  );
}
