import { statutoryDeductionsResource } from '@punchline/contracts';
import { defineServerResource } from '../../resources/server-resources';
import { requireNetPay } from './netpay-gate';

// Settings → Payroll → Statutory Deductions: served only while the organization uses net pay.
export const statutoryDeductionsServer = defineServerResource(statutoryDeductionsResource, { requireInUse: requireNetPay });
