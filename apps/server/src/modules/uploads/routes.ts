import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ApiError, UPLOAD_MAX_BYTES, UploadResponse } from '@cashier/contracts';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../lib/app-type.ts';
import { AppError } from '../../lib/errors.ts';
import { ok } from '../../lib/ok.ts';
import { actorOf } from '../../plugins/auth.ts';
import type { Store } from '../../lib/store.ts';

/** The picture's real type from its first bytes; the name and declared type are not trusted. */
export function sniffImage(head: Buffer): { type: string; ext: string } | null {
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { type: 'image/png', ext: 'png' };
  }
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { type: 'image/jpeg', ext: 'jpg' };
  if (head.subarray(0, 4).toString('latin1') === 'GIF8') return { type: 'image/gif', ext: 'gif' };
  if (
    head.subarray(0, 4).toString('latin1') === 'RIFF' &&
    head.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return { type: 'image/webp', ext: 'webp' };
  }
  return null;
}

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

export function uploadRoutes(app: App, store: Store, uploadsDir: string): void {
  app.post(
    '/v1/uploads',
    {
      config: { access: 'catalog.manage', swaggerTransform: documentMultipart },
      schema: {
        tags: ['uploads'],
        summary: 'Upload a picture (multipart field "file": PNG, JPEG, WebP or GIF, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: UploadResponse, 400: ApiError, 413: ApiError, 415: ApiError },
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
      const name = `${randomUUID()}.${kind.ext}`;
      await fs.mkdir(uploadsDir, { recursive: true });
      // Write then rename, so a crash never leaves a half-written picture under its final name.
      const tmp = path.join(uploadsDir, `.${name}.tmp`);
      await fs.writeFile(tmp, bytes);
      await fs.rename(tmp, path.join(uploadsDir, name));
      const upload = { url: `/uploads/${name}`, contentType: kind.type, size: bytes.length };
      await store.write(actorOf(request), (_trx, record) =>
        record({ action: 'upload.create', entity: 'upload', entityId: name, data: upload }),
      );
      return { upload, resp: ok('Picture uploaded') };
    },
  );
}
