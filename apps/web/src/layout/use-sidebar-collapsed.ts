import { useCallback, useState } from 'react';

const STORAGE_KEY = 'punchline.sidebarCollapsed';

/** The sidebar's collapsed state, remembered across sessions in local storage. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(STORAGE_KEY) === 'true');
  const toggle = useCallback(() => {
    setCollapsed((previous) => {
      localStorage.setItem(STORAGE_KEY, String(!previous));
      return !previous;
    });
  }, []);
  return [collapsed, toggle];
}
