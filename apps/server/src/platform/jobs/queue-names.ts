/** Every queue of the app, created with the database's migrations. */
export const MAIL_QUEUE = 'mail';
export const PAYROLL_RUN_QUEUE = 'payroll-run';
export const DOCUMENT_BATCH_QUEUE = 'document-batch';
/** SUNAT electronic documents: one job per record to send or whose ticket to ask (e-documents). */
export const E_DOCUMENT_QUEUE = 'e-documents';
export const APP_QUEUES = [MAIL_QUEUE, PAYROLL_RUN_QUEUE, DOCUMENT_BATCH_QUEUE, E_DOCUMENT_QUEUE] as const;
