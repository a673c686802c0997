import { ZErrorBody } from '@zerg/shared';
import type { z } from 'zod';

/** The error answers every route may give, for the OpenAPI document. */
export const errorResponses = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  409: ZErrorBody,
  429: ZErrorBody,
} as const;

/** A route's answers: `schema` on success, the error body otherwise. */
export const answers = <T extends z.ZodType>(schema: T) => ({ 200: schema, ...errorResponses });
