import type { OrgSettingsBody } from '@punchline/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../api/http';
import { errorToast } from '../detail/toast';

/**
 * A session switch saved on its own with PUT settings (SPEC section 7: punchCodeMode, "rolled
 * back on failure"): the new value shows at once and goes back to the old one when the save fails.
 */
export function useOrgSetting<K extends keyof OrgSettingsBody>(orgId: number, key: K, stored: NonNullable<OrgSettingsBody[K]>) {
  const client = useQueryClient();
  const revalidator = useRevalidator();
  const [shown, setShown] = useState<NonNullable<OrgSettingsBody[K]> | null>(null);
  const [saving, setSaving] = useState(false);
  const change = async (value: NonNullable<OrgSettingsBody[K]>) => {
    const before = shown ?? stored;
    setShown(value);
    setSaving(true);
    try {
      await api(`orgs/${orgId}/settings`, { method: 'PUT', body: { [key]: value } });
      // The session every screen reads carries the switch: load it again.
      await client.invalidateQueries({ queryKey: ['orgs', orgId, 'session'] });
      await revalidator.revalidate();
    } catch (e) {
      setShown(before);
      errorToast(e);
    } finally {
      setSaving(false);
    }
  };
  return { value: shown ?? stored, saving, change };
}
