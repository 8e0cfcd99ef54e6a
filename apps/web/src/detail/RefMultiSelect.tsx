import { MultiSelect } from '@mantine/core';
import { useRefOptions } from '../lists/ref-options';

type Props = {
  label: string;
  error?: string;
  readOnly: boolean;
  orgId: number;
  refKind: string;
  value: number[];
  onChange: (value: number[]) => void;
};

/** Chooses records of another collection (an idList field's `ref`), inactive ones included; the
 *  choices are the collection's shared options query, refreshed by any save to it. */
export function RefMultiSelect({ label, error, readOnly, orgId, refKind, value, onChange }: Props) {
  const { options } = useRefOptions(orgId, refKind);
  return (
    <MultiSelect
      label={label}
      error={error}
      readOnly={readOnly}
      searchable
      data={options}
      value={value.map(String)}
      onChange={(v) => onChange(v.map(Number))}
    />
  );
}
