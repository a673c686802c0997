import { chartBlock } from './chart-block.ts';

/**
 * Element 8 — Saldos intermediarios de gestión y determinación del resultado del ejercicio, and
 * element 9 — Contabilidad analítica de explotación (PCGE 2019). The plan leaves element 9's accounts
 * to each entity; 91–97 are the ones in common use, which the company details below.
 */
export const ELEMENT_8_9 = chartBlock(`
8 Saldos intermediarios de gestión y determinación del resultado del ejercicio
80 Margen comercial
801 Margen comercial
81 Producción del ejercicio
811 Producción de bienes
812 Producción de servicios
813 Producción de activo inmovilizado
82 Valor agregado
821 Valor agregado
83 Excedente bruto (insuficiencia bruta) de explotación
831 Excedente bruto (insuficiencia bruta) de explotación
84 Resultado de explotación
841 Resultado de explotación
85 Resultado antes de impuesto a las ganancias
851 Resultado antes de impuesto a las ganancias
88 Impuesto a las ganancias
881 Impuesto a las ganancias – Corriente
882 Impuesto a las ganancias – Diferido
89 Determinación del resultado del ejercicio
891 Utilidad
892 Pérdida

9 Contabilidad analítica de explotación: costos de producción y gastos por función
91 Costos por distribuir
92 Costos de producción
93 Centros de costos
94 Gastos administrativos
95 Gastos de ventas
97 Gastos financieros
`);
