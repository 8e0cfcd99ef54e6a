import { netpayAdjustmentCodesResource } from '@punchline/contracts';
import { defineServerResource } from '../../resources/server-resources';
import { requireNetPay } from './netpay-gate';

// Settings → Payroll → Adjustment Codes: served only while the organization uses net pay. A code
// in use cannot be deleted: netpay_adjustments' foreign key refuses, and the toolkit answers
// 'This adjustment code is in use and cannot be deleted. Make it inactive instead.'
export const netpayAdjustmentCodesServer = defineServerResource(netpayAdjustmentCodesResource, { requireInUse: requireNetPay });
