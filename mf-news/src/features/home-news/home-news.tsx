// mf-news's part of the home (/): the shell mounts mf-spots and then mf-news on the index route
// (the route table's composedWith), so this section stands below the spots. The 3 newest
// articles of the platform in the country and a link to /news, which navigates in the page.
import { LatestNews } from '../common/latest-news.tsx';
import { useNewsTranslation } from '../common/use-news-translation.ts';

export const HOME_NEWS_COUNT = 3;

export function HomeNews() {
  const { t } = useNewsTranslation();
  return (
    <LatestNews
      className="mv-news-latest mv-news-home"
      limit={HOME_NEWS_COUNT}
      moreTo="/news"
      texts={() => ({
        title: t('homeNews.title'),
        loading: t('homeNews.loading'),
        empty: t('homeNews.empty'),
        error: t('homeNews.error'),
        more: t('homeNews.allNews'),
      })}
    />
  );
}
