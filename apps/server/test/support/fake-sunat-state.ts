/** The local SUNAT's memory and the behaviour a test sets: shared by its SOAP and REST sides. */
import { type CdrContent, cdrZip, type TestSigner } from './fake-sunat-cdr.ts';
import { textOf } from './fake-sunat-protocol.ts';

/**
 * How the local SUNAT answers the next documents: accept; accept with observations (code 0 and
 * notes "4xxx - text"); reject (a CDR with a 2000–3999 code); an exception without CDR (SOAP
 * fault, or GRE codRespuesta 99 without CDR); or any of those after `ms` milliseconds (the
 * document is taken at once, only the answer waits, as when SUNAT's answer is lost on the way).
 */
export type FakeSunatBehaviour =
  | { kind: 'accept' }
  | { kind: 'observe'; notes?: string[] }
  | { kind: 'reject'; code: string; description?: string }
  | { kind: 'fault'; code: string; description?: string }
  | { kind: 'slow'; ms: number; then?: FakeSunatBehaviour };

export type Settled = Exclude<FakeSunatBehaviour, { kind: 'slow' }>;

export type FakeSunatReceipt = {
  service: 'sendBill' | 'sendSummary' | 'gre';
  fileName: string;
  /** The document's root element: Invoice, CreditNote, DebitNote, VoidedDocuments, DespatchAdvice. */
  documentType: string;
  documentId: string;
  payableAmount: string;
  /** SHA-256 of the zip received, hex. */
  hash: string;
  at: Date;
};

export type FakeSunatOptions = {
  ruc: string;
  solUser: string;
  solPassword: string;
  clientId: string;
  clientSecret: string;
  /** The PKCS#12 the CDRs are signed with, and its password. */
  certificate: { p12: Buffer; password: string };
  /** 0 (the default) for a free port. */
  port?: number;
  /** The clock the CDRs and receipts are dated with. */
  now?: () => Date;
  /** Tickets answer 98 (in process) at their first poll, as SUNAT's often do; false: the CDR at once. */
  ticketsPendingOnce?: boolean;
};

export type Ticket = {
  fileName: string;
  documentId: string;
  behaviour: Settled;
  polls: number;
  cdr?: Buffer;
};

const DEFAULT_NOTES = ['4252 - El dato ingresado como atributo @listName es incorrecto.'];

const DOCUMENT_NAMES: Record<string, string> = {
  '01': 'Factura',
  '03': 'Boleta',
  '07': 'Nota de Credito',
  '08': 'Nota de Debito',
  '31': 'Guia de Remision Transportista',
  RA: 'Comunicacion de baja',
};

export const createFakeState = (options: FakeSunatOptions, signer: TestSigner) => {
  const now = options.now ?? (() => new Date());
  const queue: FakeSunatBehaviour[] = [];
  let standing: FakeSunatBehaviour = { kind: 'accept' };
  let responses = 0;
  let tickets = 0;

  const state = {
    options,
    now,
    receipts: [] as FakeSunatReceipt[],
    /** CDRs of the documents sent by sendBill, by file name (what getStatusCdr gives back). */
    cdrs: new Map<string, { zip: Buffer; registered: boolean }>(),
    tickets: new Map<string, Ticket>(),
    /** Guías SUNAT took (accepted or observed), by file name. */
    guides: new Set<string>(),
    tokens: new Set<string>(),
    tokensIssued: 0,

    behave(behaviour: FakeSunatBehaviour, times?: number) {
      if (times === undefined) standing = behaviour;
      else for (let i = 0; i < times; i++) queue.push(behaviour);
    },

    /** The next document's behaviour, its delay taken apart. */
    take(): { delayMs: number; behaviour: Settled } {
      let next = queue.shift() ?? standing;
      let delayMs = 0;
      while (next.kind === 'slow') {
        delayMs += next.ms;
        next = next.then ?? { kind: 'accept' };
      }
      return { delayMs, behaviour: next };
    },

    nextTicket(gre: boolean): string {
      tickets += 1;
      const n = String(tickets).padStart(12, '0');
      return gre ? `0f7c1e2a-0000-4000-8000-${n}` : `2026${String(tickets).padStart(9, '0')}`;
    },

    /** The CDR for a settled behaviour that is not a fault. */
    async cdrFor(fileName: string, documentId: string, behaviour: Settled, qrUrl?: string): Promise<Buffer> {
      responses += 1;
      const type = fileName.split('-')[1] ?? '';
      const name = DOCUMENT_NAMES[type] ?? 'Comprobante';
      const accepted = `La ${name} numero ${documentId}, ha sido aceptada`;
      const content: CdrContent = {
        fileName,
        documentId,
        issuerRuc: options.ruc,
        responseId: String(responses),
        code: behaviour.kind === 'reject' || behaviour.kind === 'fault' ? behaviour.code : '0',
        description:
          behaviour.kind === 'reject' || behaviour.kind === 'fault'
            ? (behaviour.description ?? textOf(behaviour.code))
            : accepted,
        notes: behaviour.kind === 'observe' ? (behaviour.notes ?? DEFAULT_NOTES) : [],
        at: now(),
        ...(qrUrl && behaviour.kind !== 'reject' ? { qrUrl } : {}),
      };
      return cdrZip(signer, content);
    },
  };
  return state;
};

export type FakeState = ReturnType<typeof createFakeState>;
