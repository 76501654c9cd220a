// An organisation's logo, whole (never cropped: a logo cut off is not the logo), or its initials
// on the platform colour when it has none, so cards with and without logos line up.
import { photoUrl } from '@moveable/shared';
import type { OrganisationSummary } from '@moveable/contract';

export function initialsOf(name: string): string {
  const words = name.split(/[\s-]+/).filter((word) => /\p{L}|\p{N}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('');
}

export function OrganisationLogo({ organisation, size }: { organisation: Pick<OrganisationSummary, 'logo' | 'name'>; size: number }) {
  if (!organisation.logo) {
    return (
      <span className="mp-logo mp-logo--initials" style={{ width: size, height: size }} aria-hidden="true">
        {initialsOf(organisation.name)}
      </span>
    );
  }
  return <img className="mp-logo" src={photoUrl(organisation.logo)} alt="" width={size} height={size} loading="lazy" decoding="async" />;
}
