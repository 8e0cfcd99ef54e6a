import { Center, Loader } from '@mantine/core';
import { defaultsOf } from '@punchline/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../api/http';
import { resourceUrl, type ResourceRow } from '../lists/list-api';
import { DetailView, type DetailProps } from './DetailView';
import { errorToast } from './toast';

type Props = Omit<DetailProps, 'original'>;

/** Finds the record among the loaded rows or fetches it by id; a failed fetch returns to the list. */
export function DetailLoader(props: Props) {
  const { def, orgId, id, rows, go } = props;
  const fromRows = id === null ? undefined : rows.find((r) => r.id === id);
  const [fetched, setFetched] = useState<ResourceRow | null>(null);
  const blank = useMemo(() => defaultsOf(def.fields), [def]);
  const goRef = useRef(go);
  useEffect(() => {
    goRef.current = go;
  });
  const missing = id !== null && !fromRows && fetched?.id !== id;
  useEffect(() => {
    if (!missing || id === null) return;
    let live = true;
    api<{ result: ResourceRow }>(resourceUrl(orgId, def, id)).then(
      ({ result }) => live && setFetched(result),
      (error: unknown) => {
        if (!live) return;
        errorToast(error, def.fields);
        void goRef.current();
      },
    );
    return () => {
      live = false;
    };
  }, [missing, id, orgId, def]);
  const original = id === null ? blank : (fromRows ?? (fetched?.id === id ? fetched : null));
  if (!original)
    return (
      <Center h={200}>
        <Loader />
      </Center>
    );
  return <DetailView {...props} original={original} />;
}
