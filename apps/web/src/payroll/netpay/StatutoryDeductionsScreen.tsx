import { Alert, Text } from '@mantine/core';
import { statutoryDeductionsResource } from '@punchline/contracts';
import { ResourceScreen } from '../../lists/ResourceScreen';

/**
 * Settings → Payroll → Statutory Deductions (issue 33, docs/payroll.md). Punchline is not a tax
 * engine, and the screen says so first: the organization states its rules, pay runs apply them
 * exactly and show the work on every pay summary.
 */
export function StatutoryDeductionsScreen() {
  return (
    <ResourceScreen
      def={statutoryDeductionsResource}
      routeName="org.settings.payroll.netpay.statutory-deductions"
      heading={
        <Alert color="yellow" title="This is not a tax engine" p="xs">
          <Text size="sm">
            Your organization states its own rules here; pay runs apply them exactly, in the order given, and show the work on each pay
            summary. A percent is of taxable pay (gross less pre-tax deductions), up to the annual wage base when one is given: for example
            US Social Security, 6.2 % each for employee and employer up to its wage base, and Medicare, 1.45 % each with no base. Check the
            rates and bases that apply to you every year.
          </Text>
        </Alert>
      }
    />
  );
}
