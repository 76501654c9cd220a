// multipart/form-data for photo uploads: @fastify/multipart with the photo limits, and one reader
// that turns the form into { file, fields } and every parser complaint into the house error
// (413 too_large naming `file`, 400 naming the field). Register it inside the routes that take
// uploads: the avatar route registers its own instance with its own limits, and two instances in
// one scope would collide.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, HttpError } from '../http/errors.ts';

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

/** @fastify/multipart's errors, by code, in the house shape. */
function houseError(error: unknown, limits: MultipartLimits): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(limits.fileSize);
    case 'FST_FILES_LIMIT':
      return badRequest('file: send one image per request', 'file');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest('the form has too many fields');
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest(`the form could not be read: ${(error as Error).message}`);
    default:
      // busboy's own complaints about a malformed body ("Unexpected end of form", …).
      return error instanceof Error && !(error instanceof HttpError) && !('statusCode' in error)
        ? badRequest(`the form could not be read: ${error.message}`)
        : error;
  }
}

/**
 * The form's one file (field `fileField`) and its text fields. 415 naming the file when the
 * request is not multipart; 400 naming it when the file is missing or sent under another name.
 */
export async function readUploadForm(request: FastifyRequest, limits: MultipartLimits, fileField = 'file'): Promise<UploadForm> {
  if (!request.isMultipart()) {
    throw new HttpError(415, `${fileField}: send the image as multipart/form-data in a field named ${fileField}`, { field: fileField });
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
        throw badRequest(`${fileField}: send one image, in a field named ${fileField}`, fileField);
      }
    }
  } catch (error) {
    throw houseError(error, limits);
  }
  if (!file || file.length === 0) throw badRequest(`${fileField}: choose an image to upload`, fileField);
  return { file, fields };
}

/** Registers @fastify/multipart in the calling scope with these limits (one file, a few short fields). */
export default fp<MultipartLimits>(
  async function multipartPlugin(app: FastifyInstance, limits) {
    await app.register(multipart, { limits: { fileSize: limits.fileSize, files: 1, fields: 10, fieldSize: 1024, parts: 12 } });
  },
  { name: 'photo-multipart' },
);
