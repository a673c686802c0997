import type { TreasuryDirection } from '@zerg/shared';

export type SeedMovement = {
  account: 0 | 1 | 2;
  daysAgo: number;
  direction: TreasuryDirection;
  state: 'pending' | 'approved' | 'processed' | 'canceled';
  /** A demo client by position, or a supplier / bank named here. */
  client?: number;
  other?: { name: string; document: string | null };
  concept: string;
  amount: string;
  rate?: string;
  reference?: string;
  operation?: string;
  cancelReason?: string;
};

export const MOVEMENTS: SeedMovement[] = [
  {
    account: 0,
    daysAgo: 29,
    direction: 'income',
    state: 'processed',
    client: 0,
    concept: 'Cobranza factura F001-00412 · transporte de carga',
    amount: '18450.00',
    reference: 'F001-00412',
    operation: '00512874',
  },
  {
    account: 0,
    daysAgo: 26,
    direction: 'expense',
    state: 'processed',
    other: { name: 'Repsol Comercial S.A.C.', document: '20503840121' },
    concept: 'Pago combustible flota · quincena 1',
    amount: '12300.00',
    reference: 'F204-018833',
    operation: '00513011',
  },
  {
    account: 0,
    daysAgo: 24,
    direction: 'income',
    state: 'processed',
    client: 1,
    concept: 'Cobranza factura F001-00418',
    amount: '9820.50',
    reference: 'F001-00418',
    operation: '00513402',
  },
  {
    account: 0,
    daysAgo: 21,
    direction: 'expense',
    state: 'processed',
    other: { name: 'Banco de Crédito del Perú', document: '20100047218' },
    concept: 'Comisión de mantenimiento de cuenta',
    amount: '35.00',
    operation: 'COM-1021',
  },
  {
    account: 0,
    daysAgo: 18,
    direction: 'expense',
    state: 'processed',
    other: { name: 'Goodyear del Perú S.A.', document: '20100011884' },
    concept: 'Neumáticos 295/80 R22.5 · 8 unidades',
    amount: '6780.00',
    reference: 'F010-004471',
    operation: '00514120',
  },
  {
    account: 0,
    daysAgo: 14,
    direction: 'income',
    state: 'processed',
    client: 2,
    concept: 'Cobranza factura F001-00425',
    amount: '14275.00',
    reference: 'F001-00425',
    operation: '00514788',
  },
  {
    account: 0,
    daysAgo: 10,
    direction: 'expense',
    state: 'approved',
    other: { name: 'Rímac Seguros y Reaseguros', document: '20100041953' },
    concept: 'Póliza vehicular · cuota 4 de 12',
    amount: '3250.00',
    reference: 'POL-778812',
  },
  {
    account: 0,
    daysAgo: 7,
    direction: 'expense',
    state: 'canceled',
    other: { name: 'Lima Expresa S.A.C.', document: '20523621212' },
    concept: 'Peajes Vía Expresa · octubre',
    amount: '1240.00',
    cancelReason: 'Registrado dos veces',
  },
  {
    account: 0,
    daysAgo: 4,
    direction: 'expense',
    state: 'pending',
    other: { name: 'Lima Expresa S.A.C.', document: '20523621212' },
    concept: 'Peajes Vía Expresa · mes',
    amount: '1240.00',
    reference: 'F003-009912',
  },
  {
    account: 0,
    daysAgo: 2,
    direction: 'income',
    state: 'pending',
    client: 0,
    concept: 'Cobranza factura F001-00431',
    amount: '5600.00',
    reference: 'F001-00431',
  },
  {
    account: 1,
    daysAgo: 20,
    direction: 'income',
    state: 'processed',
    client: 1,
    concept: 'Cobranza en dólares · contrato de transporte minero',
    amount: '4500.00',
    rate: '3.745',
    reference: 'F001-00420',
    operation: 'USD-88123',
  },
  {
    account: 1,
    daysAgo: 9,
    direction: 'expense',
    state: 'approved',
    other: { name: 'Scania del Perú S.A.', document: '20101363008' },
    concept: 'Repuestos importados · kit de embrague',
    amount: '1200.00',
    rate: '3.752',
    reference: 'F001-020117',
  },
  {
    account: 1,
    daysAgo: 5,
    direction: 'expense',
    state: 'processed',
    other: { name: 'BBVA Perú', document: '20100130204' },
    concept: 'Comisión por transferencia al exterior',
    amount: '25.00',
    rate: '3.760',
    operation: 'COM-USD-77',
  },
  {
    account: 2,
    daysAgo: 15,
    direction: 'expense',
    state: 'processed',
    other: { name: 'Interbank', document: '20100053455' },
    concept: 'Comisión por pago de haberes',
    amount: '18.00',
    operation: 'COM-3380',
  },
];
