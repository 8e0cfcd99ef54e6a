import { MultiSelect } from '@mantine/core';
import { RESOURCES } from '@punchline/contracts';
import { LOAD_ALL_PAGE_SIZE } from '@punchline/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/http';
import type { ListPage } from '../lists/list-api';

type Props = {
  label: string;
  error?: string;
  readOnly: boolean;
  orgId: number;
  refKind: string;
  value: number[];
  onChange: (value: number[]) => void;
};

/** Chooses records of another collection (an idList field's `ref`), inactive ones included. */
export function RefMultiSelect({ label, error, readOnly, orgId, refKind, value, onChange }: Props) {
  const target = RESOURCES.find((r) => r.kind === refKind);
  const { data } = useQuery({
    queryKey: ['orgs', orgId, 'ref-options', refKind],
    enabled: target !== undefined,
    queryFn: () => api<ListPage>(`orgs/${orgId}/${target!.path}`, { query: { active: 'all', limit: LOAD_ALL_PAGE_SIZE } }),
  });
  const options = (data?.results ?? []).map((r) => ({
    value: String(r.id),
    label: [r.name, r.type].filter(Boolean).join(' · ') || String(r.id),
  }));
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
