import { chartBlock } from './chart-block.ts';

/** Element 5 — Patrimonio neto (PCGE 2019). */
export const ELEMENT_5 = chartBlock(`
5 Patrimonio neto
50 Capital
501 Capital social
5011 Acciones
5012 Participaciones
502 Acciones en tesorería

51 Acciones de inversión
511 Acciones de inversión
512 Acciones de inversión en tesorería

52 Capital adicional
521 Primas (descuento) de acciones
522 Capitalizaciones en trámite
5221 Aportes
5222 Reservas
5223 Acreencias
5224 Utilidades
523 Reducciones de capital pendientes de formalización

56 Resultados no realizados
561 Diferencia en cambio de inversiones permanentes en entidades extranjeras
562 Instrumentos financieros – Coberturas
563 Resultado en activos o pasivos financieros mantenidos para negociación
5631 Ganancia
5632 Pérdida
564 Resultado en otros activos o pasivos por inversiones financieras
5641 Ganancia
5642 Pérdida
565 Resultado en activos o pasivos financieros mantenidos para negociación – Compra o venta convencional fecha de liquidación
5651 Ganancia
5652 Pérdida

57 Excedente de revaluación
571 Excedente de revaluación
5711 Propiedades de inversión
57111 Adquisición directa
57112 Arrendamiento financiero
5712 Propiedad, planta y equipo
57121 Adquisición directa
57122 Arrendamiento financiero
5713 Intangibles
5714 Activos por derecho de uso – Arrendamiento operativo
572 Excedente de revaluación – Acciones liberadas recibidas
573 Participación en excedente de revaluación – Inversiones en entidades relacionadas

58 Reservas
581 Reinversión
582 Legal
583 Contractuales
584 Estatutarias
585 Facultativas
589 Otras reservas

59 Resultados acumulados
591 Utilidades no distribuidas
5911 Utilidades acumuladas
5912 Ingresos de años anteriores
592 Pérdidas acumuladas
5921 Pérdidas acumuladas
5922 Gastos de años anteriores
`);
