import { chartBlock } from './chart-block.ts';

/**
 * Element 0 — Cuentas de orden (PCGE 2019). The plan defines its accounts and leaves their detail to
 * the entity: the company adds sub-accounts below them.
 */
export const ELEMENT_0 = chartBlock(`
0 Cuentas de orden
01 Bienes y valores entregados
02 Derechos sobre instrumentos financieros
03 Otras cuentas de orden deudoras
04 Deudoras por contra
06 Bienes y valores recibidos
07 Compromisos sobre instrumentos financieros
08 Otras cuentas de orden acreedoras
09 Acreedoras por contra
`);
