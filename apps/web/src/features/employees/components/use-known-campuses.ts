import { useSession } from '../../../lib/use-session';
import { useJobDetails } from '../api/get-job-details';
import type { KnownCampus } from './campus-select';

/**
 * Campuses the form can name without the campus list: the signed-in user's own (from their
 * employee record) and, when editing, the record's current one.
 */
export const useKnownCampuses = (current?: KnownCampus | null): KnownCampus[] => {
  const { userData } = useSession();
  const own = useJobDetails(userData?.employee_id ?? null);
  const known: KnownCampus[] = [];
  if (current) known.push(current);
  if (own.data) known.push({ id: own.data.campusId, name: own.data.campusName });
  return known;
};
