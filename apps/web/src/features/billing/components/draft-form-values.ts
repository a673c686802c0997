import type { Currency, InvoiceType, TaxAffectation, TSalesDocument, TSalesDraftInput } from '@zerg/shared';

/** One line as the form holds it; a line from the work done keeps its trip and referential value. */
export type LineFormValues = {
  description?: string;
  quantity?: string;
  unitValue?: string;
  taxAffectation?: TaxAffectation;
  travelOrderId?: number | null;
  referentialValuePen?: string | null;
};

export type DraftFormValues = {
  companyId?: number;
  clientId?: number;
  documentType?: InvoiceType;
  seriesId?: number;
  currency?: Currency;
  observations?: string | null;
  lines?: LineFormValues[];
};

export const EMPTY_LINE: LineFormValues = { quantity: '1', taxAffectation: '10' };

export const NEW_DRAFT: DraftFormValues = { documentType: '01', currency: 'PEN', lines: [EMPTY_LINE] };

/** The saved draft as form values. */
export const draftToFormValues = (doc: TSalesDocument): DraftFormValues => ({
  companyId: doc.companyId,
  clientId: doc.clientId,
  documentType: doc.documentType === '03' ? '03' : '01',
  seriesId: doc.seriesId,
  currency: doc.currency,
  observations: doc.observations,
  lines: doc.lines.map((line) => ({
    description: line.description,
    quantity: line.quantity,
    unitValue: line.unitValue,
    taxAffectation: line.taxAffectation,
    travelOrderId: line.travelOrderId,
    referentialValuePen: line.referentialValuePen,
  })),
});

/** The request body; the shared schema validates it (the server applies the same one). */
export const toDraftBody = (values: DraftFormValues): TSalesDraftInput =>
  ({
    companyId: values.companyId,
    clientId: values.clientId,
    documentType: values.documentType,
    seriesId: values.seriesId,
    currency: values.currency,
    observations: values.observations ?? null,
    lines: (values.lines ?? []).map((line) => ({
      description: line.description ?? '',
      quantity: line.quantity ?? '',
      unitValue: line.unitValue ?? '',
      taxAffectation: line.taxAffectation,
      travelOrderId: line.travelOrderId ?? null,
      referentialValuePen: line.referentialValuePen ?? null,
    })),
  }) as TSalesDraftInput;
