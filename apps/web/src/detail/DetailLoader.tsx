import { Center, Loader } from '@mantine/core';
import { defaultsOf } from '@punchline/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { fetchRecord } from '../lists/list-api';
import { recordKey } from '../lists/resource-queries';
import { DetailView, type DetailProps } from './DetailView';
import { errorToast } from './toast';

type Props = Omit<DetailProps, 'original'>;

/**
 * The record of the detail form (SPEC section 4 Master-detail): a TanStack query seeded with the
 * list's row when it is loaded, fetched by id otherwise; a failed fetch returns to the list.
 */
export function DetailLoader(props: Props) {
  const { def, orgId, id, rows, go, config } = props;
  const blank = useMemo(() => ({ ...defaultsOf(def.fields), ...config.newRecord }), [def, config.newRecord]);
  const record = useQuery({
    queryKey: recordKey(orgId, def.path, id ?? 0),
    queryFn: () => fetchRecord(orgId, def, id!),
    enabled: id !== null,
    initialData: () => (id === null ? undefined : rows.find((r) => r.id === id)),
  });
  const goRef = useRef(go);
  useEffect(() => {
    goRef.current = go;
  });
  // Only a record never loaded sends back to the list; a failed refetch keeps what is shown.
  const failed = record.isError && record.data === undefined ? record.error : null;
  useEffect(() => {
    if (!failed) return;
    errorToast(failed, def.fields);
    void goRef.current();
  }, [failed, def.fields]);
  const original = id === null ? blank : record.data;
  if (!original)
    return (
      <Center h={200}>
        <Loader />
      </Center>
    );
  return <DetailView {...props} original={original} />;
}
