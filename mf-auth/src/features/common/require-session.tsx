// Pages for signed-in people only. Signed out, they go to the sign-in page, which brings them
// back here afterwards (?redirect=).
import { useEffect, type ReactNode } from 'react';
import { navigate, Spinner, useSession, type User } from '@moveable/shared';

export function loginPathFor(here: string): string {
  return `/login?redirect=${encodeURIComponent(here)}`;
}

export function RequireSession({ children }: { children: (user: User) => ReactNode }) {
  const session = useSession();
  useEffect(() => {
    if (session.status === 'anonymous') navigate(loginPathFor(`${location.pathname}${location.search}`), { replace: true });
  }, [session.status]);
  if (session.status === 'authenticated' && session.user) return <>{children(session.user)}</>;
  return (
    <div className="mv-auth-loading">
      <Spinner size="md" />
    </div>
  );
}
