// An object storage that cannot be reached (a restart, a network problem, a 5xx or SlowDown from
// the service) is an outage, like a database restart: the request is answered 503 with
// Retry-After (code storage_unavailable) rather than 500, and nothing half-done is kept – an
// upload writes its files before its row (photo-files.ts). A refusal that will not pass by itself
// (access denied, no such bucket) stays an error of ours, a 500 to alert on.
import { S3ServiceException } from '@aws-sdk/client-s3';

export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('photo storage unavailable', { cause });
    this.name = 'StorageUnavailableError';
  }
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** Whether an error of the S3 client means the service is out of reach for now. */
export function isTransient(error: unknown): boolean {
  if (error instanceof S3ServiceException) return (error.$metadata.httpStatusCode ?? 0) >= 500;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return error.name === 'TimeoutError' || (typeof code === 'string' && NETWORK_CODES.has(code));
}

/** Runs one storage call; an outage comes out as StorageUnavailableError, anything else as it was. */
export async function throughOutages<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw isTransient(error) ? new StorageUnavailableError(error) : error;
  }
}
