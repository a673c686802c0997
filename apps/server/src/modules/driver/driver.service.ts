import type { Deps } from '../../platform/deps.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import { driverComment } from './driver-comment.ts';
import { driverContext } from './driver-context.ts';
import { driverMonth } from './driver-month.ts';
import {
  changeOwnTripState,
  driverInformation,
  ownTripDetail,
  ownTripGrePdf,
  ownTrips,
} from './driver-trips.ts';
import { listTripReceipts, ownReceipt, tripReceipt, uploadReceipt } from './trip-receipts.ts';

/** The driver's own screens: their record, their trips and receipts, comments and their month. */
export const createDriverService = (deps: Deps, storage: FileStorage) => {
  const ctx = driverContext(deps, storage);
  return {
    information: driverInformation(ctx),
    list: ownTrips(ctx),
    get: ownTripDetail(ctx),
    changeState: changeOwnTripState(ctx),
    despatchPdf: ownTripGrePdf(ctx),
    uploadReceipt: uploadReceipt(ctx),
    receipt: ownReceipt(ctx),
    tripReceipts: listTripReceipts(ctx),
    tripReceipt: tripReceipt(ctx),
    comment: driverComment(ctx),
    month: driverMonth(ctx),
  };
};

export type DriverService = ReturnType<typeof createDriverService>;
