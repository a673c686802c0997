import {
  LANGUAGES,
  type Language,
  SECTION_IDS,
  type TMarkListQuery,
  translateMessage,
  ZMarkListQuery,
} from '@zerg/shared';
import type { BatchHandler } from '../../platform/batches/index.ts';
import { EXPORT_MAX_ROWS, toXlsx, XLSX_MIME } from '../../platform/export/xlsx.ts';
import type { EmployeeScope } from '../employees/index.ts';
import { listMarks, type MarkListParams } from './attendance-mark.repository.ts';

/** The list's parameters: the page asked, or the first page of `page` (an export's whole list). */
export const markListParams = (
  query: TMarkListQuery,
  page?: { page: number; perPage: number },
): MarkListParams => ({
  ...query,
  page: page?.page ?? query.page ?? 1,
  perPage: page?.perPage ?? query.perPage ?? 50,
  sortDesc: query.sortBy ? (query.sortDesc ?? false) : true,
});

/** What the export job keeps: the filters, the caller's scope when it started, the language. */
export type MarkExportParams = { query: TMarkListQuery; scope: EmployeeScope; lang: Language };

const paramsOf = (raw: Record<string, unknown>): MarkExportParams => {
  const scope = raw.scope as EmployeeScope | undefined;
  const lang = LANGUAGES.find((l) => l === raw.lang) ?? 'es';
  return {
    query: ZMarkListQuery.parse(raw.query ?? {}),
    // A job without a readable scope sees nobody rather than everybody.
    scope: scope?.all === true ? { all: true } : { all: false, areaId: scope?.areaId ?? -1 },
    lang,
  };
};

/** `2026-11-23 08:05` in Lima, for the export. */
const limaLocal = (iso: string) => {
  const local = new Date(Date.parse(iso) - 5 * 3_600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)}`;
};

export const FILE_NAME = 'attendance-marks.xlsx';

/**
 * The attendance-mark export as a background job (platform/batches): a whole year of marks of a
 * big staff is tens of thousands of rows, too much to build while a request holds a connection.
 */
export const attendanceMarksExportBatch = (): BatchHandler => ({
  section: SECTION_IDS.PAYROLL,
  mime: XLSX_MIME,
  items: async () => [{ key: 'marks', label: FILE_NAME }],
  process: async (db, raw) => {
    const { query, scope, lang } = paramsOf(raw);
    const { data } = await listMarks(db, scope, markListParams(query, { page: 1, perPage: EXPORT_MAX_ROWS }));
    const t = (key: string) => translateMessage(lang, `attendanceMarking.${key}`);
    const file = await toXlsx(
      t('marks'),
      [
        { header: t('employee'), width: 34, value: (r) => r.employeeName },
        { header: t('area'), width: 22, value: (r) => r.areaName },
        { header: t('workDate'), width: 12, value: (r) => r.workDate },
        { header: t('markedAt'), width: 18, value: (r) => limaLocal(r.markedAt) },
        { header: t('kind'), width: 10, value: (r) => t(`kind_${r.kind}`) },
        { header: t('method'), width: 16, value: (r) => t(`method_${r.method}`) },
        { header: t('campus'), width: 18, value: (r) => r.campusName },
        { header: t('kiosk'), width: 22, value: (r) => r.kioskDeviceName },
        { header: t('device'), width: 30, value: (r) => r.device },
        { header: t('reason'), width: 36, value: (r) => r.reason },
        { header: t('recordedBy'), width: 26, value: (r) => r.recordedByName },
      ],
      data,
    );
    return { fileName: FILE_NAME, data: file };
  },
  archiveName: () => FILE_NAME,
});
