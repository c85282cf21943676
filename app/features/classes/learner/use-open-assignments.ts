import { getMyAssignmentsAtStart, type MyAssignment } from '../../../api/classes';
import { useRequest } from '../../../api/use-request';

/**
 * Home's call for the teacher's work (docs/product.md §12): the learner's open and late
 * assignments, nearest due first; none for a visitor, and none when the call fails (home stays
 * as it was). Kept apart from the block that shows them, which is its own chunk.
 */
export function useOpenAssignments(enabled: boolean): MyAssignment[] {
  const mine = useRequest(enabled ? getMyAssignmentsAtStart : null, [enabled]);
  if (!enabled || !mine.data) return [];
  return mine.data.assignments
    .filter((a) => a.status !== 'done')
    .sort((a, b) => a.due.localeCompare(b.due) || a.createdAt.localeCompare(b.createdAt));
}
