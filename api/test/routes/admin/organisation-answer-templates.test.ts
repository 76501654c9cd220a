// Official-answer templates (issue 13, migration 0049): the organisation's members read them, its
// administrators and the platform's write them (the matrix; an administrator of Basel gets 403 on
// Zürich, a plain member of Zürich reads but does not write); by language, in order; every write
// with an audit line; errors name their field.
import type { AuditAction } from '@moveable/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, DEMO_ACCOUNTS, GENEROUS_LIMITS, signIn } from '../../helpers/auth.ts';
import { expectOnlyAllowed, signInActors, type Actor, type Actors } from '../../helpers/admin-actors.ts';

let t: TestApp;
let actors: Actors;
let zuerich: number;

beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  actors = await signInActors(t);
  zuerich = (
    await t.db.kysely
      .selectFrom('organisations')
      .select('id')
      .where('platform', '=', 'bikeable')
      .where('slug', '=', 'zuerich')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.app.close());

const BASE = '/api/organisations/zuerich/answer-templates';
const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, actor: Actor = 'admin', payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: actors.headers(actor), ...(payload === undefined ? {} : { payload }) });

async function create(body: Record<string, unknown>, actor: Actor = 'admin'): Promise<{ id: number; position: number }> {
  const res = await send('POST', BASE, actor, body);
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json();
}

const auditLines = (action: AuditAction) =>
  t.db.kysely.selectFrom('admin_audit').selectAll().where('action', '=', action).where('subject_id', '=', zuerich).orderBy('id', 'desc').execute();

