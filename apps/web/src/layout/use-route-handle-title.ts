import { useMatches } from 'react-router';

/** Title of a console screen that is not part of the spec's tree (Profile, Change Password). */
export function useRouteHandleTitle(): string | undefined {
  const match = [...useMatches()].reverse().find((m) => (m.handle as { title?: string } | undefined)?.title);
  return (match?.handle as { title?: string } | undefined)?.title;
}
