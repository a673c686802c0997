import type { PersonalType } from '@zerg/shared';
import { useState } from 'react';
import { useListState } from '../../../components/use-list-state';
import type { MonthGridFilters, MonthGridParams } from '../api/get-month-grid';
import { currentMonth } from './month-picker';

/** A month grid's list state: page, search, sort, filters and the month (this month at first). */
export const useMonthGridState = (personalType?: PersonalType) => {
  const list = useListState<MonthGridFilters>({ sortBy: 'employeeName' });
  const [month, setMonthState] = useState(currentMonth);
  const setMonth = (next: string) => {
    setMonthState(next);
    list.setPage(1, list.params.perPage);
  };
  const params: MonthGridParams = {
    ...list.params,
    month,
    ...(personalType ? { filters: { ...list.params.filters, personalType } } : {}),
  };
  return { list, month, setMonth, params };
};
