import type { ChartRow } from './pcge-chart/chart-block.ts';
import { ELEMENT_0 } from './pcge-chart/element-0-chart.ts';
import { ELEMENT_1 } from './pcge-chart/element-1-chart.ts';
import { ELEMENT_2 } from './pcge-chart/element-2-chart.ts';
import { ELEMENT_3A } from './pcge-chart/element-3a-chart.ts';
import { ELEMENT_3B } from './pcge-chart/element-3b-chart.ts';
import { ELEMENT_4 } from './pcge-chart/element-4-chart.ts';
import { ELEMENT_5 } from './pcge-chart/element-5-chart.ts';
import { ELEMENT_6A } from './pcge-chart/element-6a-chart.ts';
import { ELEMENT_6B } from './pcge-chart/element-6b-chart.ts';
import { ELEMENT_7 } from './pcge-chart/element-7-chart.ts';
import { ELEMENT_8_9 } from './pcge-chart/element-8-9-chart.ts';

export type { ChartRow } from './pcge-chart/chart-block.ts';

/**
 * Peru's Plan Contable General Empresarial, modified version 2019 (Resolución 002-2019-EF/30 of the
 * Consejo Normativo de Contabilidad), seeded on every database: every element, account (2 digits),
 * sub-account (3), divisionary (4) and sub-divisionary (5 and, in 682/683, 6) account the plan
 * lists, one file per element in `pcge-chart/`. A parent is the longest code of the list that the
 * code starts with. The sources and the points checked by hand are in the README.
 */
export const PCGE_CHART: readonly ChartRow[] = [
  ...ELEMENT_0,
  ...ELEMENT_1,
  ...ELEMENT_2,
  ...ELEMENT_3A,
  ...ELEMENT_3B,
  ...ELEMENT_4,
  ...ELEMENT_5,
  ...ELEMENT_6A,
  ...ELEMENT_6B,
  ...ELEMENT_7,
  ...ELEMENT_8_9,
  // Accounts other parts of the product add go below, in a block marked with the part.
];
