// A content page's head (about, imprint, privacy…): its stored title and description – the current
// revision in the content language of the site's country and the page's language (§4; else English, then any), placeholders filled for the site – as
// GET /content/:page shows them, by the same domain functions.
import { composePageTitle, contentLocaleFor, WORLD, type ContentPageName, type Locale, type PageHead, type Platform } from '@moveable/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { findCurrentText, localePreference } from '../../domain/content-pages/current-text.ts';
import { fillPlaceholders, valuesFor } from '../../domain/content-pages/placeholders.ts';
import { plainSummary } from './plain-summary.ts';

export interface ContentPageHeadInput {
  db: Kysely<DB>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  publicUrl: string;
  platform: Platform;
  country: string;
  locale: Locale;
  page: ContentPageName;
}

export async function withContentPage(head: PageHead, input: ContentPageHeadInput): Promise<PageHead> {
  const { db, log, publicUrl, platform, country, locale, page } = input;
  const revision = await findCurrentText(db, platform, page, localePreference(contentLocaleFor(country, locale)));
  if (!revision) return head;
  const values = valuesFor({ platform, country: country === WORLD ? null : country, publicUrl }, revision.locale, revision.createdAt);
  const title = composePageTitle(plainSummary(fillPlaceholders(revision.title, values, log), 200), platform);
  const description = plainSummary(fillPlaceholders(revision.description, values, log));
  return {
    ...head,
    title,
    description: description === '' ? head.description : description,
    openGraph: {
      ...head.openGraph,
      title,
      description: description === '' ? head.openGraph.description : description,
    },
  };
}
