/** What a journal line needs of the worker it concerns (the PLE's third party). */
export type WorkerFacts = { documentType: string; documentNumber: string; fullName: string };

/**
 * The worker as a journal line's third party: the employee record keeps SUNAT table 3 codes ('01'
 * DNI, '04' carné de extranjería), the PLE takes table 2 ('1', '4').
 */
export const workerParty = (worker: WorkerFacts) => ({
  partyDocType: worker.documentType.replace(/^0/, ''),
  partyDocNumber: worker.documentNumber,
  partyName: worker.fullName,
});
