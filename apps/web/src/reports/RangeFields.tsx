import { Group, Select, TextInput } from '@mantine/core';
import { formatDate, isIsoDate } from '@punchline/domain';
import { useFormats } from '../formats/use-formats';
import { presetOf, presetRange, RANGE_PRESET_LABELS, RANGE_PRESETS, type RangePreset, type RangeSettings } from './report-range';

type Props = {
  from?: string;
  to?: string;
  today: string;
  settings: RangeSettings;
  onChange: (range: { from?: string; to?: string }) => void;
};

const PRESET_OPTIONS = [
  ...RANGE_PRESETS.map((p) => ({ value: p, label: RANGE_PRESET_LABELS[p] })),
  { value: 'custom', label: 'Custom dates' },
];

/** A report's date range: a preset (pay periods, weeks, 30 days) or two dates; the chosen days read in the organization's date format. */
export function RangeFields({ from, to, today, settings, onChange }: Props) {
  const prefs = useFormats();
  const preset = presetOf({ from, to }, today, settings) ?? 'custom';
  const shown = (d?: string) => (d && isIsoDate(d) ? formatDate(d, prefs) : '…');
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label="Date range"
        data={PRESET_OPTIONS}
        value={preset}
        allowDeselect={false}
        description={`${shown(from)} – ${shown(to)}`}
        onChange={(v) => v && v !== 'custom' && onChange(presetRange(v as RangePreset, today, settings))}
        w={200}
      />
      <TextInput type="date" label="From" value={from ?? ''} onChange={(e) => onChange({ from: e.currentTarget.value || undefined, to })} />
      <TextInput type="date" label="To" value={to ?? ''} onChange={(e) => onChange({ from, to: e.currentTarget.value || undefined })} />
    </Group>
  );
}
