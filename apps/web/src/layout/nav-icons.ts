import { IconChartBar, IconClipboardList, IconGauge, IconSettings, IconPoint, type Icon } from '@tabler/icons-react';

// Icons of the top-level menu entries (route names of the tree in packages/domain).
const ICONS: Record<string, Icon> = {
  'org.dashboard': IconGauge,
  'org.manage': IconClipboardList,
  'org.reports': IconChartBar,
  'org.settings': IconSettings,
};

export const navIcon = (routeName: string): Icon => ICONS[routeName] ?? IconPoint;
