import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '@cashier/contracts';
import { apiUpload } from '@cashier/web-core/api-client';

export type UploadProblem = 'tooLarge' | 'wrongType';

/** Checks a picture before sending it; the server checks again (413 / 415). */
export function checkPicture(file: File): UploadProblem | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Uploads a picture and returns the URL to store in an entity's `image` field. */
export async function uploadPicture(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { upload } = await apiUpload(form);
  return upload.url;
}
