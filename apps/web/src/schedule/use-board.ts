import type { Shift, ShiftCreate, ShiftUpdate } from '@punchline/contracts';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorToast } from '../detail/toast';
import { boardKey, createShift, deleteShift, fetchBoard, scheduleKey, updateShift, type BoardRange } from './schedule-api';

/** The board's data and the writes every gesture makes; each write refreshes the schedule queries. */
export function useBoard(orgId: number, range: BoardRange, filter: Record<string, string>) {
  const client = useQueryClient();
  const board = useQuery({ queryKey: boardKey(orgId, range, filter), queryFn: () => fetchBoard(orgId, range, filter) });
  const refresh = () => client.invalidateQueries({ queryKey: scheduleKey(orgId) });
  // A refused drop (an overlap, a stale version) says why; the refresh puts the block back.
  const onError = (error: unknown) => {
    errorToast(error);
    void refresh();
  };
  const save = useMutation({
    mutationFn: (input: { id: number; change: ShiftUpdate } | { create: ShiftCreate }) =>
      'create' in input ? createShift(orgId, input.create) : updateShift(orgId, input.id, input.change),
    onSuccess: () => void refresh(),
    onError,
  });
  const remove = useMutation({
    mutationFn: (shift: Pick<Shift, 'id' | 'version'>) => deleteShift(orgId, shift),
    onSuccess: () => {
      notifications.show({ message: 'Shift deleted.' });
      void refresh();
    },
    onError,
  });
  return { board, save, remove, refresh };
}
