import { formatPersonName, type PersonName } from '@punchline/domain';
import { useMemo } from 'react';
import { RemoteSelect } from '../detail/RemoteSelect';
import { useFormats } from '../formats/use-formats';
import type { ResourceRow } from '../lists/list-api';

type Props = {
  orgId: number;
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  placeholder?: string;
  withAsterisk?: boolean;
};

/** One worker, searched by name on the server as the console's other worker pickers do. */
export function WorkerPicker({ orgId, ...props }: Props) {
  const prefs = useFormats();
  const toLabel = useMemo(() => (row: ResourceRow) => formatPersonName(row as PersonName, prefs), [prefs]);
  return <RemoteSelect orgId={orgId} path="employees/readonly" cachePath="employees" toLabel={toLabel} {...props} />;
}
