import { useSearchParams } from 'react-router';
import { limaMonth } from '../../../lib/format-date';
import { useBooksCompany } from '../api/get-books-company';
import type { Period } from './period-filters';

const PERIOD_RE = /^\d{4}-(0[1-9]|1[0-2])$/;
const positive = (value: string | null): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * The period, company and extra choices of the ledger and the trial balance, kept in the address
 * (`?company=1&from=2026-01&to=2026-12`) so a report can be linked to and reloaded. The company
 * defaults to the server's choice (the user's employer, else the one with entries), and the screen
 * says why; the period to the current month.
 */
export const usePeriodParams = () => {
  const [params, setParams] = useSearchParams();
  const books = useBooksCompany();
  const current = limaMonth();
  const from = PERIOD_RE.test(params.get('from') ?? '') ? (params.get('from') as string) : current;
  const rawTo = PERIOD_RE.test(params.get('to') ?? '') ? (params.get('to') as string) : from;
  const chosen = positive(params.get('company'));
  const period: Period = {
    companyId: chosen ?? books.data?.companyId ?? undefined,
    defaultedBecause: chosen === undefined ? books.data?.reason : undefined,
    from,
    // biome-ignore lint/complexity/useMathMinMax: `YYYY-MM` strings, compared as text.
    to: rawTo < from ? from : rawTo,
  };
  const number = (name: string) => positive(params.get(name));
  const update = (next: Period, extra: Record<string, number | undefined> = {}) => {
    const search = new URLSearchParams(params);
    search.set('from', next.from);
    search.set('to', next.to);
    if (next.companyId && next.companyId !== period.companyId) search.set('company', String(next.companyId));
    for (const [key, value] of Object.entries(extra)) {
      if (value === undefined) search.delete(key);
      else search.set(key, String(value));
    }
    setParams(search, { replace: true });
  };
  return { period, number, update };
};
