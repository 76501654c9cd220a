// The hint and the error under a control, with the ids its aria-describedby points at.
import { useSpotsTranslation } from '../common/use-spots-translation.ts';

export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

export function FieldError({ id, errorKey }: { id: string; errorKey: string | undefined }) {
  const { t } = useSpotsTranslation();
  if (!errorKey) return null;
  return (
    <p id={id} className="mv-field__error">
      {t(errorKey)}
    </p>
  );
}
