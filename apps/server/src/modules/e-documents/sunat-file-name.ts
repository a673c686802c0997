import type { EDocumentKind } from '@zerg/shared';

/** What SUNAT's file name says: `{ruc}-{type}-{series}-{number}`, the baja's series its date. */
export type SunatFileName = { ruc: string; documentType: string; series: string; number: number };

const SALES = /^(\d{11})-(01|03|07|08)-([A-Z0-9]{4})-(\d{1,8})$/;
const VOIDED = /^(\d{11})-(RA)-(\d{8})-(\d{1,5})$/;
const DESPATCH = /^(\d{11})-(31|09)-([A-Z0-9]{4})-(\d{1,8})$/;
const PATTERNS: Record<EDocumentKind, RegExp> = { sales: SALES, voided: VOIDED, despatch: DESPATCH };

/** The parts of a prepared document's name, or null when it is not a name of that kind. */
export const parseSunatFileName = (kind: EDocumentKind, fileName: string): SunatFileName | null => {
  const m = PATTERNS[kind].exec(fileName);
  if (!m) return null;
  return { ruc: m[1] as string, documentType: m[2] as string, series: m[3] as string, number: Number(m[4]) };
};
