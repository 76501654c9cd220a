import { describe, expect, it } from 'vitest';
import { ApiError } from '../runtime/api-client.ts';
import { photoUploadErrorKey } from './upload-photo.ts';

describe('photoUploadErrorKey', () => {
  it("names the caller's text for what the API refuses, by code or by status", () => {
    expect(photoUploadErrorKey(new ApiError(400, { code: 'too_many_pixels' }), 'editor.cover.errors')).toBe('editor.cover.errors.tooLarge');
    expect(photoUploadErrorKey(new ApiError(413, null), 'x')).toBe('x.tooLarge');
    expect(photoUploadErrorKey(new ApiError(400, { code: 'unsupported_type' }), 'x')).toBe('x.unsupported');
    expect(photoUploadErrorKey(new ApiError(415, null), 'x')).toBe('x.unsupported');
    expect(photoUploadErrorKey(new ApiError(500, null), 'x')).toBe('x.generic');
  });

  it('uses the shared texts for a sign-in that ran out and for no network', () => {
    expect(photoUploadErrorKey(new ApiError(401, null), 'x')).toBe('shared:error.unauthorized');
    expect(photoUploadErrorKey(new TypeError('Failed to fetch'), 'x')).toBe('shared:error.network');
  });
});
