// Photos in mf-spots: choose, resize in the browser, upload with progress. Used by the add/edit
// form (target '/photos', ids sent with the new spot) and by the detail page's "add photo"
// (target '/spots/:id/photos', attached at once).
//
//   const uploads = usePhotoUploads({ target: `/spots/${id}/photos`, showsFix, onUploaded });
//   <PhotoPicker uploads={uploads} label={…} />
export { PhotoPicker, type PhotoPickerProps } from './photo-picker.tsx';
export { usePhotoUploads, type PhotoUpload, type PhotoUploads, type PhotoUploadsOptions, type PhotoUploadStatus } from './use-photo-uploads.ts';
export { uploadPhoto, preparePhoto, type UploadPhotoOptions } from './upload-photo.ts';
export { resizeImage, fitWithin, MAX_LONG_SIDE } from './resize-image.ts';
export { sendMultipart, type MultipartRequest } from './send-multipart.ts';
export { photoErrorKey, isRetryable, type PhotoErrorKey } from './photo-error.ts';
export { isAcceptedPhoto, PHOTO_ACCEPT, MAX_PHOTO_BYTES, MAX_SPOT_PHOTOS } from './accepted-types.ts';
export { smallPhotoUrl } from './thumbnail.ts';
export { deletePhoto } from './delete-photo.ts';
export type { UploadedPhoto } from './types.ts';
