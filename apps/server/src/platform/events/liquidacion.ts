import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../auth/current-user.ts';

/*
 * A liquidación run approved: its workers are owed their documents (the hoja de liquidación and the
 * certificado de trabajo) by mail. Payroll announces it inside the approval's transaction; the
 * modules that make those documents sit above payroll and beside each other, so each one that has
 * a document for a liquidación slip registers it here, and the one that mails them gathers them.
 */

/** `actor`: who approved, so each document made for the mail leaves its audit entry. */
export type LiquidacionApproved = { runId: number; companyId: number; actor: Actor };

/** One document of a liquidación slip, rendered inside the approval's transaction. */
export type LiquidacionDocument = { fileName: string; data: Buffer; contentType: string };

type Renderer = (tx: DbOrTx, slipId: number) => Promise<LiquidacionDocument | null>;

const approved = new Map<string, (tx: DbOrTx, event: LiquidacionApproved) => Promise<void>>();
const documents = new Map<string, Renderer>();

/** The name makes a second build of the app replace, not add. */
export const onLiquidacionApproved = (
  name: string,
  listener: (tx: DbOrTx, event: LiquidacionApproved) => Promise<void>,
) => {
  approved.set(name, listener);
};

/** Registered in order: the hoja first (payslips), then the certificate. */
export const onLiquidacionDocument = (name: string, renderer: Renderer) => {
  documents.set(name, renderer);
};

/** Inside the approver's transaction; without listeners (scripts, seed) it does nothing. */
export const liquidacionApproved = async (tx: DbOrTx, event: LiquidacionApproved): Promise<void> => {
  for (const listener of approved.values()) await listener(tx, event);
};

/** Every registered document of one liquidación slip. */
export const liquidacionDocumentsOf = async (tx: DbOrTx, slipId: number): Promise<LiquidacionDocument[]> => {
  const found: LiquidacionDocument[] = [];
  for (const render of documents.values()) {
    const document = await render(tx, slipId);
    if (document) found.push(document);
  }
  return found;
};
