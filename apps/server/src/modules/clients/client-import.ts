/** The columns of the client import file, in template order: one row per client, with its main address. */
export const CLIENT_IMPORT_COLUMNS = [
  'document_type',
  'document_number',
  'legal_name',
  'trade_name',
  'payment_term_days',
  'currency',
  'credit_limit',
  'address_ubigeo',
  'address',
  'address_reference',
  'delivery_point_name',
  'delivery_point_address',
  'delivery_point_ubigeo',
  'contact_name',
  'contact_role',
  'contact_phone',
  'contact_email',
] as const;
export type ClientImportColumn = (typeof CLIENT_IMPORT_COLUMNS)[number];

export const CLIENT_IMPORT_EXAMPLE = [
  'RUC',
  '20100130204',
  'Distribuidora Andina del Sur S.A.C.',
  'Andina del Sur',
  '30',
  'PEN',
  '50000.00',
  '040101',
  'Av. Ejército 710, Yanahuara',
  'Frente al Mall Aventura',
  'Almacén Arequipa',
  'Calle Los Arces 220, Cayma',
  '040103',
  'Lucía Mendoza Paredes',
  'Jefa de logística',
  '(+51)959123456',
  'lmendoza@andinadelsur.pe',
];

/** One file row as the create form would send it. */
export const clientRowToInput = (v: Partial<Record<ClientImportColumn, string>>) => {
  const hasAddress = Boolean(v.address_ubigeo || v.address);
  const hasPoint = Boolean(v.delivery_point_name || v.delivery_point_address);
  return {
    documentType: v.document_type?.toUpperCase(),
    documentNumber: v.document_number,
    legalName: v.legal_name,
    tradeName: v.trade_name,
    paymentTermDays: v.payment_term_days === undefined ? 0 : Number(v.payment_term_days),
    currency: (v.currency ?? 'PEN').toUpperCase(),
    creditLimit: v.credit_limit ?? '0',
    addresses: hasAddress
      ? [
          {
            ubigeo: v.address_ubigeo,
            address: v.address,
            reference: v.address_reference,
            deliveryPoints: hasPoint
              ? [
                  {
                    name: v.delivery_point_name,
                    address: v.delivery_point_address,
                    ubigeo: v.delivery_point_ubigeo ?? v.address_ubigeo,
                  },
                ]
              : [],
          },
        ]
      : [],
    contacts: v.contact_name
      ? [{ name: v.contact_name, role: v.contact_role, phone: v.contact_phone, email: v.contact_email }]
      : [],
  };
};
