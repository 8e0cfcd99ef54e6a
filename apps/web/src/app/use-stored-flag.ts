import { useState } from 'react';

/** A switch remembered in this browser's local storage under `key` (SPEC section 9: show active
 *  only per screen, show all organizations per user). */
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
