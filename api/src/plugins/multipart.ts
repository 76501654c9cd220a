// multipart/form-data for photo uploads: @fastify/multipart with the photo limits, and one reader
// that turns the form into { file, fields } and every parser complaint into the house error
// (413 too_large naming `file`, 400 naming the field). Register it inside the routes that take
// uploads: the photo routes and the avatar route each register an instance with their own limits,
// and two instances in one scope would collide.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http/errors.ts';

export interface MultipartLimits {
  /** Largest file in bytes. */
  fileSize: number;
}

export interface UploadForm {
  file: Buffer;
  /** The text fields, by name (the last value of a repeated field). */
  fields: Record<string, string>;
}

const tooLarge = (maxBytes: number) =>
  new HttpError(413, `file: the image is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`, { field: 'file', code: 'too_large' });

/** @fastify/multipart's errors, by code, in the house shape, each naming the file field. */
function houseError(error: unknown, limits: MultipartLimits, fileField: string): unknown {
  const formInvalid = (message: string) => new HttpError(400, message, { field: fileField, code: 'form_invalid' });
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(limits.fileSize);
    case 'FST_FILES_LIMIT':
      return new HttpError(400, `${fileField}: send one image per request`, { field: fileField, code: 'too_many_files' });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return formInvalid('the form has too many fields');
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return formInvalid(`the form could not be read: ${(error as Error).message}`);
    default:
      // busboy's own complaints about a malformed body ("Unexpected end of form", …).
      return error instanceof Error && !(error instanceof HttpError) && !('statusCode' in error)
        ? formInvalid(`the form could not be read: ${error.message}`)
        : error;
  }
}

/**
 * The form's one file (field `fileField`) and its text fields. 415 when the request is not
 * multipart; 400 when the file is missing, empty or sent under another name. Every error names
 * the file field and has a code (too_large, not_multipart, file_missing, unexpected_file,
 * too_many_files, form_invalid).
 */
export async function readUploadForm(request: FastifyRequest, limits: MultipartLimits, fileField = 'file'): Promise<UploadForm> {
  if (!request.isMultipart()) {
    throw new HttpError(415, `${fileField}: send the image as multipart/form-data in a field named ${fileField}`, {
      field: fileField,
      code: 'not_multipart',
    });
  }
  let file: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
      } else if (part.fieldname === fileField && file === undefined) {
        file = await part.toBuffer();
      } else {
        part.file.resume(); // drain it, or the form never ends
        throw new HttpError(400, `${fileField}: send one image, in a field named ${fileField}`, { field: fileField, code: 'unexpected_file' });
      }
    }
  } catch (error) {
    throw houseError(error, limits, fileField);
  }
  if (!file || file.length === 0) throw new HttpError(400, `${fileField}: choose an image to upload`, { field: fileField, code: 'file_missing' });
  return { file, fields };
}

/** Registers @fastify/multipart in the calling scope with these limits (one file, a few short fields). */
export default fp<MultipartLimits>(
  async function multipartPlugin(app: FastifyInstance, limits) {
    await app.register(multipart, { limits: { fileSize: limits.fileSize, files: 1, fields: 10, fieldSize: 1024, parts: 12 } });
  },
  { name: 'photo-multipart' },
);
