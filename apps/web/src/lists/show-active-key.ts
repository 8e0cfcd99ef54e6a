/** The storage key of the Show active only switch of one list screen of one organization. */
export const showActiveKey = (orgId: number, list: string) => `punchline.showActive.${orgId}.${list}`;
