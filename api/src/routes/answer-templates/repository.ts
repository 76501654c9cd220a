// Official-answer templates in SQL: by language in the order de, fr, it, en, then position.
import { LOCALES, type AnswerTemplate, type AnswerTemplateInput, type AnswerTemplatePatch, type Locale } from '@moveable/contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, OrganisationAnswerTemplatesTable } from '../../db/schema.ts';

type Db = Kysely<DB>;
type Row = Selectable<OrganisationAnswerTemplatesTable>;

export const toTemplate = (row: Row): AnswerTemplate => ({
  id: row.id,
  locale: row.locale,
  title: row.title,
  text: row.text,
  position: row.position,
  updatedAt: new Date(row.updated_at).toISOString(),
});

const localeOrder = sql<number>`array_position(${sql.lit(`{${LOCALES.join(',')}}`)}::text[], locale)`;

export async function listTemplates(db: Db, organisationId: number, locale: Locale | undefined): Promise<AnswerTemplate[]> {
  let query = db.selectFrom('organisation_answer_templates').selectAll().where('organisation_id', '=', organisationId);
  if (locale !== undefined) query = query.where('locale', '=', locale);
  const rows = await query.orderBy(localeOrder).orderBy('position').orderBy('id').execute();
  return rows.map(toTemplate);
}

export async function countTemplates(db: Db, organisationId: number): Promise<number> {
  const row = await db
    .selectFrom('organisation_answer_templates')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('organisation_id', '=', organisationId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function nextPosition(db: Db, organisationId: number, locale: Locale): Promise<number> {
  const row = await db
    .selectFrom('organisation_answer_templates')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('organisation_id', '=', organisationId)
    .where('locale', '=', locale)
    .executeTakeFirst();
  return row?.last == null ? 0 : Number(row.last) + 1;
}

export async function insertTemplate(db: Db, organisationId: number, input: AnswerTemplateInput): Promise<Row> {
  return db
    .insertInto('organisation_answer_templates')
    .values({
      organisation_id: organisationId,
      locale: input.locale,
      title: input.title,
      text: input.text,
      position: input.position ?? (await nextPosition(db, organisationId, input.locale)),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findTemplate(db: Db, organisationId: number, id: number): Promise<Row | null> {
  const row = await db
    .selectFrom('organisation_answer_templates')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row ?? null;
}

export async function updateTemplate(db: Db, id: number, patch: AnswerTemplatePatch): Promise<Row> {
  return db
    .updateTable('organisation_answer_templates')
    .set({
      ...(patch.locale !== undefined ? { locale: patch.locale } : {}),
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.text !== undefined ? { text: patch.text } : {}),
      ...(patch.position !== undefined ? { position: patch.position } : {}),
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteTemplate(db: Db, id: number): Promise<void> {
  await db.deleteFrom('organisation_answer_templates').where('id', '=', id).execute();
}
