import type { ElectronicContent } from './ubl-input.ts';

/**
 * A document ready to send: built from its `Ubl…` input, signed with the company's certificate and
 * checked. `fileName` is SUNAT's name without extension (`20123456789-01-F001-123`), `zip` holds
 * `{fileName}.xml`, `digestValue` is the signature's DigestValue (the hash printed with the QR),
 * `content` the input it was built from (what its printed representation shows).
 */
export type PreparedDocument = {
  fileName: string;
  xml: string;
  zip: Buffer;
  digestValue: string;
  content: ElectronicContent;
};

/** One rule a generated document broke: which (`UBL-ORDER`, `RUC-CHECK-DIGIT`, `TOTALS`…), where, what. */
export type UblCheckFailure = { rule: string; path: string; message: string };

/** Thrown by the preparation when a document fails its checks: nothing is signed or sent. */
export class UblInvalid extends Error {
  readonly failures: UblCheckFailure[];
  constructor(failures: UblCheckFailure[]) {
    super(failures.map((f) => `${f.rule} at ${f.path}: ${f.message}`).join('; '));
    this.name = 'UblInvalid';
    this.failures = failures;
  }
}
