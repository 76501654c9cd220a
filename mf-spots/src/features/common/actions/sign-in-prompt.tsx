// For visitors who are not signed in: a way to sign in that brings them back to this spot.
import { Link } from '@moveable/shared';
import { useSpotsTranslation } from '../use-spots-translation.ts';

export function SignInPrompt({ spotId, text }: { spotId: number; text: 'vote' | 'comment' }) {
  const { t } = useSpotsTranslation();
  return (
    <p className="mv-sign-in-prompt">
      <Link to={`/login?redirect=${encodeURIComponent(`/spots/${spotId}`)}`}>{t(`actions.signIn.${text}`)}</Link>
    </p>
  );
}
