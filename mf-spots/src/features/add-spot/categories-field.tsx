// The platform's categories as checkboxes (at most 5). Temporary ones (snow, construction …) are
// marked, and choosing one shows that the spot will be archived 30 days after creation, which
// its author can put off.
import { useId } from 'react';
import { categoryLabel, useCategories, usePageContext } from '@moveable/shared';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';
import { describedBy, FieldError } from './field-note.tsx';
import type { FieldErrorState } from './use-field-errors.ts';
import { MAX_CATEGORIES } from '@moveable/contract';

export function CategoriesField({ value, onChange, errors }: { value: number[]; onChange: (ids: number[]) => void; errors: FieldErrorState }) {
  const { t } = useSpotsTranslation();
  const { locale } = usePageContext();
  const id = useId();
  const { data: categories = [], isError } = useCategories();
  const error = errors.fields.categoryIds;
  const temporaryChosen = categories.some((c) => c.temporary && value.includes(c.id));

  const toggle = (categoryId: number, checked: boolean) => {
    errors.clear('categoryIds');
    onChange(checked ? [...value, categoryId] : value.filter((v) => v !== categoryId));
  };

  return (
    <fieldset className="mv-add-section mv-categories-field" aria-describedby={`${id}-hint`}>
      <legend>{t('add.categories.legend')}</legend>
      <p id={`${id}-hint`} className="mv-field__hint">
        {t('add.categories.hint', { max: MAX_CATEGORIES })}
      </p>
      {isError && <p className="mv-field__error">{t('add.categories.loadFailed')}</p>}
      <ul className="mv-categories-field__list">
        {categories.map((category, index) => (
          <li key={category.id}>
            <input
              ref={index === 0 ? errors.register('categoryIds') : undefined}
              id={`${id}-${category.id}`}
              type="checkbox"
              checked={value.includes(category.id)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(category.temporary && `${id}-temporary`, error && `${id}-error`)}
              onChange={(e) => toggle(category.id, e.target.checked)}
            />
            <label htmlFor={`${id}-${category.id}`}>
              {categoryLabel(category, locale)}
              {category.temporary && <span className="mv-categories-field__temporary"> {t('add.categories.temporary')}</span>}
            </label>
          </li>
        ))}
      </ul>
      <p id={`${id}-temporary`} hidden>
        {t('add.categories.temporaryHint')}
      </p>
      <FieldError id={`${id}-error`} errorKey={error} />
      <p className="mv-categories-field__notice" role="status" aria-live="polite">
        {temporaryChosen ? t('add.categories.archiveNotice') : ''}
      </p>
    </fieldset>
  );
}
