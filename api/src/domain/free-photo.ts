// A photo that something other than a spot shows – a news article's cover, an organisation's
// logo – must be one the person uploaded (POST /photos) that nothing shows yet: no spot, no
// article, no organisation. Or it is the one the holder shows already (an edit that keeps it,
// whoever uploaded it). The row is locked, so two writes cannot take one photo at once.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** What will show the photo: an article or an organisation, new (id null) or existing. */
export type PhotoHolder = { kind: 'article' | 'organisation'; id: number | null };

export async function lockFreePhoto(trx: Kysely<DB>, photoId: number, uploaderId: number, holder: PhotoHolder): Promise<boolean> {
  const own = (kind: PhotoHolder['kind']) => (holder.kind === kind ? holder.id : null);
  const ownArticle = own('article');
  const ownOrganisation = own('organisation');
  const row = await trx
    .selectFrom('photos as p')
    .select('p.id')
    .where('p.id', '=', photoId)
    .where('p.spot_id', 'is', null)
    .where((eb) =>
      eb.or([
        eb('p.user_id', '=', uploaderId),
        ...(ownArticle === null
          ? []
          : [eb.exists(eb.selectFrom('news_articles').select('id').where('id', '=', ownArticle).where('cover_photo_id', '=', photoId))]),
        ...(ownOrganisation === null
          ? []
          : [eb.exists(eb.selectFrom('organisations').select('id').where('id', '=', ownOrganisation).where('logo_photo_id', '=', photoId))]),
      ]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('news_articles as a')
            .select('a.id')
            .whereRef('a.cover_photo_id', '=', 'p.id')
            .$if(ownArticle !== null, (qb) => qb.where('a.id', '<>', ownArticle ?? 0)),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('organisations as o')
            .select('o.id')
            .whereRef('o.logo_photo_id', '=', 'p.id')
            .$if(ownOrganisation !== null, (qb) => qb.where('o.id', '<>', ownOrganisation ?? 0)),
        ),
      ),
    )
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}
