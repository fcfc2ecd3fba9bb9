import type { ApiError } from '@cashier/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, isUniqueViolation } from '../lib/errors.ts';

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

/** Path of a validation issue as a field name: "/lines/0/quantity" → "lines.0.quantity". */
function fieldName(instancePath: string, params: unknown): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (path) return path;
  const missing = (params as { missingProperty?: string } | undefined)?.missingProperty;
  return missing ?? '_';
}

/** Every failure answers `{error: {code, message, fields?}}` with the right status; never a stack. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiError = { error: { code: error.code, message: error.message, fields: error.fields } };
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, issue.params);
        fields[name] ??= issue.message ?? 'is not valid';
      }
      const where = error.validationContext === 'body' ? 'request body' : error.validationContext;
      const body: ApiError = {
        error: { code: 'VALIDATION_FAILED', message: `The ${where ?? 'request'} is not valid`, fields },
      };
      return reply.status(400).send(body);
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
}
