import { Select, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { boolLabels, customValue, useUserCustomFields, withCustomValue, type UserCustomField } from '../custom-fields';
import { Section, type WorkerCtx } from './parts';

/** A number as typed: sent as a number once it is one, kept as text (and refused) otherwise. */
function NumberValue({
  field,
  value,
  readOnly,
  onChange,
}: {
  field: UserCustomField;
  value: unknown;
  readOnly: boolean;
  onChange: (v: number | null) => void;
}) {
  const [text, setText] = useState(value === undefined || value === null ? '' : String(value));
  const bad = text.trim() !== '' && !Number.isFinite(Number(text));
  return (
    <TextInput
      label={field.name}
      inputMode="decimal"
      readOnly={readOnly}
      value={text}
      error={bad ? 'must be a numeric value.' : undefined}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        if (next.trim() === '') onChange(null);
        else if (Number.isFinite(Number(next))) onChange(Number(next));
      }}
    />
  );
}

/**
 * The organization's custom fields for workers (appliesTo user): a yes/no field as a switch with
 * its own true/false words, a choice as a select, a number as a number box. Values go to
 * customFieldValues, or sensitiveCustomFieldValues for a sensitive field (which the server sends
 * only to viewers who may see it).
 */
export function CustomFieldsSection({ ctx }: { ctx: WorkerCtx }) {
  const all = useUserCustomFields(ctx.orgId);
  const { form, readOnly } = ctx;
  // Inactive fields stay while the worker has a value for them (it is still theirs).
  const fields = all
    .filter((f) => f.active || customValue(form.values, f) !== undefined)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  if (fields.length === 0) return null;
  const set = (field: UserCustomField, value: string | number | boolean | null) =>
    form.setValue(...withCustomValue(form.values, field, value));
  const error = form.shownErrors.customFieldValues?.[0] ?? form.shownErrors.sensitiveCustomFieldValues?.[0];
  return (
    <Section title="Custom Fields" testId="section-custom-fields">
      {fields.map((field) => {
        const value = customValue(form.values, field);
        if (field.type === 'bool') {
          const words = boolLabels(field);
          return (
            <Switch
              key={field.id}
              mt="lg"
              label={`${field.name}: ${value === true ? words.yes : words.no}`}
              checked={value === true}
              disabled={readOnly}
              onChange={(e) => set(field, e.currentTarget.checked)}
            />
          );
        }
        if (field.type === 'choice')
          return (
            <Select
              key={field.id}
              label={field.name}
              readOnly={readOnly}
              clearable
              data={(field.choices ?? []).map(String)}
              value={value === undefined ? null : String(value)}
              onChange={(v) => set(field, v)}
            />
          );
        return (
          <NumberValue
            key={`${field.id}:${String(form.values.version)}`}
            field={field}
            value={value}
            readOnly={readOnly}
            onChange={(v) => set(field, v)}
          />
        );
      })}
      {error && (
        <div style={{ gridColumn: '1 / -1', color: 'var(--mantine-color-error)', fontSize: 'var(--mantine-font-size-sm)' }}>{error}</div>
      )}
    </Section>
  );
}
