import { z } from 'zod';
import { ZId } from '../common.ts';

/**
 * The CTS deposit's documents (DS 001-97-TR): each worker's liquidación de depósito and the files the
 * banks holding the workers' CTS accounts take. Read from the stored CTS run, never recomputed.
 */

/** Generic: any bank. The others are the fields each named bank asks for (module README). */
export const CTS_BANK_LAYOUTS = ['generic', 'bcp', 'interbank'] as const;
export type CtsBankLayout = (typeof CTS_BANK_LAYOUTS)[number];

/** The SBS code of the bank a layout belongs to; generic takes any. */
export const CTS_LAYOUT_BANK: Record<Exclude<CtsBankLayout, 'generic'>, string> = {
  bcp: '002',
  interbank: '003',
};

export const ZCtsRunBody = z.object({ runId: ZId });
export type TCtsRunBody = z.infer<typeof ZCtsRunBody>;

export const ZCtsStatementBody = z.object({ runId: ZId, employeeId: ZId });
export type TCtsStatementBody = z.infer<typeof ZCtsStatementBody>;

export const ZCtsBankFileBody = z.object({
  runId: ZId,
  bank: z.string().regex(/^\d{3}$/),
  layout: z.enum(CTS_BANK_LAYOUTS),
});
export type TCtsBankFileBody = z.infer<typeof ZCtsBankFileBody>;

export const ZCtsDepositWorker = z.object({
  employeeId: z.number(),
  name: z.string(),
  documentNumber: z.string(),
  amount: z.string(),
});
export type TCtsDepositWorker = z.infer<typeof ZCtsDepositWorker>;

/** A worker of the run and the bank their CTS account is at (null: none on record). */
export const ZCtsDeposit = ZCtsDepositWorker.extend({ bank: z.string().nullable() });
export type TCtsDeposit = z.infer<typeof ZCtsDeposit>;

/** A CTS run by depositary bank, and the workers it cannot be deposited for (no CTS account). */
export const ZCtsDepositSummary = z.object({
  runId: z.number(),
  year: z.number(),
  month: z.number(),
  state: z.string(),
  workers: z.number(),
  total: z.string(),
  banks: z.array(
    z.object({ bank: z.string(), bankName: z.string(), workers: z.number(), total: z.string() }),
  ),
  deposits: z.array(ZCtsDeposit),
  missing: z.array(ZCtsDepositWorker),
});
export type TCtsDepositSummary = z.infer<typeof ZCtsDepositSummary>;

/** The worker's own statements: one per approved or paid CTS run they were in. */
export const ZOwnCtsStatements = z.array(
  z.object({ runId: z.number(), year: z.number(), month: z.number(), amount: z.string() }),
);
export type TOwnCtsStatements = z.infer<typeof ZOwnCtsStatements>;
