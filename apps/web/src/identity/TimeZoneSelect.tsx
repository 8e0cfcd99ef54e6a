import { Select } from '@mantine/core';
import { timeZoneOptions } from './time-zones';

type Props = { value: string; onChange: (value: string) => void; error?: string };

/** The organization's time zone: every IANA zone this browser knows, searchable. */
export function TimeZoneSelect({ value, onChange, error }: Props) {
  return (
    <Select
      label="Time zone"
      searchable
      required
      data={timeZoneOptions()}
      value={value}
      onChange={(v) => onChange(v ?? '')}
      error={error}
    />
  );
}
