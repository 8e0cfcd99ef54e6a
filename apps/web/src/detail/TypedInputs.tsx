import { Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useFormats } from '../formats/use-formats';
import { useOrgSession } from '../layout/use-org-session';
import { useRefOptions } from '../lists/ref-options';
import { formatDurationInput, formatMoneyInput, instantToLocal, localToInstant, parseDuration, parseMoney } from './field-values';

type Common = {
  label: string;
  error?: string;
  withAsterisk?: boolean;
  readOnly: boolean;
  name: string;
  placeholder?: string;
  description?: string;
};
type Props = Common & { value: unknown; onChange: (value: unknown) => void };

/**
 * A text box over a typed value: it shows `format(value)`, sends the parsed value while the text
 * parses and the text itself when it does not (validation then names the problem). A new value
 * from outside (revert, another record) replaces the text.
 */
function ParsedInput({
  value,
  onChange,
  format,
  parse,
  ...common
}: Props & { format: (v: unknown) => string; parse: (t: string) => unknown }) {
  const [text, setText] = useState(() => format(value));
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (parse(text) !== value && text !== value) setText(format(value));
  }
  return (
    <TextInput
      {...common}
      inputMode="decimal"
      value={text}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        const parsed = parse(next);
        onChange(parsed === undefined ? next : parsed);
      }}
    />
  );
}

export function DurationInput(props: Props) {
  const prefs = useFormats();
  const hint = prefs.durationFormat === 'minute' ? 'h:mm' : 'hours, e.g. 1.50';
  return <ParsedInput {...props} placeholder={hint} format={(v) => formatDurationInput(v, prefs)} parse={parseDuration} />;
}

export function MoneyInput(props: Props) {
  return <ParsedInput {...props} format={formatMoneyInput} parse={parseMoney} />;
}

/** A calendar day ('YYYY-MM-DD', the browser's date picker). */
export function DateInput({ value, onChange, ...common }: Props) {
  return (
    <TextInput
      {...common}
      type="date"
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.currentTarget.value || null)}
    />
  );
}

/** A moment, entered and shown on the wall clock of the organization's time zone. */
export function InstantInput({ value, onChange, ...common }: Props) {
  const { timezone } = useOrgSession();
  return (
    <TextInput
      {...common}
      type="datetime-local"
      description={timezone}
      value={instantToLocal(value, timezone)}
      onChange={(e) => onChange(localToInstant(e.currentTarget.value, timezone))}
    />
  );
}

/** One record of another collection (a `ref` field), inactive ones included. */
export function RefSelect({ value, onChange, orgId, refKind, ...common }: Props & { orgId: number; refKind: string }) {
  const { options } = useRefOptions(orgId, refKind);
  return (
    <Select
      {...common}
      searchable
      clearable={!common.withAsterisk}
      data={options}
      value={value === null || value === undefined ? null : String(value)}
      onChange={(v) => onChange(v === null ? null : Number(v))}
    />
  );
}
