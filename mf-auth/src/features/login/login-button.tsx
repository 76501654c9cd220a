import { Link } from '@moveable/shared';
import { useAuthTranslation } from '../common/use-auth-translation.ts';

/** The link behind <moveable-login-button>; `redirect` is a path on our site. */
export function LoginButton({ redirect }: { redirect?: string }) {
  const { t } = useAuthTranslation();
  const to = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
  return (
    <Link to={to} className="ms-button ms-button--bright mv-auth-login-button">
      {t('login.title.signin')}
    </Link>
  );
}
