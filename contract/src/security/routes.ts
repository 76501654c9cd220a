// Where browsers report what a page's Content-Security-Policy refused (the `report-uri` and
// `report-to` of the page's policy). Browsers send it, not our code: two formats, both JSON.
import { z } from 'zod';
import { errorSchema, noContentSchema } from '../http/common-schemas.ts';
import type { RouteTable } from '../route.ts';

/** The fields of one violation; browsers add more, which are kept out. */
const violationFields = {
  'document-uri': z.string().optional(),
  'violated-directive': z.string().optional(),
  'effective-directive': z.string().optional(),
  'blocked-uri': z.string().optional(),
  'source-file': z.string().optional(),
  'line-number': z.number().optional(),
  disposition: z.string().optional(),
};

/** `report-uri`: application/csp-report, one violation. */
export const cspReportUriBodySchema = z.object({ 'csp-report': z.object(violationFields) });

/** `report-to` (Reporting API): application/reports+json, a batch of reports of several kinds. */
export const reportingApiBodySchema = z
  .array(
    z.object({
      type: z.string(),
      url: z.string().optional(),
      body: z
        .object({
          documentURL: z.string().optional(),
          effectiveDirective: z.string().optional(),
          blockedURL: z.string().optional(),
          sourceFile: z.string().optional(),
          lineNumber: z.number().optional(),
          disposition: z.string().optional(),
        })
        .optional(),
    }),
  )
  .max(100);

export const CSP_REPORT_CONTENT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json'] as const;

export const securityRoutes = {
  'POST /csp-report': {
    summary: 'A Content-Security-Policy violation report, sent by browsers; logged',
    tags: ['security'],
    hide: true,
    consumes: [...CSP_REPORT_CONTENT_TYPES],
    body: z.union([cspReportUriBodySchema, reportingApiBodySchema]),
    response: { 204: noContentSchema, 400: errorSchema, 413: errorSchema, 429: errorSchema },
  },
} satisfies RouteTable;
