import { useCallback, useEffect, useState } from 'react';
import type { Identification, WorkerDiscipline } from '@punchline/contracts/device';
import { disciplineApi } from '../api';
import { acknowledgeFailure, attendanceFailure } from '../attendance';

// The worker's attendance (issue 34), loaded once they are identified: the punch screen needs it
// at once (events waiting for an acknowledgement are told at the top), My attendance shows it.
// Nothing loads offline; nothing shows when the organization does not run discipline
// (discipline_off) or hides points at the clock (shown false).

export type Attendance = {
  /** The worker's attendance when there is something to show. */
  data: WorkerDiscipline | null;
  /** Why it could not load ('' or null: nothing to say). */
  failed: string | null;
  /** Acknowledges an event: null when done, else what to tell the worker. */
  acknowledge: (eventId: number) => Promise<string | null>;
};

export function useAttendance(token: string, identification: Identification, identified: boolean): Attendance {
  const [data, setData] = useState<WorkerDiscipline | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (!identified) return;
    let live = true;
    disciplineApi.get(token, identification).then(
      (result) => live && (setData(result.shown ? result : null), setFailed(null)),
      (error: unknown) => live && setFailed(attendanceFailure(error)),
    );
    return () => {
      live = false;
    };
  }, [token, identification, identified]);

  const acknowledge = useCallback(
    async (eventId: number) => {
      try {
        await disciplineApi.acknowledge(token, identification, eventId);
      } catch (error) {
        return acknowledgeFailure(error);
      }
      setData((d) => d && { ...d, events: d.events.map((e) => (e.id === eventId ? { ...e, acknowledged: true } : e)) });
      return null;
    },
    [token, identification],
  );

  return { data, failed, acknowledge };
}
