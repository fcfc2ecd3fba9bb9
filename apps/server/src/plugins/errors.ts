import type { ApiError } from '@cashier/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, isUniqueViolation } from '../lib/errors.ts';
import { preferredLocale } from '../lib/messages/locale.ts';
import { foreign, fromIssue, type PlainKey, type Text } from '../lib/messages/text.ts';

/** Fastify's own error codes that are the client's fault, mapped to our codes. */
const FASTIFY_CODES: Record<string, [number, ApiError['error']['code']]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE'],
  FST_REQ_FILE_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'VALIDATION_FAILED'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'VALIDATION_FAILED'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'VALIDATION_FAILED'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  FST_FILES_LIMIT: [413, 'PAYLOAD_TOO_LARGE'],
  FST_PARTS_LIMIT: [413, 'PAYLOAD_TOO_LARGE'],
};

/** Other client errors of Fastify's, by status. */
const BY_STATUS: Partial<Record<number, ApiError['error']['code']>> = {
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** What failed validation, by the part of the request it was in. */
export const INVALID: Record<string, PlainKey> = {
  body: 'request.invalidBody',
  querystring: 'request.invalidQuery',
  params: 'request.invalidParams',
  headers: 'request.invalidHeaders',
};

/** Path of a validation issue as a field name: "/lines/0/quantity" → "lines.0.quantity". */
function fieldName(instancePath: string, params: unknown): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (path) return path;
  const missing = (params as { missingProperty?: string } | undefined)?.missingProperty;
  return missing ?? '_';
}

/** A validation failure, each field worded from its first zod issue (its code is the `keyword`). */
function validationError(error: FastifyError): AppError {
  const fields: Record<string, Text> = {};
  for (const issue of error.validation ?? []) {
    fields[fieldName(issue.instancePath, issue.params)] ??= fromIssue({
      ...issue.params,
      code: issue.keyword,
      message: issue.message,
    });
  }
  return new AppError(
    'VALIDATION_FAILED',
    INVALID[error.validationContext ?? 'body'] ?? INVALID.body!,
    fields,
  );
}

/**
 * Every failure answers `{error: {code, message, fields?}}` with the right status; never a stack.
 * The messages are worded in the language the client's Accept-Language prefers. Fastify's own
 * router errors (a malformed or too long path) come here too, through its `frameworkErrors`.
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = preferredLocale(request.headers);
  const send = (answer: AppError, status = answer.statusCode) => {
    if (answer.headers) void reply.headers(answer.headers);
    return reply.status(status).send({ error: answer.body(locale) } satisfies ApiError);
  };
  if (error instanceof AppError) return send(error);
  if (hasZodFastifySchemaValidationErrors(error)) return send(validationError(error));
  // A race past a service's own check (two clerks saving the same SKU at once): still a 409.
  if (isUniqueViolation(error)) return send(new AppError('CONFLICT', 'request.exists'));
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  const status = known?.[0] ?? error.statusCode;
  if (status && status >= 400 && status < 500) {
    const code = known?.[1] ?? BY_STATUS[status] ?? 'VALIDATION_FAILED';
    return send(new AppError(code, foreign(error.message, `code.${code}`)), status);
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(new AppError('INTERNAL', 'request.serverError'));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
}
