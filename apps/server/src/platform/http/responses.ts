import { ZErrorBody } from '@zerg/shared';

/** The error answers every route may give, for the OpenAPI document. */
export const errorResponses = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  409: ZErrorBody,
  429: ZErrorBody,
} as const;
