// The add/edit form: photos first (they upload while the rest is filled in), fame or shame,
// where, what, categories, then the spots it may repeat, and the submit button of spec §4.
// Checked here first (focus on the first invalid field), then by the API (its 400 names the
// field, shown on it). A new spot sends everything; an edit only what changed.
import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiScope, navigate, spotPath, SubmitButton, usePageContext, useSubmitState, WORLD, type SpotDetail } from '@moveable/shared';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';
import { spotKeys } from '../common/spot-data/spot-keys.ts';
import { MAX_SPOT_PHOTOS, PhotoPicker, usePhotoUploads } from '../common/photos/index.ts';
import { CategoriesField } from './categories-field.tsx';
import { ExistingPhotos } from './existing-photos.tsx';
import { changedInput, emptyValues, toSpotInput, valuesFromSpot, type SpotFormValues } from './form-values.ts';
import { LocationFieldset } from './location/location-fieldset.tsx';
import { NearbySpots } from './nearby-spots.tsx';
import { PolarityField } from './polarity-field.tsx';
import { describeSaveError } from './spot-errors.ts';
import { TextFields } from './text-fields.tsx';
import { useFieldErrors } from './use-field-errors.ts';
import { useSaveSpot } from './use-save-spot.ts';
import { validateSpot } from './validate.ts';

class InvalidForm extends Error {}

export function SpotForm({ spot, labelledBy }: { spot?: SpotDetail; labelledBy: string }) {
  const { t } = useSpotsTranslation();
  const context = usePageContext();
  const queryClient = useQueryClient();
  const [initial] = useState<SpotFormValues>(() => (spot ? valuesFromSpot(spot) : emptyValues(context.country)));
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

  async function send(): Promise<number> {
    if (!spot) return (await save.mutateAsync({ kind: 'create', input: toSpotInput(values, uploads.photoIds) })).id;
    const patch = changedInput(initial, values);
    if (Object.keys(patch).length > 0) await save.mutateAsync({ kind: 'update', id: spot.id, input: patch });
    // photos added here are already attached: the detail page must fetch them
    else if (uploads.photoIds.length > 0) await queryClient.invalidateQueries({ queryKey: spotKeys.detail(apiScope(context), spot.id) });
    return spot.id;
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit.run(async () => {
      const invalid = validateSpot(values, { countryRequired, photosBusy: uploads.busy, photosFailed: uploads.failed });
      if (Object.keys(invalid).length > 0) {
        errors.show(invalid);
        setFailure(t('add.errors.checkFields'));
        throw new InvalidForm();
      }
      try {
        navigate(spotPath(await send()));
      } catch (error) {
        const described = describeSaveError(error);
        if (described.field) errors.show({ [described.field]: described.key });
        else errors.show({}, described.key);
        setFailure(t(described.field ? 'add.errors.checkFields' : described.key));
        throw error;
      }
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
