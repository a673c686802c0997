import { z } from 'zod';
import { msg } from '../validation/message.ts';
import { optionalText, requiredText } from '../validation/rules.ts';
import { dbId, listQuery, listResponse, ZId } from './common.ts';
import { ZDate } from './rrhh/fields.ts';

/*
 * SUNAT electronic documents: a company's SUNAT credentials (Settings › Companies) and the record of
 * every document sent, with SUNAT's answer.
 */

export const SUNAT_ENVIRONMENTS = ['beta', 'production'] as const;
export type SunatEnvironment = (typeof SUNAT_ENVIRONMENTS)[number];

/** sales: facturas, boletas and notes (sendBill); voided: comunicaciones de baja; despatch: GRE. */
export const E_DOCUMENT_KINDS = ['sales', 'voided', 'despatch'] as const;
export type EDocumentKind = (typeof E_DOCUMENT_KINDS)[number];

/**
 * pending → sending → accepted | observed | rejected | failed; a summary or a GRE waits in
 * awaiting_ticket between its ticket and its CDR. failed (and a rejection SUNAT did not register)
 * go back to pending by a resend.
 */
export const E_DOCUMENT_STATES = [
  'pending',
  'sending',
  'awaiting_ticket',
  'accepted',
  'observed',
  'rejected',
  'failed',
] as const;
export type EDocumentState = (typeof E_DOCUMENT_STATES)[number];

/** The states SUNAT has not answered yet: sent or to be sent, or its ticket still being asked. */
export const E_DOCUMENT_AWAITING_STATES: readonly EDocumentState[] = [
  'pending',
  'sending',
  'awaiting_ticket',
];

/** Whether SUNAT has yet to answer a record in this state (none recorded: no). */
export const awaitsSunat = (state: EDocumentState | null | undefined): boolean =>
  state !== null && state !== undefined && E_DOCUMENT_AWAITING_STATES.includes(state);

/** States SUNAT's answer closed: nothing more is sent. */
export const E_DOCUMENT_FINAL_STATES: readonly EDocumentState[] = ['accepted', 'observed', 'rejected'];

/** The certificate's validity is shown with a warning this many days before it ends. */
export const CERTIFICATE_WARNING_DAYS = 30;

const url = z
  .string()
  .trim()
  .max(300, { error: msg('validation.max', { max: 300 }) })
  .pipe(z.url({ protocol: /^https?$/, error: msg('validation.url') }));

/** Addresses of a local SUNAT server, instead of SUNAT's beta (never in production). */
export const ZSunatEndpoints = z.object({
  billService: url,
  /** getStatusCdr's service; without it a send cut short is sent again instead of asked about. */
  billConsultService: url.nullish().transform((v) => v ?? null),
  greToken: url,
  greApi: url,
});
export type TSunatEndpoints = z.infer<typeof ZSunatEndpoints>;

/**
 * The credentials' write. A secret left empty keeps the one stored (the answer never shows it), so
 * the form can save the user and the environment without typing the passwords again.
 */
export const ZSunatCredentialsBody = z
  .object({
    companyId: dbId(),
    environment: z.enum(SUNAT_ENVIRONMENTS, { error: msg('validation.required') }),
    solUser: requiredText(30),
    // Not trimmed: a space may belong to a password.
    solPassword: z
      .string()
      .max(100, { error: msg('validation.max', { max: 100 }) })
      .optional(),
    greClientId: optionalText(100),
    greClientSecret: z
      .string()
      .max(200, { error: msg('validation.max', { max: 200 }) })
      .optional(),
    endpoints: ZSunatEndpoints.nullish().transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (v.environment === 'production' && v.endpoints)
      ctx.addIssue({ code: 'custom', path: ['endpoints'], message: msg('validation.sunatBetaOnly') });
  });
export type TSunatCredentialsBody = z.infer<typeof ZSunatCredentialsBody>;
export type TSunatCredentialsInput = z.input<typeof ZSunatCredentialsBody>;

export const ZSunatCredentialsQuery = z.object({ companyId: ZId });

/** What is shown of the credentials: whether each secret is set, never the secret. */
export const ZSunatCredentials = z.object({
  environment: z.enum(SUNAT_ENVIRONMENTS),
  solUser: z.string(),
  hasSolPassword: z.boolean(),
  greClientId: z.string().nullable(),
  hasGreSecret: z.boolean(),
  endpoints: z
    .object({
      billService: z.string(),
      billConsultService: z.string().nullable(),
      greToken: z.string(),
      greApi: z.string(),
    })
    .nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type TSunatCredentials = z.infer<typeof ZSunatCredentials>;

/** The signing certificate's validity, shown beside the credentials. */
export const ZSunatCertificateValidity = z.object({
  validTo: z.string(),
  expired: z.boolean(),
  /** Ends within CERTIFICATE_WARNING_DAYS days. */
  expiresSoon: z.boolean(),
});

export const ZSunatCredentialsAnswer = z.object({
  companyId: z.number(),
  credentials: ZSunatCredentials.nullable(),
  certificate: ZSunatCertificateValidity.nullable(),
});
export type TSunatCredentialsAnswer = z.infer<typeof ZSunatCredentialsAnswer>;

export const E_DOCUMENT_SORTABLE = ['createdAt', 'fileName', 'state', 'answeredAt'] as const;
export const ZEDocumentListQuery = listQuery(
  z.object({
    kind: z.enum(E_DOCUMENT_KINDS).optional(),
    state: z.enum(E_DOCUMENT_STATES).optional(),
    companyId: dbId().optional(),
    from: ZDate.optional(),
    to: ZDate.optional(),
  }),
  E_DOCUMENT_SORTABLE,
);
export type TEDocumentListQuery = z.input<typeof ZEDocumentListQuery>;

export const ZEDocumentItem = z.object({
  id: z.number(),
  companyId: z.number(),
  companyName: z.string().nullable(),
  kind: z.enum(E_DOCUMENT_KINDS),
  sourceType: z.string(),
  sourceId: z.number(),
  fileName: z.string(),
  documentType: z.string(),
  series: z.string(),
  number: z.number(),
  state: z.enum(E_DOCUMENT_STATES),
  sunatCode: z.string().nullable(),
  sunatDescription: z.string().nullable(),
  attempts: z.number(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type TEDocumentItem = z.infer<typeof ZEDocumentItem>;
export const ZEDocumentListResponse = listResponse(ZEDocumentItem);
export type TEDocumentListResponse = z.infer<typeof ZEDocumentListResponse>;

/** One record with SUNAT's answers; the XML and the CDR are downloads, never inline. */
export const ZEDocumentDetail = ZEDocumentItem.extend({
  digestValue: z.string(),
  ticket: z.string().nullable(),
  notes: z.array(z.string()),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  hasCdr: z.boolean(),
  createdBy: z.string().nullable(),
});
export type TEDocumentDetail = z.infer<typeof ZEDocumentDetail>;

export const ZEDocumentIdParams = z.object({ id: ZId });

/**
 * The latest SUNAT record of an owner's document, as the owner's lists show it: the record's id
 * (its detail, files and resend), its state and SUNAT's code and description.
 */
export const ZEDocumentSummary = z.object({
  id: z.number(),
  state: z.enum(E_DOCUMENT_STATES),
  sunatCode: z.string().nullable(),
  sunatDescription: z.string().nullable(),
});
export type TEDocumentSummary = z.infer<typeof ZEDocumentSummary>;
