import { Select } from '@mantine/core';
import type { FieldDef } from '@punchline/contracts';
import type { ResourceRow } from '../lists/list-api';

type Props = {
  field: FieldDef;
  value: unknown;
  codes: readonly ResourceRow[];
  error?: string;
  readOnly: boolean;
  onChange: (code: string | null) => void;
};

/**
 * A pay rule's pay code field: the organization's active pay codes by code and name. A stored code
 * that is no longer active still shows (as itself), so the form never hides what is saved.
 */
export function PayCodeSelect({ field, value, codes, error, readOnly, onChange }: Props) {
  const options = codes
    .filter((c) => c.active === true || c.code === value)
    .map((c) => ({ value: String(c.code), label: `${String(c.code)} (${String(c.name)})` }));
  if (typeof value === 'string' && !options.some((o) => o.value === value)) options.push({ value, label: value });
  return (
    <Select
      label={field.label}
      data={options}
      value={typeof value === 'string' ? value : null}
      onChange={onChange}
      clearable={!field.required && field.default === undefined}
      required={field.required}
      error={error}
      readOnly={readOnly}
      searchable
      comboboxProps={{ withinPortal: true }}
    />
  );
}
