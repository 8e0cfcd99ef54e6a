import { useStoredFlag } from '../app/use-stored-flag';

/** The notification list's "Show all organizations" toggle, remembered per user (SPEC section 9). */
export const useShowAllOrgs = (userId: number) => useStoredFlag(`punchline.showAllOrgs.${userId}`, false);
