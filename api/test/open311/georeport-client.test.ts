// The GeoReport v2 client checks what it claims to: the standard's own example answers pass (as
// given on wiki.open311.org, JSON and XML), and answers that break its field lists do not.
import { describe, expect, it } from 'vitest';
import { GeoReportViolation, readAnswer, readError, type Answer } from './georeport-client.ts';

const json = (body: unknown, status = 200): Answer => ({ status, contentType: 'application/json; charset=utf-8', body: JSON.stringify(body) });
const xml = (body: string, status = 200): Answer => ({
  status,
  contentType: 'text/xml; charset=utf-8',
  body: `<?xml version="1.0" encoding="utf-8"?>${body}`,
});

// The standard's example of GET Service Requests (one request, trimmed to its fields).
const EXAMPLE = {
  service_request_id: '638344',
  status: 'closed',
  status_notes: 'Duplicate request.',
  service_name: 'Sidewalk and Curb Issues',
  service_code: '006',
  description: null,
  agency_responsible: null,
  service_notice: null,
  requested_datetime: '2010-04-14T06:37:38-08:00',
  updated_datetime: '2010-04-14T06:37:38-08:00',
  expected_datetime: '2010-04-15T06:37:38-08:00',
  address: '8TH AVE and JUDAH ST',
  address_id: '545483',
  zipcode: '94122',
  lat: 37.762221815,
  long: -122.4651145,
  media_url: 'http://city.gov.s3.amazonaws.com/requests/media/638344.jpg',
};

describe('the GeoReport v2 client', () => {
  it("accepts the standard's examples in both formats, and reads XML into the JSON shape", () => {
    const fromJson = readAnswer('serviceRequests', 'json', json([EXAMPLE]));
    const fromXml = readAnswer(
      'serviceRequests',
      'xml',
      xml(
        `<service_requests><request>${Object.entries(EXAMPLE)
          .map(([k, v]) => (v === null ? `<${k}></${k}>` : `<${k}>${v}</${k}>`))
          .join('')}</request></service_requests>`,
      ),
    );
    expect(fromXml).toEqual(fromJson);
    expect(fromJson[0]).toMatchObject({ lat: 37.762221815, status: 'closed' });
    expect(readError('xml', xml('<errors><error><code>403</code><description>Invalid api_key</description></error></errors>', 403))).toEqual([
      { code: 403, description: 'Invalid api_key' },
    ]);
  });

  it.each([
    ['a status that is neither open nor closed', { status: 'pending' }],
    ['a datetime that is not W3C', { requested_datetime: '14.04.2010 06:37' }],
    ['a datetime without a time zone', { updated_datetime: '2010-04-14T06:37:38' }],
    ['a missing required field', { service_request_id: undefined }],
    ['a latitude that is no number', { lat: 'north' }],
    ['a relative media_url', { media_url: '/media/1.jpg' }],
  ])('refuses %s', (_what, change) => {
    expect(() => readAnswer('serviceRequests', 'json', json([{ ...EXAMPLE, ...change }]))).toThrow(GeoReportViolation);
  });

  it('refuses XML that is not well-formed or has another root, a wrong content type, and an error code unlike the status', () => {
    expect(() => readAnswer('services', 'xml', xml('<services><service></services>'))).toThrow(/well-formed/);
    expect(() => readAnswer('services', 'xml', xml('<list></list>'))).toThrow(/root/);
    expect(() => readAnswer('services', 'json', { ...json([]), contentType: 'text/html' })).toThrow(/content-type/);
    expect(() => readError('json', json([{ code: 400, description: 'x' }], 404))).toThrow(/HTTP status/);
    expect(() => readAnswer('services', 'json', json([{ service_code: 'a', service_name: 'A', metadata: 'maybe', type: 'realtime' }]))).toThrow(
      /metadata/,
    );
  });
});
