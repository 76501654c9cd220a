// Anyone signed in may add a category the spot lacks. Temporary ones (snow, construction) archive
// the spot after 30 days: the form says so before it is sent.
import { useId, useState } from 'react';
import { SubmitButton, categoryLabel, useCategories, usePageContext } from '@moveable/shared';
import { useSpotsTranslation } from '../../common/use-spots-translation.ts';
import { useAnnounce } from '../../common/actions/announcer.tsx';
import type { SpotDetail } from '../../common/spot-data/spot-write-types.ts';
import { useActionForm } from '../../common/actions/use-action-form.ts';
import { useAddCategory } from './use-add-category.ts';
import { FormError } from '../../common/actions/form-error.tsx';

export function AddCategoryAction({ spot }: { spot: SpotDetail }) {
  const { t } = useSpotsTranslation();
  const { locale } = usePageContext();
  const ids = useId();
  const announce = useAnnounce();
  const categories = useCategories();
  const add = useAddCategory(spot.id);
  const form = useActionForm();
  const [chosen, setChosen] = useState('');
  const has = new Set(spot.categories.map((c) => c.id));
  const missing = (categories.data ?? []).filter((c) => !has.has(c.id));
  if (missing.length === 0) return null;
  const selected = missing.find((c) => String(c.id) === chosen);

  return (
    <form
      className="ms-form mv-action mv-action-form mv-action--category"
      onSubmit={(e) => {
        e.preventDefault();
        if (!selected) return;
        void form
          .run(() => add.mutateAsync(selected.id))
          .then((ok) => {
            if (!ok) return;
            announce(t('actions.category.added', { category: categoryLabel(selected, locale) }));
            setChosen('');
          });
      }}
    >
      <label htmlFor={`${ids}-category`}>{t('actions.category.label')}</label>
      <div className="mv-action__row">
        <select
          id={`${ids}-category`}
          value={chosen}
          required
          onChange={(e) => setChosen(e.target.value)}
          aria-describedby={selected?.temporary ? `${ids}-temporary` : undefined}
        >
          <option value="">{t('actions.category.choose')}</option>
          {missing.map((category) => (
            <option key={category.id} value={category.id}>
              {categoryLabel(category, locale)}
            </option>
          ))}
        </select>
        <SubmitButton state={form.state} title={t('actions.category.add')} errorShownElsewhere color="white" />
      </div>
      {selected?.temporary && (
        <p id={`${ids}-temporary`} className="mv-action__note">
          {t('actions.category.temporary')}
        </p>
      )}
      <FormError>{form.message}</FormError>
    </form>
  );
}
