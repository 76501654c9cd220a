// The photos someone is adding: each one is resized, uploaded with its progress, and may fail,
// be retried or be removed. Uploads start as soon as files are chosen (photos first: they are
// on their way while the person fills in the rest of the form).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { usePageContext } from '@moveable/shared';
import { isAcceptedPhoto, MAX_PHOTO_BYTES } from './accepted-types.ts';
import { deletePhoto } from './delete-photo.ts';
import { isRetryable, photoErrorKey, type PhotoErrorKey } from './photo-error.ts';
import type { UploadedPhoto } from './types.ts';
import { preparePhoto, uploadPhoto } from './upload-photo.ts';

export type PhotoUploadStatus = 'preparing' | 'uploading' | 'done' | 'error';

export interface PhotoUpload {
  key: string;
  file: File;
  status: PhotoUploadStatus;
  /** 0…1 while uploading. */
  progress: number;
  /** A local preview (object URL) until the server's version exists; null where none can be made. */
  previewUrl: string | null;
  photo: UploadedPhoto | null;
  error: PhotoErrorKey | null;
}

export interface PhotoUploadsOptions {
  /** '/photos' for a spot not created yet, '/spots/:id/photos' to add to a spot. */
  target: string;
  showsFix?: boolean;
  /** How many photos may be added in all (the rest are refused with `refused`). */
  max?: number;
  onUploaded?: (photo: UploadedPhoto) => void;
}

export interface PhotoUploads {
  items: PhotoUpload[];
  add: (files: Iterable<File>) => void;
  remove: (key: string) => void;
  retry: (key: string) => void;
  /** Files left out of the last add() because the limit was reached. */
  refused: number;
  /** Ids of the uploaded photos, in the order they were chosen (the first is the cover). */
  photoIds: number[];
  /** Some upload is still under way. */
  busy: boolean;
  /** Some upload failed and was neither retried nor removed. */
  failed: boolean;
}

let serial = 0;

function previewOf(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

function release(url: string | null): void {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}

export function usePhotoUploads({ target, showsFix, max = Infinity, onUploaded }: PhotoUploadsOptions): PhotoUploads {
  const context = usePageContext();
  const [items, setItems] = useState<PhotoUpload[]>([]);
  const [refused, setRefused] = useState(0);
  const controllers = useRef(new Map<string, AbortController>());
  const latest = useRef({ items, context, target, showsFix, onUploaded });
  latest.current = { items, context, target, showsFix, onUploaded };

  const update = useCallback((key: string, patch: Partial<PhotoUpload>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }, []);

  const start = useCallback(
    async (key: string, original: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      update(key, { status: 'preparing', progress: 0, error: null });
      try {
        const file = await preparePhoto(original);
        if (controller.signal.aborted) return;
        if (file.size > MAX_PHOTO_BYTES) return update(key, { status: 'error', error: 'too_large' });
        update(key, { status: 'uploading' });
        const { context: ctx, target: to, showsFix: fix } = latest.current;
        const photo = await uploadPhoto({
          target: to,
          file,
          context: ctx,
          showsFix: fix,
          signal: controller.signal,
          onProgress: (progress) => update(key, { progress }),
        });
        update(key, { status: 'done', progress: 1, photo });
        latest.current.onUploaded?.(photo);
      } catch (error) {
        if (controller.signal.aborted) return;
        update(key, { status: 'error', error: photoErrorKey(error) });
      } finally {
        if (controllers.current.get(key) === controller) controllers.current.delete(key);
      }
    },
    [update],
  );

  const add = useCallback(
    (files: Iterable<File>) => {
      const room = Math.max(0, max - latest.current.items.length);
      const chosen = [...files];
      const taken = chosen.slice(0, room);
      setRefused(chosen.length - taken.length);
      const fresh = taken.map<PhotoUpload>((file) => {
        serial += 1;
        const accepted = isAcceptedPhoto(file);
        return {
          key: `photo-${serial}`,
          file,
          status: accepted ? 'preparing' : 'error',
          progress: 0,
          previewUrl: accepted ? previewOf(file) : null,
          photo: null,
          error: accepted ? null : 'unsupported_type',
        };
      });
      setItems((list) => [...list, ...fresh]);
      for (const item of fresh) if (item.status !== 'error') void start(item.key, item.file);
    },
    [max, start],
  );

  const remove = useCallback((key: string) => {
    const item = latest.current.items.find((i) => i.key === key);
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setItems((list) => list.filter((i) => i.key !== key));
    setRefused(0);
    if (!item) return;
    release(item.previewUrl);
    // An uploaded photo goes on the server too (unattached ones would wait a day for the cleanup).
    if (item.photo) void deletePhoto(item.photo.id, latest.current.context).catch(() => undefined);
  }, []);

  const retry = useCallback(
    (key: string) => {
      const item = latest.current.items.find((i) => i.key === key);
      if (item?.status === 'error' && isRetryable(item.error)) void start(key, item.file);
    },
    [start],
  );

  useEffect(() => {
    const running = controllers.current;
    return () => {
      running.forEach((c) => c.abort());
      latest.current.items.forEach((item) => release(item.previewUrl));
    };
  }, []);

  return useMemo(
    () => ({
      items,
      add,
      remove,
      retry,
      refused,
      photoIds: items.flatMap((i) => (i.photo ? [i.photo.id] : [])),
      busy: items.some((i) => i.status === 'preparing' || i.status === 'uploading'),
      failed: items.some((i) => i.status === 'error'),
    }),
    [items, add, remove, retry, refused],
  );
}
