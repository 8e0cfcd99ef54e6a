import { Select, Switch, TagsInput, Textarea, TextInput } from '@mantine/core';
import type { FieldDef } from '@punchline/contracts';
import { useMemo } from 'react';
import { choiceLabel } from '../formats/display';
import { RefMultiSelect } from './RefMultiSelect';
import { DateInput, DurationInput, InstantInput, MoneyInput, RefSelect } from './TypedInputs';

type Props = {
  name: string;
  field: FieldDef;
  value: unknown;
  error?: string;
  readOnly: boolean;
  orgId: number;
  onChange: (value: unknown) => void;
  /** A hint under the label (the phone number format). */
  description?: string;
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** One generated input; values stay as typed (text for numbers) so validateRecord gives the
 *  section 5 message for '12a' rather than the input swallowing it. */
export function FieldInput({ name, field, value, error, readOnly, orgId, onChange, description }: Props) {
  const common = { label: field.label, error, withAsterisk: field.required, readOnly, name, description };
  const zones = useMemo(() => (field.type === 'timezone' ? Intl.supportedValuesOf('timeZone') : []), [field.type]);
  switch (field.type) {
    case 'bool':
      return (
        <Switch
          label={field.label}
          name={name}
          description={description}
          checked={value === true}
          disabled={readOnly}
          error={error}
          mt="lg"
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
      );
    case 'choice':
      return (
        <Select
          {...common}
          data={(field.choices ?? []).map((c) => ({ value: String(c), label: choiceLabel(c, field.choiceLabels) }))}
          value={value === null || value === undefined ? null : String(value)}
          clearable={!field.required}
          allowDeselect={!field.required}
          onChange={(v) => onChange(v === null ? null : (field.choices?.find((c) => String(c) === v) ?? v))}
        />
      );
    case 'timezone':
      return <Select {...common} searchable data={zones} value={text(value) || null} onChange={onChange} />;
    case 'textList':
      // A list of sentences (a template's shifts) reads better one per line than as tags.
      return field.multiline ? (
        <Textarea
          {...common}
          autosize
          minRows={4}
          placeholder={Array.isArray(field.example) ? field.example.join('\n') : undefined}
          value={((value as string[] | null) ?? []).join('\n')}
          onChange={(e) => onChange(e.currentTarget.value.split('\n'))}
        />
      ) : (
        <TagsInput {...common} value={(value as string[] | null) ?? []} onChange={onChange} />
      );
    case 'idList':
      return field.ref ? (
        <RefMultiSelect {...common} orgId={orgId} refKind={field.ref.kind} value={(value as number[] | null) ?? []} onChange={onChange} />
      ) : (
        <TagsInput {...common} value={((value as number[] | null) ?? []).map(String)} onChange={(v) => onChange(v)} />
      );
    case 'date':
      return <DateInput {...common} value={value} onChange={onChange} />;
    case 'instant':
      return <InstantInput {...common} value={value} onChange={onChange} />;
    case 'duration':
      return <DurationInput {...common} value={value} onChange={onChange} />;
    case 'money':
      return <MoneyInput {...common} value={value} onChange={onChange} />;
    case 'ref':
      return field.ref ? (
        <RefSelect {...common} orgId={orgId} refKind={field.ref.kind} value={value} onChange={onChange} />
      ) : (
        <TextInput {...common} inputMode="numeric" value={text(value)} onChange={(e) => onChange(e.currentTarget.value)} />
      );
    case 'integer':
    case 'number':
      return <TextInput {...common} inputMode="decimal" value={text(value)} onChange={(e) => onChange(e.currentTarget.value)} />;
    default:
      // Templates keep their line breaks: a monospace textarea that grows with the text.
      if (field.multiline)
        return (
          <Textarea
            {...common}
            autosize
            minRows={8}
            maxRows={24}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            value={text(value)}
            onChange={(e) => onChange(e.currentTarget.value)}
          />
        );
      return <TextInput {...common} value={text(value)} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
}
