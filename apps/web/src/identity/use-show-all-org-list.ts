import { useStoredFlag } from '../app/use-stored-flag';

/** My Organizations' "Show all organizations" toggle, remembered per user in this browser
 *  (its own key: showing every organization there is not the same wish as in notifications). */
export const useShowAllOrgList = (userId: number) => useStoredFlag(`punchline.showAllOrgList.${userId}`, false);
