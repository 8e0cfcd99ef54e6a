import { useParams } from 'react-router';
import { NewRunForm } from './NewRunForm';
import { RunDetail } from './RunDetail';
import { RunsList } from './RunsList';

/**
 * Manage → Payroll → Pay Runs (SPEC section 2 payroll runs/{view?}; issue 33). The view names
 * the screen: none is the list of runs, "new" the new run form, a number that run.
 */
export function PayRunsScreen() {
  const { view } = useParams();
  if (view === 'new') return <NewRunForm />;
  const id = Number(view);
  if (view && Number.isInteger(id) && id > 0) return <RunDetail key={id} runId={id} />;
  return <RunsList />;
}
