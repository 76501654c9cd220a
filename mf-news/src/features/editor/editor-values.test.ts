// The editor's values ⇄ the API's bodies: a language is sent when written and removed when
// emptied, tags are parsed, a schedule is an instant, and the browser's own checks.
import { describe, expect, it } from 'vitest';
import { createBody, emptyValues, parseTags, patchBody, slugFrom, validate, type EditorValues } from './editor-values.ts';

function written(): EditorValues {
  const values = emptyValues('');
  values.slug = 'neue-velowege';
  values.translations.de = { title: ' Neue Velowege ', lead: 'Lead', body: 'Text' };
  return values;
}

describe('editor values', () => {
  it('proposes an address from a title', () => {
    expect(slugFrom('Neue Velowege in Zürich 2026!')).toBe('neue-velowege-in-zurich-2026');
    expect(slugFrom('Straße — Ête')).toBe('strasse-ete');
  });

  it('parses tags: commas or spaces, lower case, once each', () => {
    expect(parseTags('Velo, #zuerich  velo,,')).toEqual(['velo', 'zuerich']);
  });

  it('sends written languages only, trimmed; an edit removes a language emptied since', () => {
    const values = written();
    values.tags = 'velo';
    expect(createBody(values)).toEqual({
      slug: 'neue-velowege',
      organisation: null,
      country: null,
      tags: ['velo'],
      coverPhotoId: null,
      translations: { de: { title: 'Neue Velowege', lead: 'Lead', body: 'Text' } },
      status: 'draft',
    });
    expect(createBody({ ...values, country: 'it' }).country).toBe('it');
    expect(patchBody(values, ['de', 'fr']).country).toBeNull();
    expect(patchBody(values, ['de', 'fr']).translations).toEqual({ de: { title: 'Neue Velowege', lead: 'Lead', body: 'Text' }, fr: null });
  });

  it('a schedule is sent as an instant', () => {
    const values = { ...written(), publication: 'scheduled' as const, scheduledAt: '2030-05-01T08:00' };
    expect(createBody(values)).toMatchObject({ status: 'scheduled', publishedAt: new Date('2030-05-01T08:00').toISOString() });
  });

  it('checks what it can: started languages complete, an address, a future date', () => {
    expect(validate(written(), true)).toEqual({});
    const values = written();
    values.translations.fr.title = 'Titre';
    values.slug = 'Not a slug';
    values.publication = 'scheduled';
    values.scheduledAt = '2020-01-01T00:00';
    expect(validate(values, true)).toEqual({
      'translations.fr.lead': 'editor.errors.lead',
      'translations.fr.body': 'editor.errors.body',
      slug: 'editor.errors.slug',
      publishedAt: 'editor.errors.schedulePast',
    });
    expect(validate(emptyValues(''), false)).toEqual({ 'translations.de.title': 'editor.errors.noLanguage' });
  });
});
