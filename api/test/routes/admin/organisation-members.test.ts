// An organisation's members and pending invitations (issue 13): only the platform's administrators
// and the organisation's own may see or change them (the matrix; an administrator of Basel gets
// 403 on Zürich); roles change and members leave with an audit line; the last administrator can be
// neither demoted nor removed (409 naming them); a revoked invitation's link stops working at once.
import type { AuditAction } from '@moveable/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOneTimeToken } from '../../../src/auth/one-time-tokens.ts';
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

const send = (method: 'GET' | 'PATCH' | 'DELETE', url: string, actor: Actor = 'admin', payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/api${url}`, headers: actors.headers(actor), ...(payload === undefined ? {} : { payload }) });

async function addMember(userId: number, role: 'member' | 'admin' = 'member') {
  await t.db.kysely
    .insertInto('organisation_members')
    .values({ organisation_id: zuerich, user_id: userId, role })
    .onConflict((oc) => oc.columns(['organisation_id', 'user_id']).doUpdateSet({ role }))
    .execute();
}

const invitation = (email: string) =>
  createOneTimeToken(t.db.kysely, {
    purpose: 'invite',
    email,
    organisationId: zuerich,
    organisationRole: 'member',
    createdBy: DEMO_ACCOUNTS.organisationAdmin.id,
  });

async function invitationId(email: string): Promise<number> {
  const row = await t.db.kysely.selectFrom('one_time_tokens').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

const auditLines = (action: AuditAction) =>
  t.db.kysely.selectFrom('admin_audit').selectAll().where('action', '=', action).where('subject_id', '=', zuerich).orderBy('id', 'desc').execute();

describe('the authorization matrix', () => {
  it('GET /organisations/:slug/members', async () => {
    await expectOnlyAllowed(['organisationAdmin', 'admin'], (actor) => send('GET', '/organisations/zuerich/members', actor));
  });

  it('PATCH /organisations/:slug/members/:userId', async () => {
    await addMember(DEMO_ACCOUNTS.commuter.id);
    await expectOnlyAllowed(['organisationAdmin', 'admin'], (actor) =>
      send('PATCH', `/organisations/zuerich/members/${DEMO_ACCOUNTS.commuter.id}`, actor, { role: 'member' }),
    );
  });

  it('DELETE /organisations/:slug/members/:userId', async () => {
    await expectOnlyAllowed(['organisationAdmin', 'admin'], async (actor) => {
      await addMember(DEMO_ACCOUNTS.commuter.id);
      return send('DELETE', `/organisations/zuerich/members/${DEMO_ACCOUNTS.commuter.id}`, actor);
    });
  });

  it('GET /organisations/:slug/invitations', async () => {
    await expectOnlyAllowed(['organisationAdmin', 'admin'], (actor) => send('GET', '/organisations/zuerich/invitations', actor));
  });

  it('DELETE /organisations/:slug/invitations/:id', async () => {
    await expectOnlyAllowed(['organisationAdmin', 'admin'], async (actor) => {
      const email = `matrix-${actor}@example.org`;
      await invitation(email);
      return send('DELETE', `/organisations/zuerich/invitations/${await invitationId(email)}`, actor);
    });
  });

  it('a plain member of the organisation manages nothing of it', async () => {
    await addMember(DEMO_ACCOUNTS.commuter.id);
    const session = await signIn(t, DEMO_ACCOUNTS.commuter.email);
    const headers = { ...actors.headers('anonymous'), ...bearer(session.accessToken) };
    expect((await t.app.inject({ method: 'GET', url: '/api/organisations/zuerich/members', headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/organisations/zuerich/invitations', headers })).statusCode).toBe(403);
  });
});

describe('GET /organisations/:slug/members', () => {
  it('lists administrators first, then members by name, with address, role and since', async () => {
    await addMember(DEMO_ACCOUNTS.commuter.id);
    const res = await send('GET', '/organisations/zuerich/members', 'organisationAdmin');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const items = res.json().items;
    expect(items[0]).toMatchObject({ userId: DEMO_ACCOUNTS.organisationAdmin.id, email: DEMO_ACCOUNTS.organisationAdmin.email, role: 'admin' });
    expect(items).toContainEqual({
      userId: DEMO_ACCOUNTS.commuter.id,
      username: expect.any(String),
      email: DEMO_ACCOUNTS.commuter.email,
      role: 'member',
      since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('answers 404 for an organisation the platform does not have', async () => {
    expect((await send('GET', '/organisations/atlantis/members')).json()).toMatchObject({ statusCode: 404 });
  });
});

describe('changing roles and removing members', () => {
  it('promotes and demotes with an audit line each, and the member list shows it', async () => {
    await addMember(DEMO_ACCOUNTS.commuter.id);
    const url = `/organisations/zuerich/members/${DEMO_ACCOUNTS.commuter.id}`;
    const up = await send('PATCH', url, 'organisationAdmin', { role: 'admin' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ userId: DEMO_ACCOUNTS.commuter.id, role: 'admin' });
    const [line] = await auditLines('organisation.member.role');
    expect(line).toMatchObject({
      actor_id: DEMO_ACCOUNTS.organisationAdmin.id,
      platform: 'bikeable',
      subject_type: 'organisation',
      before: { userId: DEMO_ACCOUNTS.commuter.id, role: 'member' },
      after: { userId: DEMO_ACCOUNTS.commuter.id, role: 'admin' },
    });
    expect((await send('PATCH', url, 'admin', { role: 'member' })).json().role).toBe('member');
    const members = (await send('GET', '/organisations/zuerich/members')).json().items;
    expect(members.find((m: { userId: number }) => m.userId === DEMO_ACCOUNTS.commuter.id).role).toBe('member');
  });

  it('the same role again changes nothing and writes no line', async () => {
    await addMember(DEMO_ACCOUNTS.commuter.id);
    const before = (await auditLines('organisation.member.role')).length;
    expect((await send('PATCH', `/organisations/zuerich/members/${DEMO_ACCOUNTS.commuter.id}`, 'admin', { role: 'member' })).statusCode).toBe(200);
    expect(await auditLines('organisation.member.role')).toHaveLength(before);
  });

  it('the last administrator can be neither demoted nor removed: 409 naming them', async () => {
    await t.db.kysely.deleteFrom('organisation_members').where('organisation_id', '=', zuerich).where('role', '=', 'admin').execute();
    await addMember(DEMO_ACCOUNTS.organisationAdmin.id, 'admin');
    const url = `/organisations/zuerich/members/${DEMO_ACCOUNTS.organisationAdmin.id}`;
    const demote = await send('PATCH', url, 'admin', { role: 'member' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ code: 'last_admin', field: 'role', message: expect.stringContaining('Stadt Zürich') });
    const remove = await send('DELETE', url, 'organisationAdmin');
    expect(remove.json()).toMatchObject({ statusCode: 409, code: 'last_admin', field: 'userId' });
    const row = await t.db.kysely
      .selectFrom('organisation_members')
      .select('role')
      .where('organisation_id', '=', zuerich)
      .where('user_id', '=', DEMO_ACCOUNTS.organisationAdmin.id)
      .executeTakeFirst();
    expect(row?.role).toBe('admin');
  });

  it('with a second administrator, one may step down', async () => {
    await addMember(DEMO_ACCOUNTS.commuter.id, 'admin');
    const res = await send('PATCH', `/organisations/zuerich/members/${DEMO_ACCOUNTS.commuter.id}`, 'organisationAdmin', { role: 'member' });
    expect(res.statusCode).toBe(200);
  });

  it('two administrators demoting each other at once leave one administrator', async () => {
    await addMember(DEMO_ACCOUNTS.commuter.id, 'admin');
    const results = await Promise.all([
      send('PATCH', `/organisations/zuerich/members/${DEMO_ACCOUNTS.commuter.id}`, 'admin', { role: 'member' }),
      send('PATCH', `/organisations/zuerich/members/${DEMO_ACCOUNTS.organisationAdmin.id}`, 'admin', { role: 'member' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const admins = await t.db.kysely
      .selectFrom('organisation_members')
      .select('user_id')
      .where('organisation_id', '=', zuerich)
      .where('role', '=', 'admin')
      .execute();
    expect(admins).toHaveLength(1);
    await addMember(DEMO_ACCOUNTS.organisationAdmin.id, 'admin');
  });

  it('removes a member (the account stays) with an audit line', async () => {
    await addMember(DEMO_ACCOUNTS.commuter.id);
    const res = await send('DELETE', `/organisations/zuerich/members/${DEMO_ACCOUNTS.commuter.id}`, 'organisationAdmin');
    expect(res.statusCode).toBe(204);
    const members = (await send('GET', '/organisations/zuerich/members')).json().items;
    expect(members.map((m: { userId: number }) => m.userId)).not.toContain(DEMO_ACCOUNTS.commuter.id);
    expect(await t.db.kysely.selectFrom('users').select('id').where('id', '=', DEMO_ACCOUNTS.commuter.id).executeTakeFirst()).toBeDefined();
    const [line] = await auditLines('organisation.member.remove');
    expect(line).toMatchObject({ before: { userId: DEMO_ACCOUNTS.commuter.id, role: 'member' }, after: null });
    // Gone already: 404, not a second line.
    expect((await send('DELETE', `/organisations/zuerich/members/${DEMO_ACCOUNTS.commuter.id}`)).statusCode).toBe(404);
  });

  it('refuses a bad role or user id, naming the field', async () => {
    const role = await send('PATCH', `/organisations/zuerich/members/${DEMO_ACCOUNTS.commuter.id}`, 'admin', { role: 'owner' });
    expect(role.json()).toMatchObject({ statusCode: 400, field: 'role' });
    const id = await send('PATCH', '/organisations/zuerich/members/abc', 'admin', { role: 'member' });
    expect(id.json()).toMatchObject({ statusCode: 400, field: 'userId' });
  });
});

describe('invitations', () => {
  it('lists pending invitations with role, inviter and expiry; not used or expired ones', async () => {
    await invitation('pending@example.org');
    await invitation('used@example.org');
    await t.db.kysely.updateTable('one_time_tokens').set({ used_at: new Date() }).where('email', '=', 'used@example.org').execute();
    await invitation('expired@example.org');
    await t.db.kysely
      .updateTable('one_time_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', 'expired@example.org')
      .execute();
    const items = (await send('GET', '/organisations/zuerich/invitations', 'organisationAdmin')).json().items;
    const emails = items.map((i: { email: string }) => i.email);
    expect(emails).toContain('pending@example.org');
    expect(emails).not.toContain('used@example.org');
    expect(emails).not.toContain('expired@example.org');
    expect(items.find((i: { email: string }) => i.email === 'pending@example.org')).toEqual({
      id: expect.any(Number),
      email: 'pending@example.org',
      role: 'member',
      invitedBy: { id: DEMO_ACCOUNTS.organisationAdmin.id, username: expect.any(String) },
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
  });

  it('an invitation sent through POST /users/invite shows, and revoking it stops its link at once', async () => {
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/users/invite',
      headers: actors.headers('organisationAdmin'),
      payload: { email: 'revoke-me@example.org', organisation: 'zuerich', role: 'admin' },
    });
    expect(invite.statusCode).toBe(204);
    const mail = await t.db.kysely
      .selectFrom('email_outbox')
      .select('text_body')
      .where('recipient', '=', 'revoke-me@example.org')
      .executeTakeFirstOrThrow();
    const token = /[?&]token=([\w-]+)/.exec(mail.text_body)?.[1];
    expect(token).toBeTruthy();
    const listed = (await send('GET', '/organisations/zuerich/invitations'))
      .json()
      .items.find((i: { email: string }) => i.email === 'revoke-me@example.org');
    expect(listed).toMatchObject({ role: 'admin' });

    expect((await send('DELETE', `/organisations/zuerich/invitations/${listed.id}`, 'organisationAdmin')).statusCode).toBe(204);
    const accept = await t.app.inject({
      method: 'POST',
      url: '/api/users/invite/accept',
      payload: { token, password: 'a long enough passphrase', username: 'revoked_one', acceptTerms: true },
    });
    expect(accept.json()).toMatchObject({ statusCode: 400, code: 'token_invalid', field: 'token' });
    const [line] = await auditLines('organisation.invitation.revoke');
    expect(line).toMatchObject({ actor_id: DEMO_ACCOUNTS.organisationAdmin.id, before: { email: 'revoke-me@example.org', role: 'admin' } });
    expect((await send('GET', '/organisations/zuerich/invitations')).json().items.map((i: { email: string }) => i.email)).not.toContain(
      'revoke-me@example.org',
    );
  });

  it("cannot revoke another organisation's invitation through this one: 404", async () => {
    const basel = await t.db.kysely.selectFrom('organisations').select('id').where('slug', '=', 'basel').executeTakeFirstOrThrow();
    await createOneTimeToken(t.db.kysely, {
      purpose: 'invite',
      email: 'basel-invite@example.org',
      organisationId: basel.id,
      organisationRole: 'member',
    });
    const id = await invitationId('basel-invite@example.org');
    expect((await send('DELETE', `/organisations/zuerich/invitations/${id}`, 'organisationAdmin')).statusCode).toBe(404);
    expect(await t.db.kysely.selectFrom('one_time_tokens').select('id').where('id', '=', id).executeTakeFirst()).toBeDefined();
  });
});