describe('the authorization matrix', () => {
  it('GET /organisations/:slug/answer-templates', async () => {
    await expectOnlyAllowed(['organisationAdmin', 'admin'], (actor) => send('GET', BASE, actor));
  });

  it('POST /organisations/:slug/answer-templates', async () => {
    await expectOnlyAllowed(['organisationAdmin', 'admin'], (actor) =>
      send('POST', BASE, actor, { locale: 'de', title: `Von ${actor}`, text: 'Danke.' }),
    );
  });

  it('PATCH /organisations/:slug/answer-templates/:id', async () => {
    const { id } = await create({ locale: 'de', title: 'Zu ändern', text: 'Text' });
    await expectOnlyAllowed(['organisationAdmin', 'admin'], (actor) => send('PATCH', `${BASE}/${id}`, actor, { title: `Von ${actor}` }));
  });

  it('DELETE /organisations/:slug/answer-templates/:id', async () => {
    await expectOnlyAllowed(['organisationAdmin', 'admin'], async (actor) => {
      const { id } = await create({ locale: 'de', title: `Weg ${actor}`, text: 'Text' });
      return send('DELETE', `${BASE}/${id}`, actor);
    });
  });

  it('a plain member of the organisation reads the templates but writes none', async () => {
    await t.db.kysely
      .insertInto('organisation_members')
      .values({ organisation_id: zuerich, user_id: DEMO_ACCOUNTS.commuter.id, role: 'member' })
      .onConflict((oc) => oc.columns(['organisation_id', 'user_id']).doUpdateSet({ role: 'member' }))
      .execute();
    const session = await signIn(t, DEMO_ACCOUNTS.commuter.email);
    const headers = { ...actors.headers('anonymous'), ...bearer(session.accessToken) };
    const { id } = await create({ locale: 'fr', title: 'Lu par les membres', text: 'Merci.' });
    const read = await t.app.inject({ method: 'GET', url: `${BASE}?locale=fr`, headers });
    expect(read.statusCode).toBe(200);
    expect(read.json().items.map((i: { id: number }) => i.id)).toContain(id);
    expect((await t.app.inject({ method: 'POST', url: BASE, headers, payload: { locale: 'fr', title: 'x', text: 'y' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PATCH', url: `${BASE}/${id}`, headers, payload: { title: 'x' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `${BASE}/${id}`, headers })).statusCode).toBe(403);
  });
});

describe('templates', () => {
  it('lists by language (de, fr, it, en) then position; a new one goes after its language’s last', async () => {
    await t.db.kysely.deleteFrom('organisation_answer_templates').execute();
    const en = await create({ locale: 'en', title: 'Thanks', text: 'Thank you for the report.' }, 'organisationAdmin');
    const de1 = await create({ locale: 'de', title: 'Danke', text: 'Danke für die Meldung.' }, 'organisationAdmin');
    const de2 = await create({ locale: 'de', title: 'Geplant', text: 'Wir planen eine Lösung.' }, 'organisationAdmin');
    const first = await create({ locale: 'de', title: 'Zuerst', text: 'Ganz oben.', position: 0 });
    expect([de1.position, de2.position, en.position]).toEqual([0, 1, 0]);
    const all = (await send('GET', BASE, 'organisationAdmin')).json().items;
    expect(all.map((i: { title: string }) => i.title)).toEqual(['Danke', 'Zuerst', 'Geplant', 'Thanks']);
    expect(all[0]).toEqual({ id: de1.id, locale: 'de', title: 'Danke', text: 'Danke für die Meldung.', position: 0, updatedAt: expect.any(String) });
    expect(first.id).toBeGreaterThan(de2.id);
    const english = (await send('GET', `${BASE}?locale=en`)).json().items;
    expect(english.map((i: { id: number }) => i.id)).toEqual([en.id]);
    const [line] = await auditLines('organisation.template.create');
    expect(line).toMatchObject({ actor_id: DEMO_ACCOUNTS.admin.id, subject_type: 'organisation', after: { title: 'Zuerst', locale: 'de' } });
  });

  it('edits only what is sent, with before and after in the audit', async () => {
    const { id } = await create({ locale: 'it', title: 'Grazie', text: 'Grazie della segnalazione.' });
    const res = await send('PATCH', `${BASE}/${id}`, 'organisationAdmin', { text: 'Grazie mille.', position: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, locale: 'it', title: 'Grazie', text: 'Grazie mille.', position: 5 });
    const [line] = await auditLines('organisation.template.update');
    expect(line).toMatchObject({ before: { text: 'Grazie della segnalazione.' }, after: { text: 'Grazie mille.', position: 5 } });
  });

  it('deletes with an audit line; a second delete is 404', async () => {
    const { id } = await create({ locale: 'en', title: 'Gone soon', text: 'Bye.' });
    expect((await send('DELETE', `${BASE}/${id}`, 'organisationAdmin')).statusCode).toBe(204);
    expect((await send('GET', BASE)).json().items.map((i: { id: number }) => i.id)).not.toContain(id);
    expect((await auditLines('organisation.template.delete'))[0]).toMatchObject({ before: { id, title: 'Gone soon' }, after: null });
    expect((await send('DELETE', `${BASE}/${id}`)).statusCode).toBe(404);
  });

  it("another organisation's template is not reachable through this one: 404", async () => {
    const basel = await t.app.inject({
      method: 'POST',
      url: '/api/organisations/basel/answer-templates',
      headers: actors.headers('otherMember'),
      payload: { locale: 'de', title: 'Basel', text: 'Basler Text.' },
    });
    expect(basel.statusCode).toBe(201);
    const id = basel.json().id;
    expect((await send('PATCH', `${BASE}/${id}`, 'organisationAdmin', { title: 'Gekapert' })).statusCode).toBe(404);
    expect((await send('DELETE', `${BASE}/${id}`, 'organisationAdmin')).statusCode).toBe(404);
  });

  it('refuses bad input naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ locale: 'rm', title: 'x', text: 'y' }, 'locale'],
      [{ locale: 'de', title: '   ', text: 'y' }, 'title'],
      [{ locale: 'de', title: 'x', text: 'y'.repeat(5001) }, 'text'],
      [{ locale: 'de', title: 'x', text: 'y', position: -1 }, 'position'],
    ];
    for (const [body, field] of cases) expect((await send('POST', BASE, 'admin', body)).json()).toMatchObject({ statusCode: 400, field });
    expect((await send('GET', `${BASE}?locale=xx`)).json()).toMatchObject({ statusCode: 400, field: 'locale' });
    const count = await t.db.kysely
      .selectFrom('organisation_answer_templates')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect((await send('POST', BASE, 'admin', { locale: 'de', text: 'no title' })).statusCode).toBe(400);
    const after = await t.db.kysely
      .selectFrom('organisation_answer_templates')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(count.n));
  });
});
