import { useDocumentVisibility, useIdle, useInViewport } from '@mantine/hooks';
import { IDLE_TIMEOUT_MS } from '@punchline/domain';

/**
 * SPEC section 4 Panel refresh: a panel refreshes on its timer only while the user is active (input
 * within the last 60 s), the tab is visible and the panel is on screen. Answers the ref to put on
 * the panel (`observe`, a callback ref) and the refetch interval to give its query (false: paused).
 */
export function usePanelRefresh(everyMs: number) {
  const idle = useIdle(IDLE_TIMEOUT_MS, { initialState: false });
  const visible = useDocumentVisibility() === 'visible';
  const { ref, inViewport } = useInViewport();
  const active = !idle && visible && inViewport;
  return { observe: ref, active, refetchInterval: active ? everyMs : (false as const) };
}
