import { useCompanies } from '../../../reference-data/get-companies';
import { useSeries } from '../api/get-series';

/**
 * The company a new invoice starts with: the first that has an active factura or boleta series
 * (a company that never invoices has none), else the first company.
 */
export const useDefaultCompany = (): number | undefined => {
  const companies = useCompanies();
  const series = useSeries({ activeOnly: true });
  if (!companies.data || series.isPending) return undefined;
  const invoicing = new Set(
    (series.data ?? [])
      .filter((s) => s.documentType === '01' || s.documentType === '03')
      .map((s) => s.companyId),
  );
  return (companies.data.find((c) => invoicing.has(c.id)) ?? companies.data[0])?.id;
};
