import { z } from 'zod';

/** The documents a vehicle needs in force to leave on a trip (dispatch answers 409 without them). */
export const DISPATCH_DOCUMENT_KINDS = ['soat', 'technical_inspection'] as const;
export type DispatchDocumentKind = (typeof DISPATCH_DOCUMENT_KINDS)[number];

/** Per kind, the document expiring last (a renewal adds a row and the one expiring last counts). */
export const ZDispatchDocument = z.object({
  kind: z.enum(DISPATCH_DOCUMENT_KINDS),
  validFrom: z.string(),
  validTo: z.string(),
});
export type TDispatchDocument = z.infer<typeof ZDispatchDocument>;

/** The dispatch documents not in force on a day (`YYYY-MM-DD`), in the order of the kinds. */
export const missingDispatchDocuments = (
  documents: readonly TDispatchDocument[],
  day: string,
): DispatchDocumentKind[] =>
  DISPATCH_DOCUMENT_KINDS.filter(
    (kind) => !documents.some((d) => d.kind === kind && d.validFrom <= day && day <= d.validTo),
  );
