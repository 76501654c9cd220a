// The add/edit form: photos first (they upload while the rest is filled in), fame or shame,
// where, what, categories, then the spots it may repeat, and the submit button of spec §4.
// Checked here first (focus on the first invalid field), then by the API (its 400 names the
// field, shown on it). A new spot sends everything; an edit only what changed.
//
// A new spot carries a draft id: sent twice (an answer lost), it is still one spot. Without a
// connection it is kept on this device as a draft (drafts/) and sent when the connection is back.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiScope, navigate, spotPath, SubmitButton, usePageContext, useSession, useSubmitState, WORLD, type SpotDetail } from '@moveable/shared';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';
import { spotKeys } from '../common/spot-data/spot-keys.ts';
import { MAX_SPOT_PHOTOS, PhotoPicker, usePhotoUploads } from '../common/photos/index.ts';
import { CategoriesField } from './categories-field.tsx';
import type { SpotDraft } from './drafts/draft.ts';
import { draftFromForm, waitsForConnection } from './drafts/draft-from-form.ts';
import { deleteDraft, saveDraft } from './drafts/draft-store.ts';
import { isOnline } from './drafts/use-online.ts';
import { ExistingPhotos } from './existing-photos.tsx';
import { changedInput, emptyValues, toSpotInput, valuesFromSpot, type SpotFormValues } from './form-values.ts';
import { LocationFieldset } from './location/location-fieldset.tsx';
import { NearbySpots } from './nearby-spots.tsx';
import { PolarityField } from './polarity-field.tsx';
import { describeSaveError, type SaveError } from './spot-errors.ts';
import { TextFields } from './text-fields.tsx';
import { useFieldErrors } from './use-field-errors.ts';
import { useSaveSpot } from './use-save-spot.ts';
import { validateSpot } from './validate.ts';

class InvalidForm extends Error {}

export interface SpotFormProps {
  labelledBy: string;
  /** The spot to edit; none for a new one. */
  spot?: SpotDetail;
  /** A kept draft to finish (new spots only): its values, photos and draft id. */
  draft?: SpotDraft;
  /** The form was kept as a draft on this device (no connection). */
  onKept?: (draft: SpotDraft) => void;
}

export function SpotForm({ spot, draft, labelledBy, onKept }: SpotFormProps) {
  const { t } = useSpotsTranslation();
  const context = usePageContext();
  const userId = useSession().user?.id ?? null;
  const queryClient = useQueryClient();
  const [initial] = useState<SpotFormValues>(() => (spot ? valuesFromSpot(spot) : (draft?.values ?? emptyValues(context.country))));
  const [draftId] = useState(() => draft?.id ?? crypto.randomUUID());
  const [values, setValues] = useState(initial);
  const [failure, setFailure] = useState<string | undefined>();
  const errors = useFieldErrors();
  const submit = useSubmitState();
  const save = useSaveSpot();
  const uploads = usePhotoUploads({
    target: spot ? `/spots/${spot.id}/photos` : '/photos',
    max: MAX_SPOT_PHOTOS,
  });
  const countryRequired = context.country === WORLD;
  const set = (patch: Partial<SpotFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const { clear } = errors;
  useEffect(() => {
    if (!uploads.busy && !uploads.failed) clear('photos');
  }, [uploads.busy, uploads.failed, clear]);

  // A draft's photos upload again (an id kept with it may be a day old and gone).
  const draftPhotosAdded = useRef(false);
  const { add } = uploads;
  useEffect(() => {
    if (!draft || draftPhotosAdded.current) return;
    draftPhotosAdded.current = true;
    add(draft.photos.map((p) => new File([p.file], p.name, { type: p.file.type })));
    // why the server refused it, until the person sends it again
    if (draft.problem) errors.show({}, draft.problem);
  }, [draft, add, errors]);

  async function keep(): Promise<void> {
    if (userId === null) throw new Error('no session to keep the draft for');
    const kept = draftFromForm({ id: draftId, userId, context, values, photos: uploads.items });
    await saveDraft(kept);
    onKept?.(kept);
  }

  async function send(): Promise<number> {
    if (!spot) {
      const created = await save.mutateAsync({ kind: 'create', input: { ...toSpotInput(values, uploads.photoIds), draftId } });
      if (draft) await deleteDraft(draft.id).catch(() => undefined);
      return created.id;
    }
    const patch = changedInput(initial, values);
    if (Object.keys(patch).length > 0) await save.mutateAsync({ kind: 'update', id: spot.id, input: patch });
    // photos added here are already attached: the detail page must fetch them
    else if (uploads.photoIds.length > 0) await queryClient.invalidateQueries({ queryKey: spotKeys.detail(apiScope(context), spot.id) });
    return spot.id;
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit.run(async () => {
      // Offline, a new spot is kept with the photos that could not upload yet.
      const offline = !spot && !isOnline();
      const photosFailed = uploads.items.some((p) => p.status === 'error' && !(offline && waitsForConnection(p)));
      const invalid = validateSpot(values, { countryRequired, photosBusy: uploads.busy, photosFailed });
      if (Object.keys(invalid).length > 0) {
        errors.show(invalid);
        setFailure(t('add.errors.checkFields'));
        throw new InvalidForm();
      }
      const fail = (error: unknown, { field, key }: SaveError): never => {
        if (field) errors.show({ [field]: key });
        else errors.show({}, key);
        setFailure(t(field ? 'add.errors.checkFields' : key));
        throw error;
      };
      if (!offline) {
        try {
          return navigate(spotPath(await send()));
        } catch (error) {
          // the connection went while sending: kept as well (the draft id keeps a resend one spot)
          if (spot || !(error instanceof TypeError)) fail(error, describeSaveError(error));
        }
      }
      await keep().catch((error: unknown) => fail(error, { key: 'add.drafts.keepFailed' }));
    });
  }

  return (
    <form className="mv-add-form" noValidate aria-labelledby={labelledBy} onSubmit={onSubmit}>
      <section className="mv-add-section" aria-labelledby={`${labelledBy}-photos`}>
        <h2 id={`${labelledBy}-photos`}>{t('add.photos.title')}</h2>
        {spot && spot.photos.length > 0 && <ExistingPhotos photos={spot.photos} title={spot.title} />}
        <PhotoPicker
          uploads={uploads}
          max={MAX_SPOT_PHOTOS}
          label={spot ? t('add.photos.addMore') : undefined}
          hint={spot ? t('add.photos.hintEdit') : undefined}
          error={errors.fields.photos ? t(errors.fields.photos) : null}
          inputRef={errors.register('photos')}
        />
      </section>
      <PolarityField
        value={values.famed}
        errors={errors}
        onChange={(famed) => {
          errors.clear('famed');
          set({ famed });
        }}
      />
      <LocationFieldset
        location={values.location}
        famed={values.famed}
        address={values}
        onLocation={(location) => set({ location })}
        onAddress={set}
        errors={errors}
        countryRequired={countryRequired}
      />
      <TextFields title={values.title} description={values.description} onChange={set} errors={errors} />
      <CategoriesField value={values.categoryIds} onChange={(categoryIds) => set({ categoryIds })} errors={errors} />
      {!spot && <NearbySpots location={values.location} famed={values.famed} />}
      <p ref={errors.alertRef} className="mv-add-form__alert" role="alert" tabIndex={-1} hidden={!errors.form}>
        {errors.form ? t(errors.form) : null}
      </p>
      <SubmitButton state={submit.state} title={spot ? t('add.submit.save') : t('add.submit.create')} errorMessage={failure} />
    </form>
  );
}
