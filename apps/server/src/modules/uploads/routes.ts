import { ApiError, UPLOAD_MAX_BYTES, UploadResponse } from '@cashier/contracts';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../lib/app-type.ts';
import { AppError } from '../../lib/errors.ts';
import { ok } from '../../lib/ok.ts';
import { actorOf } from '../../plugins/auth.ts';
import { sniffImage, type UploadsService } from './service.ts';

/**
 * The picture and its bytes, read from the multipart body. Whatever the multipart parser throws
 * that is not already a client error (a missing boundary, a body cut short, a broken part header)
 * is the body's fault, so it answers 400, never 500.
 */
async function readPicture(
  request: FastifyRequest,
): Promise<{ file: MultipartFile | undefined; bytes: Buffer }> {
  try {
    const file = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
    if (!file || file.fieldname !== 'file') return { file: undefined, bytes: Buffer.alloc(0) };
    return { file, bytes: await file.toBuffer() };
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof AppError || (status && status >= 400 && status < 500)) throw error;
    throw new AppError('VALIDATION_FAILED', 'uploads.badBody', {
      file: 'field.choosePicture',
    });
  }
}

/** The route's body as the OpenAPI document shows it: the multipart field, which zod does not describe. */
const documentMultipart: typeof jsonSchemaTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  const body = {
    type: 'object',
    properties: { file: { type: 'string', format: 'binary' } },
    required: ['file'],
  };
  return { schema: { ...schema, body }, url };
};

export function uploadRoutes(app: App, uploads: UploadsService): void {
  app.post(
    '/v1/uploads',
    {
      config: { access: 'catalog.manage', swaggerTransform: documentMultipart },
      schema: {
        operationId: 'postUploads',
        tags: ['uploads'],
        summary: 'Upload a picture (multipart field "file": PNG, JPEG, WebP or GIF, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: {
          200: UploadResponse,
          400: ApiError,
          401: ApiError,
          403: ApiError,
          413: ApiError,
          415: ApiError,
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'uploads.notMultipart');
      }
      const { file, bytes } = await readPicture(request);
      if (!file) {
        throw new AppError('VALIDATION_FAILED', 'uploads.noPicture', { file: 'field.choosePicture' });
      }
      const kind = sniffImage(bytes);
      if (!kind) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'uploads.wrongType', {
          file: 'field.notPicture',
        });
      }
      const upload = await uploads.save(actorOf(request), bytes, kind);
      return { upload, resp: ok('Picture uploaded') };
    },
  );
}
