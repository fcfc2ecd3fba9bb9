import type { ApiError } from '@cashier/contracts';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, isUniqueViolation } from '../lib/errors.ts';
import { preferredLocale } from '../lib/messages/locale.ts';
import { localizeError } from '../lib/messages/localize.ts';
import type { Issue } from '../lib/messages/zod-ar.ts';

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

/** What failed validation, by the part of the request it was in. */
export const INVALID: Record<string, string> = {
  body: 'The request body is not valid',
  querystring: 'The query string is not valid',
  params: 'The path parameters are not valid',
  headers: 'The request headers are not valid',
};

/** Path of a validation issue as a field name: "/lines/0/quantity" → "lines.0.quantity". */
function fieldName(instancePath: string, params: unknown): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (path) return path;
  const missing = (params as { missingProperty?: string } | undefined)?.missingProperty;
  return missing ?? '_';
}

function isErrorBody(payload: unknown): payload is ApiError {
  const error = (payload as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

/** The zod issue behind each field of a validation failure, so the field can be worded in Arabic. */
const fieldIssues = new WeakMap<FastifyRequest, Map<string, Issue>>();

/**
 * Every failure answers `{error: {code, message, fields?}}` with the right status; never a stack.
 * Messages are written in English; a last step answers them in Arabic to a client whose
 * Accept-Language prefers it, whoever sent the error (this handler, or a not-found handler).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiError = { error: { code: error.code, message: error.message, fields: error.fields } };
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      const issues = new Map<string, Issue>();
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, issue.params);
        if (name in fields) continue;
        fields[name] = issue.message ?? 'is not valid';
        issues.set(name, { ...issue.params, code: issue.keyword, message: issue.message });
      }
      fieldIssues.set(request, issues);
      const message = INVALID[error.validationContext ?? 'body'] ?? INVALID.body!;
      return reply
        .status(400)
        .send({ error: { code: 'VALIDATION_FAILED', message, fields } } satisfies ApiError);
    }
    if (isUniqueViolation(error)) {
      // A race past a service's own check (two clerks saving the same SKU at once): still a 409.
      return reply.status(409).send({ error: { code: 'CONFLICT', message: 'That already exists.' } });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) {
      return reply.status(known[0]).send({ error: { code: known[1], message: error.message } });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code =
        error.statusCode === 413
          ? 'PAYLOAD_TOO_LARGE'
          : error.statusCode === 415
            ? 'UNSUPPORTED_MEDIA_TYPE'
            : 'VALIDATION_FAILED';
      return reply.status(error.statusCode).send({ error: { code, message: error.message } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ error: { code: 'INTERNAL', message: 'Something went wrong on the server' } });
  });

  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !isErrorBody(payload)) return payload;
    const locale = preferredLocale(request.headers['accept-language']);
    if (locale === 'en') return payload;
    return { error: localizeError(payload.error, locale, fieldIssues.get(request)) } satisfies ApiError;
  });
}
