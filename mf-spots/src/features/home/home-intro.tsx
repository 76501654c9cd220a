// The first screen of the home page: what this platform is for, in one sentence (the page's h1),
// and the call to add a spot. The link leads to /addSpot signed in or not: that page explains
// signing in and comes back.
import { Link, assetBase, assetUrl, themeFor, usePageContext } from '@moveable/shared';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';

export function HomeIntro() {
  const { t } = useSpotsTranslation();
  const { platform } = usePageContext();
  return (
    <div className="mv-home__intro">
      <div className="mv-home__intro-text">
        <h1 className="mv-page-title mv-home__title">{t(`home.purpose.${platform}`)}</h1>
        <p className="mv-home__cta-text">{t('home.cta.text')}</p>
        <p className="mv-home__cta">
          <Link to="/addSpot" className="ms-button ms-button--bright">
            {t('home.cta.button')}
          </Link>
        </p>
      </div>
      <img className="mv-home__mascot" src={assetUrl(themeFor(platform).assets.mascot, assetBase())} alt="" width={160} height={160} />
    </div>
  );
}
