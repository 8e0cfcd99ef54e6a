import { Checkbox, NumberInput, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/http';
import { resourceKey } from '../lists/resource-queries';

// The punch's custom field values (custom fields that apply to punches, Settings → Custom Fields).

type Field = { id: number; name: string; type: 'bool' | 'choice' | 'number'; choices: string[] | null; boolTrueLabel: string | null };
type Values = Record<string, string | number | boolean | null>;
type Props = { orgId: number; value: Values; onChange: (next: Values) => void; error?: string; readOnly?: boolean };

export function PunchCustomFields({ orgId, value, onChange, error, readOnly }: Props) {
  const fields = useQuery({
    queryKey: [...resourceKey(orgId, 'customfields'), 'punch'],
    queryFn: async () =>
      (await api<{ results: Field[] }>(`orgs/${orgId}/customfields`, { query: { appliesTo: 'punch', active: 'yes', limit: 200 } })).results,
  });
  const set = (id: number, v: string | number | boolean | null) => onChange({ ...value, [String(id)]: v });
  if (!fields.data || fields.data.length === 0) return null;
  return (
    <Stack gap="xs">
      {fields.data.map((f) => {
        const current = value[String(f.id)] ?? null;
        if (f.type === 'bool')
          return (
            <Checkbox
              key={f.id}
              label={f.name}
              checked={current === true}
              disabled={readOnly}
              onChange={(e) => set(f.id, e.currentTarget.checked)}
            />
          );
        if (f.type === 'number')
          return (
            <NumberInput
              key={f.id}
              label={f.name}
              readOnly={readOnly}
              value={typeof current === 'number' ? current : ''}
              onChange={(v) => set(f.id, typeof v === 'number' ? v : null)}
            />
          );
        return (
          <Select
            key={f.id}
            label={f.name}
            clearable
            readOnly={readOnly}
            data={f.choices ?? []}
            value={typeof current === 'string' ? current : null}
            onChange={(v) => set(f.id, v)}
          />
        );
      })}
      {error && (
        <div role="alert" style={{ color: 'var(--mantine-color-error)', fontSize: 12 }}>
          {error}
        </div>
      )}
    </Stack>
  );
}
