// Signed out: why there is nothing to fill in, and the way to sign in and come back here.
import { Link, useLocation } from '@moveable/shared';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';

/** mf-auth's sign-in page returns to `redirect` (a path of this site, locale prefix included). */
export function loginPathFor(here: string): string {
  return `/login?redirect=${encodeURIComponent(here)}`;
}

export function SignInNotice({ explanation }: { explanation: string }) {
  const { t } = useSpotsTranslation();
  const url = useLocation();
  return (
    <div className="mv-sign-in-notice">
      <p>{explanation}</p>
      <p>
        <Link to={loginPathFor(`${url.pathname}${url.search}`)} className="ms-button ms-button--bright">
          {t('add.signIn.link')}
        </Link>
      </p>
    </div>
  );
}
