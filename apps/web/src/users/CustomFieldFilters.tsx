import { Select, TextInput } from '@mantine/core';
import type { FilterPanelProps } from '../lists/screen-config';
import { boolLabels, customFilterItems, parseCustomFilter, useUserCustomFields, type UserCustomField } from './custom-fields';

const ANY = 'Any';

/**
 * The workers' custom fields in the filter drawer (the definition's valueMap filter
 * `customFieldValues=3:Large,5:true`): a yes/no field by its own words, a choice by its choices,
 * a number by the value typed. Empty means any.
 */
export function CustomFieldFilters({ orgId, draft, onChange }: FilterPanelProps) {
  const fields = useUserCustomFields(orgId).filter((f) => f.active);
  if (fields.length === 0) return null;
  const current = parseCustomFilter(draft.customFieldValues as string[] | undefined);
  const set = (field: UserCustomField, value: string | null) => {
    const next = new Map(current);
    if (value === null || value.trim() === '') next.delete(field.id);
    else next.set(field.id, value.trim());
    const items = customFilterItems(next);
    const { customFieldValues: _, ...rest } = draft;
    onChange(items.length ? { ...rest, customFieldValues: items } : rest);
  };
  return (
    <>
      {fields.map((field) => {
        const value = current.get(field.id) ?? null;
        if (field.type === 'number')
          return (
            <TextInput
              key={field.id}
              label={field.name}
              placeholder={ANY}
              inputMode="decimal"
              value={value ?? ''}
              onChange={(e) => set(field, e.currentTarget.value)}
            />
          );
        const words = boolLabels(field);
        const data =
          field.type === 'bool'
            ? [
                { value: 'true', label: words.yes },
                { value: 'false', label: words.no },
              ]
            : (field.choices ?? []).map(String);
        return (
          <Select key={field.id} label={field.name} placeholder={ANY} clearable data={data} value={value} onChange={(v) => set(field, v)} />
        );
      })}
    </>
  );
}
