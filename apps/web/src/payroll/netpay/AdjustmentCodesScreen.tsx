import { Text } from '@mantine/core';
import { netpayAdjustmentCodesResource } from '@punchline/contracts';
import { ResourceScreen } from '../../lists/ResourceScreen';

/**
 * Settings → Payroll → Adjustment Codes (issue 33, docs/payroll.md): what may be added to or taken
 * from a worker's pay. The heading says what Taxable means for each kind, the one thing the
 * field's label cannot say in full.
 */
export function AdjustmentCodesScreen() {
  return (
    <ResourceScreen
      def={netpayAdjustmentCodesResource}
      routeName="org.settings.payroll.netpay.adjustment-codes"
      heading={
        <Text size="sm" c="dimmed">
          Earnings add to gross pay; reimbursements are paid back untaxed; deductions are taken from pay. A deduction that is not taxable is
          pre-tax (a 401(k)): it is taken before the statutory deductions and lowers the pay they are worked out on. Give codes to workers
          in Manage → Payroll → Net Pay Adjustments. A code in use cannot be deleted: make it inactive.
        </Text>
      }
    />
  );
}
