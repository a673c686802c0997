import {
  type ErrorCode,
  type Language,
  languageFromHeader,
  type MessageParams,
  msg,
  parseMsg,
  type TErrorBody,
  translateError,
  translateFields,
  translateMessage,
} from '@zerg/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';
import { fromDatabaseError } from './db-errors.ts';

const fieldOf = (instancePath: string, params: unknown): string => {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = (params as { missingProperty?: string } | undefined)?.missingProperty;
  return [path, missing].filter(Boolean).join('.') || '_';
};

const send = (
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: ErrorCode,
  errors?: TErrorBody['errors'],
  params?: MessageParams,
  details?: TErrorBody['details'],
) => {
  const lang = languageFromHeader(request.headers['accept-language']);
  const body: TErrorBody = {
    code,
    message: translateError(lang, code, params),
    ...(errors ? { errors } : {}),
    ...(details ? { details } : {}),
    requestId: request.id,
  };
  return reply.status(status).send(body);
};

/** `keyParams` rendered in `lang`, added to the message's and every field message's placeholders. */
const withKeyParams = (lang: Language, error: AppError) => {
  if (!error.keyParams) return { params: error.params, fields: error.fields };
  const rendered = Object.fromEntries(
    Object.entries(error.keyParams).map(([name, key]) => [name, translateMessage(lang, key)]),
  );
  const fields = error.fields
    ? Object.fromEntries(
        Object.entries(error.fields).map(([field, messages]) => [
          field,
          messages.map((m) => {
            const { key, params } = parseMsg(m);
            return msg(key, { ...params, ...rendered });
          }),
        ]),
      )
    : undefined;
  return { params: { ...error.params, ...rendered }, fields };
};

/** One error body for the whole API (DESIGN.md §4); a 5xx never shows internals. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = languageFromHeader(request.headers['accept-language']);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath, issue.params);
        errors[field] = [
          ...(errors[field] ?? []),
          translateMessage(lang, issue.message ?? 'validation.invalid'),
        ];
      }
      return send(reply, request, 400, 'VALIDATION_ERROR', errors);
    }
    const known = error instanceof AppError ? error : fromDatabaseError(error);
    if (known) {
      if (known.headers) reply.headers(known.headers);
      const localized = withKeyParams(lang, known);
      const fields = localized.fields ? translateFields(lang, localized.fields) : undefined;
      return send(reply, request, known.status, known.code, fields, localized.params, known.details);
    }
    // A JSON body over the limit is not a file: its own code, so the client does not blame an upload.
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return send(reply, request, 413, 'BODY_TOO_LARGE');
    if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.statusCode === 413) {
      return send(reply, request, 413, 'FILE_TOO_LARGE');
    }
    if (error.statusCode === 429) return send(reply, request, 429, 'TOO_MANY_ATTEMPTS');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type, missing body: the client's fault, named as a body error.
      return send(reply, request, 400, 'VALIDATION_ERROR', { _: [error.message] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, 500, 'INTERNAL_ERROR');
  });
};
