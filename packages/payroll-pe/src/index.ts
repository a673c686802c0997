export type { SupplementHistory } from './computable.ts';
export type { Concept, ConceptKey, LineKind, QuintaTreatment } from './concepts.ts';
export { CONCEPTS } from './concepts.ts';
export type { CtsDeposit, CtsInput, CtsResult } from './cts.ts';
export { computeCts } from './cts.ts';
export type { CarryOver } from './deductions.ts';
export { PayrollInputError } from './errors.ts';
export type { GratificacionInput, GratificacionResult, GratificacionSemester } from './gratificacion.ts';
export { computeGratificacion } from './gratificacion.ts';
export type { PayslipLine, Totals } from './lines.ts';
export type { LiquidacionInput, LiquidacionResult } from './liquidacion.ts';
export { computeLiquidacion } from './liquidacion.ts';
export type { OvertimeSplit } from './overtime.ts';
export { splitOvertime } from './overtime.ts';
export { DEFAULT_PARAMETER_HISTORY } from './parameter-history-data.ts';
export type {
  AfpRates,
  CodedSource,
  LegalParameters,
  ParameterKey,
  ParameterRecord,
  ParametersInForce,
  QuintaBracket,
} from './parameters.ts';
export { missingParameters, PARAMETER_KEYS, parametersAt } from './parameters.ts';
export type {
  AmountItem,
  AttendanceInput,
  BonusInput,
  BonusKind,
  PaidGratificacion,
  PayslipInput,
  PayslipQuintaInput,
  PayslipResult,
} from './payslip.ts';
export { computePayslip } from './payslip.ts';
export type { QuincenaInput, QuincenaResult } from './quincena.ts';
export { computeQuincena } from './quincena.ts';
export type {
  AnnualTax,
  PreviousEmployer,
  QuintaInput,
  QuintaMonth,
  QuintaResult,
} from './quinta-categoria.ts';
export { computeAnnualQuintaTax, computeQuinta, divisorRule } from './quinta-categoria.ts';
export type { HealthCoverage, LabourRegime } from './regimes.ts';
export { LABOUR_REGIMES, REGIME_RULES } from './regimes.ts';
export type { VacationInput, VacationResult } from './vacations.ts';
export { computeVacations } from './vacations.ts';
export type { Period } from './validate.ts';
export type { BenefitWorker, PensionAffiliation, Worker } from './worker.ts';
