import type { TClient, TClientCreateBody } from '@zerg/shared';

/** What the client form holds: the create body itself. */
export type ClientFormValues = TClientCreateBody;

/** A new client: a RUC, paid at 30 days in soles, with no credit, address or contact yet. */
export const emptyClientFormValues = (): ClientFormValues => ({
  documentType: 'RUC',
  documentNumber: '',
  legalName: '',
  tradeName: '',
  paymentTermDays: 30,
  currency: 'PEN',
  creditLimit: '0.00',
  addresses: [],
  contacts: [],
});

/** The form's values as the create/update body: blank optional texts are sent as null. */
export const toClientBody = (values: TClientCreateBody): TClientCreateBody => ({
  ...values,
  creditLimit: String(values.creditLimit ?? '0'),
  addresses: (values.addresses ?? []).map((a) => ({
    ...a,
    id: a.id || undefined,
    deliveryPoints: (a.deliveryPoints ?? []).map((p) => ({ ...p, id: p.id || undefined })),
  })),
  contacts: values.contacts ?? [],
});

/** A client on file as the form edits it. */
export const clientToFormValues = (client: TClient): TClientCreateBody => ({
  documentType: client.documentType,
  documentNumber: client.documentNumber,
  legalName: client.legalName,
  tradeName: client.tradeName ?? '',
  paymentTermDays: client.paymentTermDays,
  currency: client.currency,
  creditLimit: client.creditLimit,
  addresses: client.addresses.map((a) => ({
    id: a.id,
    ubigeo: a.ubigeo,
    address: a.address,
    reference: a.reference ?? '',
    deliveryPoints: a.deliveryPoints.map((p) => ({
      id: p.id,
      name: p.name,
      address: p.address,
      ubigeo: p.ubigeo,
      contactName: p.contactName ?? '',
      contactPhone: p.contactPhone ?? '',
      latitude: p.latitude,
      longitude: p.longitude,
    })),
  })),
  contacts: client.contacts.map((c) => ({
    name: c.name,
    role: c.role ?? '',
    phone: c.phone ?? '',
    email: c.email ?? '',
  })),
});
