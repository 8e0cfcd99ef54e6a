import { useState } from 'react';

/** A switch remembered in local storage (SPEC section 9: Show active only per screen, default on). */
export function useStoredFlag(key: string, fallback: boolean): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => {
    const stored = localStorage.getItem(key);
    return stored === null ? fallback : stored === 'true';
  });
  return [
    value,
    (next: boolean) => {
      localStorage.setItem(key, String(next));
      setValue(next);
    },
  ];
}

/** The storage key of the Show active only switch of one list screen of one organization. */
export const showActiveKey = (orgId: number, list: string) => `punchline.showActive.${orgId}.${list}`;
