import type { SalesDocumentType } from '@zerg/shared';
import { Select, type SelectProps } from 'antd';
import { useEffect } from 'react';
import { useSeries } from '../api/get-series';

export type SeriesSelectProps = Omit<SelectProps<number>, 'options' | 'loading'> & {
  companyId: number | undefined;
  documentType: SalesDocumentType | undefined;
  /** Picks the only active series when there is one and nothing is chosen yet. */
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
  const first = rows[0];
  useEffect(() => {
    if (defaultFirst && value === undefined && first && rows.length === 1) onChange?.(first.id, []);
  }, [defaultFirst, value, first, rows.length, onChange]);
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
