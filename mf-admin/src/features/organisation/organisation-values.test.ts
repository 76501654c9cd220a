// The form's values → the API's bodies: empty languages are left out of a new organisation and
// removed (null) in an edit; an organisation's own admin sends only what they may change.
import { describe, expect, it } from 'vitest';
import { emptyValues, toInput, toPatch, validate } from './organisation-values.ts';

const values = () => ({
  ...emptyValues('ch'),
  name: '  Stadt Test ',
  slug: 'stadt-test',
  names: { de: '', fr: 'Ville de Test', it: ' ', en: '' },
  descriptions: { de: 'Eine Stadt.', fr: '', it: '', en: '' },
  website: ' ',
  contactEmail: 'info@test.example',
});

describe('organisation form values', () => {
  it('a new organisation: trimmed, only filled languages, empty website as null', () => {
    expect(toInput(values())).toEqual({
      slug: 'stadt-test',
      type: 'town',
      country: 'ch',
      name: 'Stadt Test',
      names: { fr: 'Ville de Test' },
      descriptions: { de: 'Eine Stadt.' },
      logoPhotoId: null,
      website: null,
      contactEmail: 'info@test.example',
      premium: false,
    });
  });

  it("an edit by an organisation's admin sends only its own fields; emptied languages are removed", () => {
    expect(toPatch(values(), false)).toEqual({
      descriptions: { de: 'Eine Stadt.', fr: null, it: null, en: null },
      logoPhotoId: null,
      website: null,
      contactEmail: 'info@test.example',
    });
    expect(Object.keys(toPatch(values(), true)).sort()).toEqual(
      ['contactEmail', 'country', 'descriptions', 'logoPhotoId', 'name', 'names', 'premium', 'type', 'website'].sort(),
    );
  });

  it('checks name, slug (new only), lengths, https and the address', () => {
    const bad = { ...values(), name: ' ', slug: 'Not A Slug', website: 'http://x.example', contactEmail: 'nope' };
    expect(validate(bad, true)).toEqual({
      name: 'organisation.form.errors.name',
      slug: 'organisation.form.errors.slug',
      website: 'organisation.form.errors.website',
      contactEmail: 'organisation.form.errors.contactEmail',
    });
    expect(validate(bad, false)).not.toHaveProperty('slug');
    expect(validate({ ...values(), descriptions: { ...values().descriptions, it: 'x'.repeat(2001) } }, true)).toEqual({
      'descriptions.it': 'organisation.form.errors.descriptions',
    });
  });
});
