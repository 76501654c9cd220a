// The categories in their one order (each platform shows this order, filtered): moved up and down
// with buttons (focus stays on the button that moved one), each edited in place, a new one added
// last. What changed is said in a status line.
import { useId, useState } from 'react';
import type { AdminCategory, Locale } from '@moveable/contract';
import { Button, Spinner } from '@moveable/shared';
import { useAdminTranslation } from '../common/use-admin-translation.ts';
import { CategoryForm } from './category-form.tsx';
import { useCategories, useCategoryWrites } from './use-categories.ts';

export function CategorySection() {
  const { t, i18n } = useAdminTranslation();
  const categories = useCategories();
  const { reorder } = useCategoryWrites();
  const [editing, setEditing] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const headingId = useId();
  const newId = useId();
  const locale = (i18n.language as Locale) ?? 'de';
  const name = (category: AdminCategory) => category.labels[locale] ?? category.labels.de;

  function move(items: readonly AdminCategory[], index: number, by: -1 | 1) {
    const target = index + by;
    if (target < 0 || target >= items.length) return;
    const ids = items.map((c) => c.id);
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    reorder.mutate(ids, {
      onSuccess: () => setStatus(t('catalogue.categories.moved', { name: name(items[index]!), position: target + 1 })),
      onError: () => setStatus(t('catalogue.errors.generic')),
    });
  }

  return (
    <section className="ma-catalogue" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('catalogue.categories.title')}</h2>
      {categories.isPending ? (
        <Spinner label={t('catalogue.categories.loading')} />
      ) : categories.isError ? (
        <p role="alert">{t('catalogue.categories.loadError')}</p>
      ) : (
        <ol className="ma-catalogue__list" aria-label={t('catalogue.categories.listLabel')}>
          {categories.data.items.map((category, index, items) => (
            <li key={category.id}>
              <div className="ma-catalogue__row">
                <span className="ma-catalogue__name">
                  <strong>{name(category)}</strong> <code>{category.slug}</code>
                  {category.temporary ? <span className="ma-badge">{t('catalogue.categories.temporaryBadge')}</span> : null}
                  <span className="ma-hint">
                    {category.platforms.join(', ')}
                    {category.icon ? ` · ${t(`catalogue.icons.${category.icon}`)}` : ''}
                  </span>
                </span>
                <span className="ma-tools">
                  <Button size="sm" aria-disabled={index === 0 ? true : undefined} onClick={() => move(items, index, -1)}>
                    <span aria-hidden="true">↑</span>
                    <span className="ms-visually-hidden">{t('catalogue.categories.moveUp', { name: name(category) })}</span>
                  </Button>
                  <Button size="sm" aria-disabled={index === items.length - 1 ? true : undefined} onClick={() => move(items, index, 1)}>
                    <span aria-hidden="true">↓</span>
                    <span className="ms-visually-hidden">{t('catalogue.categories.moveDown', { name: name(category) })}</span>
                  </Button>
                  <Button size="sm" aria-expanded={editing === category.id} onClick={() => setEditing(editing === category.id ? null : category.id)}>
                    {t('catalogue.categories.edit', { name: name(category) })}
                  </Button>
                </span>
              </div>
              {editing === category.id ? (
                <CategoryForm
                  category={category}
                  onCancel={() => setEditing(null)}
                  onDone={(message) => {
                    setEditing(null);
                    setStatus(message);
                  }}
                />
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <p role="status" className="ma-status">
        {status}
      </p>
      <h3 id={newId}>{t('catalogue.categories.new')}</h3>
      <CategoryForm onDone={setStatus} />
    </section>
  );
}
