import { onLiquidacionDocument } from '../../platform/events/liquidacion.ts';
import { renderPdf } from '../../platform/pdf/pdf.ts';
import { isHojaSlip } from './liquidacion-pdf.ts';
import { loadSlipDocuments } from './payslip.repository.ts';
import { payslipsDefinition } from './payslip-pdf.ts';

/** The hoja de liquidación of an approved liquidación slip, for the mail that takes it to the worker. */
export const registerHojaDocument = () =>
  onLiquidacionDocument('payslips.hoja', async (tx, slipId) => {
    const [slip] = await loadSlipDocuments(tx, { slipIds: [slipId] });
    if (!slip || !isHojaSlip(slip)) return null;
    return {
      fileName: `liquidacion-${slip.documentNumber}-${slip.run.year}-${String(slip.run.month).padStart(2, '0')}.pdf`,
      data: await renderPdf(payslipsDefinition([slip])),
      contentType: 'application/pdf',
    };
  });
