// A spot as a GeoReport v2 service request, and a category as a service, with the standard's field
// names and order. status: closed once fixed or archived; status_notes: the latest official
// answer's text; service_notice: that answer's status (and planned date); agency_responsible: the
// towns responsible for the spot; expected_datetime: the planned date of a "planned" answer.
import { LOCALES, OPEN311_OTHER_SERVICE, type Locale, type Platform } from '@moveable/contract';
import type { Labels } from '../../db/schema.ts';
import { photoUrl } from '../../images/photo-sizes.ts';
import { w3c } from './datetime.ts';
import type { RequestRow, ServiceRow } from './repository.ts';
import type { Value } from './render.ts';

const OTHER_NAME: Labels = { de: 'Anderes', fr: 'Autre', it: 'Altro', en: 'Other' };

export function toService(row: ServiceRow | null, locale: Locale, platform: Platform): { [field: string]: Value } {
  const labels = row?.labels ?? OTHER_NAME;
  return {
    service_code: row?.slug ?? OPEN311_OTHER_SERVICE,
    service_name: labels[locale],
    description: row ? `${labels[locale]}${row.temporary ? ' (temporary: archived after 30 days)' : ''}` : 'Anything no other service fits',
    metadata: false,
    type: 'realtime',
    keywords: LOCALES.map((l) => labels[l]).join(','),
    group: platform,
  };
}

export function toServiceRequest(row: RequestRow, locale: Locale, publicUrl: string): { [field: string]: Value } {
  const address = [row.street, [row.postal_code, row.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const updated = row.answer_at && new Date(row.answer_at) > new Date(row.updated_at) ? row.answer_at : row.updated_at;
  const notice = row.answer_status ? (row.answer_planned_for ? `${row.answer_status} ${row.answer_planned_for}` : row.answer_status) : null;
  return {
    service_request_id: String(row.id),
    status: row.fixed || row.archived ? 'closed' : 'open',
    status_notes: row.answer_text,
    service_name: (row.category_labels ?? OTHER_NAME)[locale],
    service_code: row.category_slug ?? OPEN311_OTHER_SERVICE,
    description: row.description ? `${row.title}\n\n${row.description}` : row.title,
    agency_responsible: row.agencies,
    service_notice: notice,
    requested_datetime: w3c(row.created_at),
    updated_datetime: w3c(updated),
    expected_datetime: row.answer_status === 'planned' && row.answer_planned_for ? w3c(`${row.answer_planned_for}T00:00:00Z`) : null,
    address: address || null,
    address_id: null,
    zipcode: row.postal_code,
    lat: Number(row.lat),
    long: Number(row.lng),
    media_url: row.cover_photo_id === null ? null : `${publicUrl.replace(/\/$/, '')}${photoUrl(row.cover_photo_id)}`,
  };
}
