import type { EDocumentKind } from '@zerg/shared';
import {
  type SunatAnswer,
  type SunatCdr,
  type SunatTransport,
  SunatUnavailable,
} from './sunat/sunat-types.ts';
import type { SunatAccess } from './sunat-credentials.repository.ts';

/** What one step of a send came to, and so what the record becomes. */
export type Outcome =
  /** SUNAT's constancia: the record is closed as its code says. */
  | { kind: 'cdr'; state: 'accepted' | 'observed' | 'rejected'; cdr: SunatCdr }
  /** A summary or a GRE taken: its CDR is asked for later with the ticket. */
  | { kind: 'ticket'; ticket: string }
  /** SUNAT refused it without a CDR (fault 2000–3999): final, SUNAT registered nothing. */
  | { kind: 'rejected'; code: string; description: string }
  /** Sending it again as it is would not help (bad credentials, a malformed call): until a resend. */
  | { kind: 'failed'; error: string }
  /** SUNAT unreachable, busy, or the CDR not ready yet: try again later. */
  | { kind: 'retry'; error: string };

export type SendingRecord = {
  kind: EDocumentKind;
  fileName: string;
  documentType: string;
  series: string;
  number: number;
  zip: Buffer;
  ticket: string | null;
};

/** A document SUNAT already holds: sendBill answers this fault for a name it has registered. */
const ALREADY_REGISTERED = '1033';

const fromCdr = (cdr: SunatCdr): Outcome => {
  const code = Number(cdr.code);
  const state = code === 0 ? 'accepted' : code >= 2000 && code < 4000 ? 'rejected' : 'observed';
  return { kind: 'cdr', state, cdr };
};

/** 0100–0199 are SUNAT's own troubles ("the system cannot answer"); ≥ 2000 and < 4000 rejections. */
const fromFault = (code: string, description: string): Outcome => {
  const n = Number(code);
  const text = `${code} - ${description}`;
  if (n >= 2000 && n < 4000) return { kind: 'rejected', code, description };
  if (n >= 100 && n < 200) return { kind: 'retry', error: text };
  return { kind: 'failed', error: text };
};

const fromAnswer = (answer: SunatAnswer): Outcome => {
  switch (answer.kind) {
    case 'cdr':
      return fromCdr(answer.cdr);
    case 'ticket':
      return { kind: 'ticket', ticket: answer.ticket };
    case 'pending':
      return { kind: 'retry', error: 'SUNAT has not finished the ticket yet' };
    case 'fault':
      return fromFault(answer.code, answer.description);
  }
};

const NO_GRE = { kind: 'failed', error: 'the company has no GRE client id and secret' } as const;

/**
 * The CDR SUNAT holds for a factura, boleta or note, asked before sending it again: a send whose
 * answer was lost (the process died, the line dropped) may have reached SUNAT.
 */
const heldCdr = async (
  t: SunatTransport,
  access: SunatAccess,
  doc: SendingRecord,
): Promise<Outcome | null> => {
  const cdr = await t.getStatusCdr(access.endpoints, access.sol, {
    type: doc.documentType,
    series: doc.series,
    number: doc.number,
  });
  return cdr && fromCdr(cdr);
};

const send = async (t: SunatTransport, access: SunatAccess, doc: SendingRecord): Promise<Outcome> => {
  const { endpoints, sol, gre } = access;
  switch (doc.kind) {
    case 'sales': {
      const answer = await t.sendBill(endpoints, sol, doc.fileName, doc.zip);
      if (answer.kind === 'fault' && answer.code === ALREADY_REGISTERED)
        return (
          (await heldCdr(t, access, doc)) ?? {
            kind: 'failed',
            error: `${answer.code} - ${answer.description} (and SUNAT gives no CDR for it)`,
          }
        );
      return fromAnswer(answer);
    }
    case 'voided':
      return fromAnswer(await t.sendSummary(endpoints, sol, doc.fileName, doc.zip));
    case 'despatch':
      return gre ? fromAnswer(await t.sendDespatch(endpoints, gre, doc.fileName, doc.zip)) : NO_GRE;
  }
};

/**
 * One step of a record's sending: `send` a pending record, `recover` one found in `sending` (its
 * earlier send may or may not have reached SUNAT), `poll` a ticket. SUNAT being unreachable is a
 * `retry`, never an exception.
 */
export const sunatStep = async (
  t: SunatTransport,
  access: SunatAccess,
  doc: SendingRecord,
  step: 'send' | 'recover' | 'poll',
): Promise<Outcome> => {
  try {
    if (step === 'poll') {
      if (!doc.ticket) return { kind: 'failed', error: 'no ticket to ask about' };
      if (doc.kind === 'despatch')
        return access.gre
          ? fromAnswer(await t.despatchStatus(access.endpoints, access.gre, doc.ticket))
          : NO_GRE;
      return fromAnswer(await t.getStatus(access.endpoints, access.sol, doc.ticket));
    }
    if (step === 'recover' && doc.kind === 'sales') {
      const held = await heldCdr(t, access, doc);
      if (held) return held;
    }
    return await send(t, access, doc);
  } catch (error) {
    if (error instanceof SunatUnavailable) return { kind: 'retry', error: error.message };
    throw error;
  }
};
