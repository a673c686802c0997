import type { SalesDocumentType } from '@zerg/shared';
import { Select, type SelectProps } from 'antd';
import { useEffect } from 'react';
import { useSeries } from '../api/get-series';

export type SeriesSelectProps = Omit<SelectProps<number>, 'options' | 'loading'> & {
  companyId: number | undefined;
  documentType: SalesDocumentType | undefined;
  /** Picks the only active series when there is one and the chosen one is not of the list. */
  defaultFirst?: boolean;
  /** Only series of this letter: a note takes its reference's (F for a factura's, B for a boleta's). */
  letter?: string;
};

/** The active series of a company and document type (F001, B001…), with the last number issued. */
export const SeriesSelect = ({
  companyId,
  documentType,
  defaultFirst = false,
  letter,
  value,
  onChange,
  ...props
}: SeriesSelectProps) => {
  const series = useSeries(
    { companyId, documentType, activeOnly: true },
    companyId !== undefined && documentType !== undefined,
  );
  const rows = (series.data ?? []).filter((s) => !letter || s.series.startsWith(letter));
  const ready = series.isSuccess && !series.isFetching;
  const only = rows.length === 1 ? rows[0]?.id : undefined;
  const known = value !== undefined && value !== null && rows.some((row) => row.id === value);
  // Once the company's or type's series are in: a chosen series that is not among them goes, and
  // the only one there is taken (the form's watched type lags a render behind the select's).
  useEffect(() => {
    if (!ready || known) return;
    const next = defaultFirst ? only : undefined;
    if (next !== value) onChange?.(next as number, []);
  }, [ready, known, defaultFirst, only, value, onChange]);
  return (
    <Select<number>
      {...props}
      value={value}
      onChange={onChange}
      loading={series.isFetching}
      options={rows.map((s) => ({ value: s.id, label: s.series }))}
    />
  );
};
