import { useState } from 'react';

/** My Organizations' "Show all organizations" toggle, remembered per user in this browser
 *  (its own key: showing every organization there is not the same wish as in notifications). */
export function useShowAllOrgList(userId: number): [boolean, (value: boolean) => void] {
  const key = `punchline.showAllOrgList.${userId}`;
  const [value, setValue] = useState(() => localStorage.getItem(key) === 'true');
  return [
    value,
    (next: boolean) => {
      localStorage.setItem(key, String(next));
      setValue(next);
    },
  ];
}
