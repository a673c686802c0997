/**
 * The cts-deposits module's public entry (level 10, beside payslips): each worker's liquidación de
 * depósito de CTS and the banks' deposit files, read from a stored and approved CTS run.
 */

export { ctsDepositsModule } from './cts-deposits.manifest.ts';
