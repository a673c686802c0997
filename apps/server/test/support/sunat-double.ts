import { readFileSync, writeFileSync } from 'node:fs';
import {
  type SunatAnswer,
  type SunatCdr,
  type SunatDocumentKey,
  type SunatTransport,
  SunatUnavailable,
} from '../../src/modules/e-documents/index.ts';

/*
 * An in-memory SUNAT behind the `SunatTransport` contract, for the e-documents tests. It counts what
 * it received by file name and keeps the CDR of every document it registered, so getStatusCdr
 * answers as SUNAT's consult service does. With `file`, its memory lives in a JSON file, shared by
 * a process that is killed and the one that takes over.
 */

/** What the double does with one send: the answer, SUNAT unreachable, or a call that never returns. */
export type DoubleBehaviour =
  | { kind: 'accept' }
  | { kind: 'observe'; notes: string[] }
  | { kind: 'reject'; code: string; description: string }
  | { kind: 'fault'; code: string; description: string }
  | { kind: 'unavailable' }
  /** SUNAT registers the document (its CDR is held) but the answer never comes back. */
  | { kind: 'stall'; onStall?: () => void };

type State = {
  received: Record<string, number>;
  cdrs: Record<string, { code: string; description: string; notes: string[] }>;
  tickets: Record<string, { fileName: string; asked: number }>;
};

export type SunatDouble = SunatTransport & {
  /** How many times SUNAT received this file name. */
  receivedCount: (fileName: string) => number;
  /** Every call, in order: `sendBill F001-1`, `getStatusCdr 01-F001-1`… */
  calls: string[];
};

const keyOfFile = (fileName: string) => fileName.split('-').slice(1).join('-');
const keyOf = (k: SunatDocumentKey) => `${k.type}-${k.series}-${k.number}`;
const cdrOf = (fileName: string, c: State['cdrs'][string]): SunatCdr => ({
  zip: Buffer.from(`CDR of ${fileName}: ${c.code}`),
  ...c,
});

export const createSunatDouble = (
  options: {
    /** The behaviour of the n-th send (1-based) of a file name; accepting by default. */
    behaviour?: (fileName: string, n: number) => DoubleBehaviour;
    /** Times a ticket answers `pending` before its CDR. */
    pendingPolls?: number;
    file?: string;
  } = {},
): SunatDouble => {
  let memory: State = { received: {}, cdrs: {}, tickets: {} };
  const load = (): State =>
    options.file ? (JSON.parse(readFileSync(options.file, 'utf8')) as State) : memory;
  const save = (s: State) => {
    memory = s;
    if (options.file) writeFileSync(options.file, JSON.stringify(s));
  };
  if (options.file) {
    try {
      load();
    } catch {
      save(memory);
    }
  }
  const calls: string[] = [];

  /** Receives a document and answers as the behaviour says; null means a ticket is to be given. */
  const receive = async (fileName: string, ticketed: boolean): Promise<SunatAnswer> => {
    const s = load();
    const n = (s.received[fileName] ?? 0) + 1;
    const behaviour = options.behaviour?.(fileName, n) ?? { kind: 'accept' };
    if (behaviour.kind === 'unavailable') throw new SunatUnavailable('connect ECONNREFUSED (double)');
    if (behaviour.kind === 'fault') {
      s.received[fileName] = n;
      save(s);
      return { kind: 'fault', code: behaviour.code, description: behaviour.description };
    }
    const cdr =
      behaviour.kind === 'reject'
        ? { code: behaviour.code, description: behaviour.description, notes: [] }
        : {
            code: behaviour.kind === 'observe' ? '4000' : '0',
            description: `La Factura numero ${keyOfFile(fileName)}, ha sido aceptada`,
            notes: behaviour.kind === 'observe' ? behaviour.notes : [],
          };
    s.received[fileName] = n;
    s.cdrs[keyOfFile(fileName)] = cdr;
    if (ticketed) s.tickets[`T-${fileName}`] = { fileName, asked: 0 };
    save(s);
    if (behaviour.kind === 'stall') {
      behaviour.onStall?.();
      return new Promise(() => {});
    }
    if (ticketed) return { kind: 'ticket', ticket: `T-${fileName}` };
    const outcome =
      behaviour.kind === 'reject' ? 'rejected' : behaviour.kind === 'observe' ? 'observed' : 'accepted';
    return { kind: 'cdr', outcome, cdr: cdrOf(fileName, cdr) };
  };

  const status = async (ticket: string): Promise<SunatAnswer> => {
    const s = load();
    const t = s.tickets[ticket];
    if (!t) return { kind: 'fault', code: '0127', description: 'El ticket no existe' };
    t.asked++;
    save(s);
    if (t.asked <= (options.pendingPolls ?? 0)) return { kind: 'pending' };
    const cdr = s.cdrs[keyOfFile(t.fileName)];
    if (!cdr) return { kind: 'pending' };
    const code = Number(cdr.code);
    const outcome = code === 0 ? 'accepted' : code < 4000 ? 'rejected' : 'observed';
    return { kind: 'cdr', outcome, cdr: cdrOf(t.fileName, cdr) };
  };

  return {
    calls,
    receivedCount: (fileName) => load().received[fileName] ?? 0,
    sendBill: (_e, _sol, fileName) => {
      calls.push(`sendBill ${fileName}`);
      return receive(fileName, false);
    },
    sendSummary: (_e, _sol, fileName) => {
      calls.push(`sendSummary ${fileName}`);
      return receive(fileName, true);
    },
    sendDespatch: (_e, _gre, fileName) => {
      calls.push(`sendDespatch ${fileName}`);
      return receive(fileName, true);
    },
    getStatus: (_e, _sol, ticket) => {
      calls.push(`getStatus ${ticket}`);
      return status(ticket);
    },
    despatchStatus: (_e, _gre, ticket) => {
      calls.push(`despatchStatus ${ticket}`);
      return status(ticket);
    },
    getStatusCdr: async (_e, _sol, key) => {
      calls.push(`getStatusCdr ${keyOf(key)}`);
      const cdr = load().cdrs[keyOf(key)];
      return cdr ? cdrOf(keyOf(key), cdr) : null;
    },
  };
};
