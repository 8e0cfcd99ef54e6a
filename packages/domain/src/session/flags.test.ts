import { describe, expect, it } from 'vitest';
import { deriveFlags } from './flags';
import { owner, setupClocksOnly, whiteLabelUser } from './test-fixtures';
import { FEATURES, type Feature } from './features';

const flagsOf = (fx: ReturnType<typeof owner>) => deriveFlags(fx.session, fx.user);
const withoutFeature = (f: Feature) => owner({ features: FEATURES.filter((x) => x !== f) });

describe('deriveFlags', () => {
  it('turns every flag on for a fully featured owner', () => {
    const flags = flagsOf(owner());
    expect(flags.scheduleEnabled && flags.enhancedCostingEnabled && flags.payRunEnabled).toBe(true);
    expect(flags.healthAndSafetyEnabled && flags.canManageTimeOff && flags.hasConsoleAccess).toBe(true);
    expect(flags.isWhiteLabel).toBe(false);
  });

  it('needs shiftMode other than default for scheduling', () => {
    expect(flagsOf(owner({ shiftMode: 'default' })).scheduleEnabled).toBe(false);
    expect(flagsOf(withoutFeature('schedule')).scheduleEnabled).toBe(false);
  });

  it('needs costingMode enhanced for enhanced costing, job_category for categories', () => {
    const basic = flagsOf(owner({ costingMode: 'basic' }));
    expect(basic.costingEnabled).toBe(true);
    expect(basic.enhancedCostingEnabled).toBe(false);
    expect(flagsOf(withoutFeature('job_category')).jobCategoryEnabled).toBe(false);
    expect(flagsOf(withoutFeature('job_costing')).enhancedCostingEnabled).toBe(false);
  });

  it('chains payroll, net pay and pay runs', () => {
    const off = flagsOf(owner({ enabled: false }));
    expect([off.payrollEnabled, off.netPayEnabled, off.payRunEnabled]).toEqual([false, false, false]);
    expect(flagsOf(owner({ enableNetPay: false })).netPayEnabled).toBe(false);
    expect(flagsOf(withoutFeature('pay_run')).payRunEnabled).toBe(false);
  });

  it('makes manage_pto effective only with time off enabled', () => {
    expect(flagsOf(owner({ timeOffEnabled: false })).canManageTimeOff).toBe(false);
    expect(flagsOf(withoutFeature('pto')).canManageTimeOff).toBe(false);
    expect(flagsOf(withoutFeature('pto')).timeOffAccrualEnabled).toBe(false);
  });

  it('derives health and safety from credentials or briefings', () => {
    expect(flagsOf(owner({ credentialsEnabled: false })).healthAndSafetyEnabled).toBe(true);
    expect(flagsOf(owner({ enableBriefings: false })).healthAndSafetyEnabled).toBe(true);
    expect(flagsOf(owner({ credentialsEnabled: false, enableBriefings: false })).healthAndSafetyEnabled).toBe(false);
  });

  it('treats punchCodeMode disabled as punch codes off', () => {
    expect(flagsOf(owner({ punchCodeMode: 'disabled' })).punchCodesEnabled).toBe(false);
  });

  it('denies console access to a setup_clocks-only user', () => {
    expect(flagsOf(setupClocksOnly()).hasConsoleAccess).toBe(false);
    expect(flagsOf(owner({ permissions: [] })).hasConsoleAccess).toBe(false);
    expect(flagsOf(owner({ permissions: ['setup_clocks', 'view_reports'] })).hasConsoleAccess).toBe(true);
  });

  it('spots white-label users and their admins', () => {
    const wl = whiteLabelUser();
    expect(flagsOf(wl).isWhiteLabel).toBe(true);
    expect(flagsOf(wl).isWhiteLabelNonAdmin).toBe(true);
    expect(deriveFlags(wl.session, { ...wl.user, isDistributorAdmin: true }).isWhiteLabelNonAdmin).toBe(false);
  });

  it('grants sudo access to all orgs to staff and super only', () => {
    expect(flagsOf(owner({}, { sudoType: 'staff' })).hasSudoAccessToAllOrgs).toBe(true);
    expect(flagsOf(owner({}, { sudoType: 'super' })).hasSudoAccessToAllOrgs).toBe(true);
    expect(flagsOf(owner({}, { sudoType: 'support' })).hasSudoAccessToAllOrgs).toBe(false);
    expect(flagsOf(owner({}, { sudoType: null })).hasSudoAccessToAllOrgs).toBe(false);
  });
});
