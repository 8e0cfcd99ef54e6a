import { useEffect } from 'react';
import { DEFAULT_CONSOLE_NAME } from '@punchline/domain';

/** SPEC section 2 Layout: page title is the route title, ' - ', then the console name. */
export function usePageTitle(title: string, consoleName = DEFAULT_CONSOLE_NAME): void {
  useEffect(() => {
    document.title = `${title} - ${consoleName}`;
  }, [title, consoleName]);
}
