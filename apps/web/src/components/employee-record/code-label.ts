import type { TFunction } from 'i18next';

/** The fixed code lists of the employee record (`@zerg/shared` catalog/rrhh) that the UI names. */
export type CodeGroup =
  | 'documentType'
  | 'gender'
  | 'maritalStatus'
  | 'relation'
  | 'bloodType'
  | 'studyLevel'
  | 'personalType'
  | 'laborRegime'
  | 'contractType'
  | 'currency'
  | 'pensionSystem'
  | 'afpCommissionType'
  | 'bankAccountType'
  | 'fileKind'
  | 'vacationStatus';

/** The translated name of a catalogue code; a dash when there is none. */
export const codeLabel = (t: TFunction, group: CodeGroup, code: string | null | undefined): string =>
  code ? t(`employees:codes.${group}.${code}`, { defaultValue: code }) : t('common:states.none');

/** Select options for a code list, in the catalogue's order. */
export const codeOptions = <C extends string>(t: TFunction, group: CodeGroup, codes: readonly C[]) =>
  codes.map((code) => ({ value: code, label: codeLabel(t, group, code) }));

/**
 * The label of a field named by an API path (`documentNumber`, `job.positionId`,
 * `bankAccounts.0.cci`): the last named part, with the row number of a list when there is one.
 */
export const fieldLabel = (t: TFunction, path: string): string => {
  const parts = path.split('.');
  const name = [...parts].reverse().find((part) => !/^\d+$/.test(part)) ?? path;
  const index = parts.find((part) => /^\d+$/.test(part));
  const label = t(`employees:fields.${name}`, { defaultValue: name });
  return index === undefined ? label : `${label} (${Number(index) + 1})`;
};
