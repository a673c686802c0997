import type { DbOrTx } from '../../db/client.ts';

/*
 * SUNAT's final answer to an electronic document, announced inside the transaction that stores it.
 * The e-documents module sits below the modules that own the documents (billing, operations), so
 * an owner that must act on an answer (a factura SUNAT rejected with a CDR is void: its number is
 * spent) registers here once the app is built.
 */

export type ElectronicAnswer = {
  sourceType: string;
  sourceId: number;
  state: 'accepted' | 'observed' | 'rejected';
  /** Whether SUNAT answered with a CDR: a rejection with one spends the document's number. */
  withCdr: boolean;
  code: string;
  description: string;
};

type Listener = (tx: DbOrTx, answer: ElectronicAnswer) => Promise<void>;

const listeners = new Map<string, Listener>();

/** The name makes a second build of the app replace, not add. */
export const onElectronicAnswer = (name: string, listener: Listener): void => {
  listeners.set(name, listener);
};

/** Tells the owners, in the answer's transaction; without listeners (scripts) it does nothing. */
export const electronicAnswered = async (tx: DbOrTx, answer: ElectronicAnswer): Promise<void> => {
  for (const listener of listeners.values()) await listener(tx, answer);
};
