import { useState } from 'react';
import { SettlementDrawer } from '../components/settlement-drawer';
import { SettlementTable } from '../components/settlement-table';

/** /operations/documentary-settlements/grid: finished trips; a row opens its settlement. */
export const SettlementsPage = () => {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <SettlementTable onOpen={setOpen} />
      <SettlementDrawer travelOrderId={open} onClose={() => setOpen(null)} />
    </>
  );
};
