/** Every queue of the app, created with the database's migrations. */
export const MAIL_QUEUE = 'mail';
export const PAYROLL_RUN_QUEUE = 'payroll-run';
export const DOCUMENT_BATCH_QUEUE = 'document-batch';
export const APP_QUEUES = [MAIL_QUEUE, PAYROLL_RUN_QUEUE, DOCUMENT_BATCH_QUEUE] as const;
