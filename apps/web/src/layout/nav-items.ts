import { IconGauge, type Icon } from '@tabler/icons-react';

export type NavItem = { label: string; path: string; icon: Icon };

// The sidebar lists only screens that exist; the full route tree with its access rules joins
// when the console shell issue lands (packages/domain/src/routes).
export const NAV_ITEMS: NavItem[] = [{ label: 'Dashboard', path: 'dashboard', icon: IconGauge }];
