/**
 * An account of the 2010 chart whose balance the 2019 plan (Resolución 002-2019-EF/30) puts elsewhere:
 * - `removed`: the code is gone from the plan; the account is deactivated and renamed `… (PCGE 2010)`;
 * - `reused`: the plan gives the code another meaning; the account takes the 2019 name, empty;
 * - `divided`: the plan keeps the code but adds accounts below it; the balance goes to the one below
 *   that holds what the 2010 account held (a parent takes no lines).
 * `name2010` is the name the 2010 chart gave it: a stored system account still carrying it is the
 * 2010 account, which is how the sync knows the move is due (and why a second start finds nothing).
 */
export type PcgeMove = {
  from: string;
  name2010: string;
  to: string;
  kind: 'removed' | 'reused' | 'divided';
  reason: string;
};

export const PCGE_2010_MOVES: readonly PcgeMove[] = [
  {
    from: '144',
    name2010: 'Gerentes',
    to: '1419',
    kind: 'removed',
    reason: '14 no longer names managers: a manager is personnel (141)',
  },
  {
    from: '168',
    name2010: 'Otras cuentas por cobrar diversas',
    to: '1699',
    kind: 'removed',
    reason: 'other receivables moved from 168 to 169',
  },
  {
    from: '1681',
    name2010: 'Entregas a rendir cuenta a terceros',
    to: '1691',
    kind: 'removed',
    reason: '169 Otras cuentas por cobrar diversas, 1691 Entregas a rendir cuenta a terceros',
  },
  {
    from: '1682',
    name2010: 'Otras cuentas por cobrar diversas',
    to: '1699',
    kind: 'removed',
    reason: '169 Otras cuentas por cobrar diversas, 1699 Otras cuentas por cobrar diversas',
  },
  {
    from: '178',
    name2010: 'Otras cuentas por cobrar diversas',
    to: '179',
    kind: 'removed',
    reason: '17 Otras cuentas por cobrar diversas is 179',
  },
  {
    from: '201',
    name2010: 'Mercaderías manufacturadas',
    to: '20111',
    kind: 'divided',
    reason: '20 has one sub-account, 201 Mercaderías, 2011, 20111 Costo',
  },
  ...(['202', '203', '204', '208'] as const).map(
    (from): PcgeMove => ({
      from,
      name2010: {
        '202': 'Mercaderías de extracción',
        '203': 'Mercaderías agropecuarias y piscícolas',
        '204': 'Mercaderías inmuebles',
        '208': 'Otras mercaderías',
      }[from],
      to: '20111',
      kind: 'removed',
      reason: '20 has one sub-account, 201 Mercaderías, 2011, 20111 Costo',
    }),
  ),
  {
    from: '334',
    name2010: 'Unidades de transporte',
    to: '33411',
    kind: 'divided',
    reason: '334 is divided into 3341 Vehículos motorizados (33411 Costo) and 3342 no motorizados',
  },
  {
    from: '391',
    name2010: 'Depreciación acumulada',
    to: '39525',
    kind: 'reused',
    reason: '391 is now investment property; PPE depreciation is 395, 39525 Unidades de transporte',
  },
  {
    from: '392',
    name2010: 'Amortización acumulada',
    to: '39619',
    kind: 'reused',
    reason: '392 is now leased investment property; amortisation is 396, 39619 Otros activos intangibles',
  },
  {
    from: '393',
    name2010: 'Agotamiento acumulado',
    to: '39614',
    kind: 'reused',
    reason: '393 is now leased PPE; depletion has no account, 39614 Costos de exploración y desarrollo',
  },
  {
    from: '407',
    name2010: 'Administradoras de fondos de pensiones',
    to: '417',
    kind: 'removed',
    reason: '40 keeps the public system only; AFPs are 417 Administradoras de fondos de pensiones',
  },
  {
    from: '408',
    name2010: 'Empresas prestadoras de servicios de salud',
    to: '4699',
    kind: 'removed',
    reason: '40 keeps the public system only; the plan has no EPS account, 4699 Otras cuentas por pagar',
  },
  {
    from: '443',
    name2010: 'Gerentes',
    to: '419',
    kind: 'removed',
    reason: '44 no longer names managers: what is owed to a manager is pay (419)',
  },
  {
    from: '451',
    name2010: 'Préstamos de instituciones financieras y otras entidades',
    to: '4511',
    kind: 'divided',
    reason: '451 is divided into 4511 Instituciones financieras and 4512 Otras entidades',
  },
  {
    from: '626',
    name2010: 'Gerentes',
    to: '6211',
    kind: 'removed',
    reason: '62 no longer names managers: their pay is 621 Remuneraciones, 6211 Sueldos y salarios',
  },
  {
    from: '681',
    name2010: 'Depreciación',
    to: '68413',
    kind: 'reused',
    reason: '681 is now investment property; PPE depreciation is 684, 68413 Unidades de transporte',
  },
  {
    from: '682',
    name2010: 'Amortización de intangibles',
    to: '68619',
    kind: 'reused',
    reason: '682 is now right-of-use depreciation; amortisation is 686, 68619 Otros activos intangibles',
  },
  {
    from: '684',
    name2010: 'Valuación de activos',
    to: '68711',
    kind: 'reused',
    reason: '684 is now PPE depreciation; valuation is 687, 68711 Cuentas por cobrar comerciales – terceros',
  },
  {
    from: '685',
    name2010: 'Deterioro del valor de los activos',
    to: '68835',
    kind: 'reused',
    reason: '685 is now biological assets; impairment is 688, 68835 Unidades de transporte',
  },
  {
    from: '686',
    name2010: 'Provisiones',
    to: '6899',
    kind: 'reused',
    reason: '686 is now amortisation; provisions are 689, 6899 Otras provisiones',
  },
  {
    from: '694',
    name2010: 'Servicios',
    to: '69321',
    kind: 'reused',
    reason: '694 is now by-products; the cost of services is 693, 6932 local, 69321 terceros',
  },
  {
    from: '703',
    name2010: 'Subproductos, desechos y desperdicios',
    to: '70411',
    kind: 'reused',
    reason: '703 is now Servicios terminados; by-products are 704, 7041 Subproductos, 70411 Terceros',
  },
  {
    from: '704',
    name2010: 'Prestación de servicios',
    to: '70321',
    kind: 'reused',
    reason: 'services sold are 703 Servicios terminados, 7032 Servicios – local, 70321 Terceros',
  },
  {
    from: '7041',
    name2010: 'Terceros',
    to: '70321',
    kind: 'reused',
    reason: '7041 is now Subproductos; services sold to third parties are 70321',
  },
  {
    from: '7042',
    name2010: 'Relacionadas',
    to: '70322',
    kind: 'reused',
    reason: '7042 is now Desechos y desperdicios; services sold to related parties are 70322',
  },
  {
    from: '87',
    name2010: 'Participaciones de los trabajadores',
    to: '62941',
    kind: 'removed',
    reason: 'workers’ profit sharing is a personnel expense, 6294 Participación en las utilidades, 62941',
  },
];
