import { formatPersonName, type PersonName } from '@punchline/domain';
import { RemoteSelect } from '../detail/RemoteSelect';
import { useFormats } from '../formats/use-formats';

type Props = { orgId: number; value: number | null; onChange: (worker: number | null) => void; description: string };

/** The worker of an attempt nobody was recognised in, chosen before approving it (clock log and dashboard alike). */
export function UnknownWorkerPicker({ orgId, value, onChange, description }: Props) {
  const prefs = useFormats();
  return (
    <RemoteSelect
      orgId={orgId}
      path="employees/readonly"
      cachePath="employees"
      toLabel={(row) => formatPersonName(row as PersonName, prefs)}
      label="Worker"
      description={description}
      value={value}
      onChange={onChange}
    />
  );
}
