import { z } from 'zod';
import { ERROR_CODES } from '../errors.ts';

// Apart from the codes, so the web's first load can check a code without zod.
export const ZErrorBody = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** Facts the client names in its own words, e.g. `missing` of `DESPATCH_INCOMPLETE`. */
  details: z
    .object({
      missing: z.array(z.string()).optional(),
      /** The SUNAT rules an electronic document breaks: which, where in the XML, what. */
      failures: z.array(z.object({ rule: z.string(), path: z.string(), message: z.string() })).optional(),
    })
    .optional(),
  /** The request's id (also its `x-request-id` header and its log lines' `reqId`), to quote in a report. */
  requestId: z.string().optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;
