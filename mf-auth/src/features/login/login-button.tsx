import { Link, useHeadTexts } from '@moveable/shared';

/** The link behind <moveable-login-button>; `redirect` is a path on our site. */
export function LoginButton({ redirect }: { redirect?: string }) {
  // Named like the page it opens.
  const { pages } = useHeadTexts();
  const to = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
  return (
    <Link to={to} className="ms-button ms-button--bright mv-auth-login-button">
      {pages.login.signin}
    </Link>
  );
}
