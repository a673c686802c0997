/**
 * The driver module's public entry (level 9, module 11): the driver's phone — SPEC §7's
 * get-information-driver, their own trips moved on through operations' one state change, delivery
 * receipt photos, comments to HR and operations, and their month of attendance.
 */

export { driverModule } from './driver.manifest.ts';
export { driverTripReceipts } from './driver-receipt.table.ts';
