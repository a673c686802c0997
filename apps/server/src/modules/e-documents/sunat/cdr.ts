import JSZip from 'jszip';
import type { SunatAnswer, SunatCdr, SunatOutcome } from './sunat-types.ts';
import { nodes, parseXml, text } from './xml-read.ts';

/** A CDR zip that holds no readable ApplicationResponse: SUNAT answered, but not with a CDR. */
export class CdrUnreadable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CdrUnreadable';
  }
}

/** The ApplicationResponse in SUNAT's zip: `R-{fileName}.xml`, beside an empty `dummy/` folder. */
export const cdrXml = async (zip: Buffer): Promise<string> => {
  let archive: JSZip;
  try {
    archive = await JSZip.loadAsync(zip);
  } catch (error) {
    throw new CdrUnreadable(`the CDR is not a zip: ${error instanceof Error ? error.message : error}`);
  }
  const entry = Object.values(archive.files).find((f) => !f.dir && f.name.toLowerCase().endsWith('.xml'));
  if (!entry) throw new CdrUnreadable('the CDR zip holds no XML');
  return entry.async('string');
};

const RESPONSE = '/ar:ApplicationResponse/cac:DocumentResponse/cac:Response';

/** Reads SUNAT's answer from a CDR zip: the response code, its description and the notes. */
export const readCdr = async (zip: Buffer): Promise<SunatCdr> => {
  const xml = await cdrXml(zip);
  let root: ReturnType<typeof parseXml>;
  try {
    root = parseXml(xml);
  } catch (error) {
    throw new CdrUnreadable(
      `the CDR is not well-formed XML: ${error instanceof Error ? error.message : error}`,
    );
  }
  if (nodes(RESPONSE, root).length !== 1) throw new CdrUnreadable('the CDR has no DocumentResponse/Response');
  return {
    zip,
    code: text(`${RESPONSE}/cbc:ResponseCode`, root),
    description: text(`${RESPONSE}/cbc:Description`, root),
    notes: nodes('/ar:ApplicationResponse/cbc:Note', root).map((n) => (n.textContent ?? '').trim()),
  };
};

/**
 * The QR address SUNAT puts in a GRE's CDR (cac:DocumentReference/cbc:DocumentDescription), which
 * the printed guía carries; null for a CDR without one (facturas, a rejected GRE).
 */
export const readCdrQrUrl = async (zip: Buffer): Promise<string | null> => {
  const root = parseXml(await cdrXml(zip));
  const url = text(
    '/ar:ApplicationResponse/cac:DocumentResponse/cac:DocumentReference/cbc:DocumentDescription',
    root,
  );
  return url === '' ? null : url;
};

/**
 * SUNAT's reading of a response code (Manual del Programador, "Códigos de error"): 0 accepted,
 * 0100–1999 exceptions (the document was not processed), 2000–3999 rejected, 4000 and above
 * observations on an accepted document; an accepted CDR carrying notes is observed too.
 */
export const outcomeOf = (cdr: SunatCdr): SunatOutcome | 'exception' => {
  if (!/^\d+$/.test(cdr.code)) return 'exception';
  const code = Number(cdr.code);
  if (code === 0) return cdr.notes.length > 0 ? 'observed' : 'accepted';
  if (code >= 4000) return 'observed';
  if (code >= 2000) return 'rejected';
  return 'exception';
};

/** A CDR as the transport answers it: an exception code is a fault, as if SUNAT had raised it. */
export const cdrAnswer = (cdr: SunatCdr): SunatAnswer => {
  const outcome = outcomeOf(cdr);
  return outcome === 'exception'
    ? { kind: 'fault', code: cdr.code, description: cdr.description }
    : { kind: 'cdr', outcome, cdr };
};
