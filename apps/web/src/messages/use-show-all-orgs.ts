import { useState } from 'react';

/** The notification list's "Show all organizations" toggle, remembered per user (SPEC section 9). */
export function useShowAllOrgs(userId: number): [boolean, (value: boolean) => void] {
  const key = `punchline.showAllOrgs.${userId}`;
  const [value, setValue] = useState(() => localStorage.getItem(key) === 'true');
  return [
    value,
    (next: boolean) => {
      localStorage.setItem(key, String(next));
      setValue(next);
    },
  ];
}
