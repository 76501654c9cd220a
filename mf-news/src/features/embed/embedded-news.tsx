// <moveable-news organisation="zuerich" limit="6" lang="fr">: the newest published news of the
// platform in the country, or of one organisation, for a partner's page. Cards and links are the
// site's (the shared Link leads to our site inside an element). Of the common attributes it takes
// the organisation and those of every element (lang, platform, country, theme, accent, api-base);
// the spot filters (region, categories, famed, fixed) select no news and are left alone.
import { MAX_NEWS_PAGE } from '@moveable/contract';
import type { ElementProps } from '@moveable/shared/element';
import { LatestNews } from '../common/latest-news.tsx';
import { useNewsTranslation } from '../common/use-news-translation.ts';

export const DEFAULT_ELEMENT_LIMIT = 6;

/** The limit attribute as a page size: a whole number from 1 to the API's page maximum; else the default. */
export function elementLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_ELEMENT_LIMIT;
  return Math.min(MAX_NEWS_PAGE, Math.max(1, Math.round(limit)));
}

export interface EmbeddedNewsProps extends ElementProps {
  limit?: number;
}

export function EmbeddedNews({ selection, limit }: EmbeddedNewsProps) {
  const { t } = useNewsTranslation();
  // As the partner wrote it: a misspelt slug shows "no news" (or the API's refusal), never the
  // whole platform's news on a town's page.
  const slug = selection.organisation;
  const more = slug ? `/news?organisation=${encodeURIComponent(slug)}` : '/news';
  return (
    <div className="mv-news-embed">
      <LatestNews
        key={slug /* another organisation: a fresh section */}
        className="mv-news-latest"
        organisation={slug}
        limit={elementLimit(limit)}
        moreTo={more}
        texts={(name) => ({
          title: name ? t('element.titleOf', { organisation: name }) : t('element.title'),
          loading: t('element.loading'),
          empty: slug ? t('element.emptyOf', { organisation: slug }) : t('element.empty'),
          error: t('element.error'),
          more: t('element.allNews'),
        })}
      />
    </div>
  );
}
