import { useState } from 'react';

/** The busy flag and last failure of a form's submit: `run` clears the failure, keeps busy on
 *  while the action runs, and keeps what it threw for the form to show. */
export function useFormAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  async function run(action: () => Promise<void>): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (e) {
      setError(e);
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run };
}
