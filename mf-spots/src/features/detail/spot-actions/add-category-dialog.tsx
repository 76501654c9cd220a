// Anyone signed in may add a category the spot lacks (from the spot's menu). Temporary ones (snow,
// construction) archive the spot after 30 days: the form says so before it is sent. On success
// the dialog closes, the new category shows among the facts, and the live region says it.
import { useId, useState } from 'react';
import { SubmitButton, categoryLabel, usePageContext } from '@moveable/shared';
import { useSpotsTranslation } from '../../common/use-spots-translation.ts';
import { useAnnounce } from '../../common/actions/announcer.tsx';
import { Dialog } from '../../common/dialogs/dialog.tsx';
import type { SpotDetail } from '../../common/spot-data/spot-write-types.ts';
import { useActionForm } from '../../common/actions/use-action-form.ts';
import { FormError } from '../../common/actions/form-error.tsx';
import { useAddCategory } from './use-add-category.ts';
import { useMissingCategories } from './use-missing-categories.ts';

export function AddCategoryDialog({ spot, onClose }: { spot: SpotDetail; onClose: () => void }) {
  const { t } = useSpotsTranslation();
  const { locale } = usePageContext();
  const ids = useId();
  const announce = useAnnounce();
  const missing = useMissingCategories(spot);
  const add = useAddCategory(spot.id);
  const form = useActionForm();
  const [chosen, setChosen] = useState('');
  const selected = missing.find((c) => String(c.id) === chosen);

  return (
    <Dialog title={t('actions.category.dialogTitle', { title: spot.title })} onClose={onClose}>
      <form
        className="ms-form mv-action-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!selected) return;
          void form
            .run(() => add.mutateAsync(selected.id))
            .then((ok) => {
              if (!ok) return;
              // in the same render as the dialog closing: the live region is no longer behind the modal
              announce(t('actions.category.added', { category: categoryLabel(selected, locale) }));
              onClose();
            });
        }}
      >
        <label htmlFor={`${ids}-category`}>{t('actions.category.label')}</label>
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
        {selected?.temporary && (
          <p id={`${ids}-temporary`} className="mv-action__note">
            {t('actions.category.temporary')}
          </p>
        )}
        <FormError>{form.message}</FormError>
        <div className="mv-dialog__buttons">
          <button type="button" className="ms-button ms-button--white" onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <SubmitButton state={form.state} title={t('actions.category.add')} errorShownElsewhere />
        </div>
      </form>
    </Dialog>
  );
}
