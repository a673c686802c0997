/**
 * The company the local SUNAT knows (the test certificate's RUC, SUNAT's beta user MODDATOS) and
 * small documents to send it. The real UBL builders live in the e-documents module; these only
 * need to be well-formed and carry what SUNAT reads first (the ID, the total).
 */
import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import { create } from 'xmlbuilder2';
import type { GreCredentials } from '../../src/modules/e-documents/index.ts';
import { type FakeSunat, type FakeSunatOptions, startFakeSunat } from './fake-sunat.ts';

export const TEST_CERTIFICATE = {
  p12: readFileSync(new URL('../fixtures/signing-certificate.p12', import.meta.url)),
  password: 'zerg-test-1',
};

export const FAKE_SUNAT_ACCOUNT = {
  ruc: '20100000001',
  solUser: 'MODDATOS',
  solPassword: 'moddatos',
  clientId: 'test-85e5b0ae-255c-4891-a595-0b98c65c9854',
  clientSecret: 'test-secret',
} as const;

/** The SOL and GRE credentials the local SUNAT accepts. */
export const FAKE_SUNAT_CREDENTIALS: GreCredentials = {
  ruc: FAKE_SUNAT_ACCOUNT.ruc,
  user: FAKE_SUNAT_ACCOUNT.solUser,
  password: FAKE_SUNAT_ACCOUNT.solPassword,
  clientId: FAKE_SUNAT_ACCOUNT.clientId,
  clientSecret: FAKE_SUNAT_ACCOUNT.clientSecret,
};

/** The body of `setting/company/sunat/update` that points a company at the local SUNAT (beta). */
export const localSunatCredentials = (companyId: number, sunat: FakeSunat) => ({
  companyId,
  environment: 'beta' as const,
  solUser: FAKE_SUNAT_ACCOUNT.solUser,
  solPassword: FAKE_SUNAT_ACCOUNT.solPassword,
  endpoints: {
    billService: sunat.endpoints.billService,
    billConsultService: sunat.endpoints.billConsultService,
    greToken: sunat.endpoints.greToken,
    greApi: sunat.endpoints.greApi,
  },
});

export const startTestSunat = (options: Partial<FakeSunatOptions> = {}): Promise<FakeSunat> =>
  startFakeSunat({ ...FAKE_SUNAT_ACCOUNT, certificate: TEST_CERTIFICATE, ...options });

const UBL = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  VoidedDocuments: 'urn:sunat:names:specification:ubl:peru:schema:xsd:VoidedDocuments-1',
  DespatchAdvice: 'urn:oasis:names:specification:ubl:schema:xsd:DespatchAdvice-2',
};
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';

/** `{fileName}.zip` holding `{fileName}.xml`: a minimal document of the given kind. */
export const documentZip = async (
  fileName: string,
  kind: keyof typeof UBL,
  id: string,
  payableAmount = '118.00',
): Promise<Buffer> => {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(UBL[kind], kind, {
    'xmlns:cbc': CBC,
    'xmlns:cac': CAC,
  });
  root.ele(CBC, 'cbc:UBLVersionID').txt('2.1');
  root.ele(CBC, 'cbc:ID').txt(id);
  if (kind === 'Invoice') {
    root
      .ele(CAC, 'cac:LegalMonetaryTotal')
      .ele(CBC, 'cbc:PayableAmount', { currencyID: 'PEN' })
      .txt(payableAmount);
  }
  const zip = new JSZip();
  zip.file(`${fileName}.xml`, root.end(), { date: new Date(Date.UTC(2026, 0, 2)) });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
};
