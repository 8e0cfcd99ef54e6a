import { Text } from '@mantine/core';
import { netpayAdjustmentsResource } from '@punchline/contracts';
import { ResourceScreen } from '../../lists/ResourceScreen';

/**
 * Manage → Payroll → Net Pay Adjustments (issue 33, docs/payroll.md): adjustment codes given to
 * workers, every pay run between two dates or once on a pay run. Amounts show only to callers
 * with pay access; a restricted administrator sees the workers of their labels only.
 */
export function NetPayAdjustmentsScreen() {
  return (
    <ResourceScreen
      def={netpayAdjustmentsResource}
      routeName="org.manage.payroll.netpay.adjustments"
      heading={
        <Text size="sm" c="dimmed">
          Recurring: give a start date (and an end date, or none to keep it going). One-off: choose the pay run instead. Leave the amount
          and percent empty to take the code&rsquo;s.
        </Text>
      }
    />
  );
}
