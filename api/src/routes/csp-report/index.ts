// POST /api/csp-report: what the pages' Content-Security-Policy refused, as browsers report it
// (`report-uri`: application/csp-report, one violation; `report-to`: application/reports+json, a
// batch). Logged as warnings, one line per violation, so a policy that breaks a page in some
// browser shows up in the logs. Anyone can post here: bodies are small (16 KB), counted per IP
// (30 a minute), and what is logged is cut short and stripped of query strings (a page address
// may carry a reset token).
import { CSP_REPORT_CONTENT_TYPES } from '@moveable/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';

const BODY_LIMIT = 16 * 1024;
const MAX_TEXT = 300;

interface Violation {
  document?: string | undefined;
  directive?: string | undefined;
  blocked?: string | undefined;
  source?: string | undefined;
  line?: number | undefined;
  disposition?: string | undefined;
}

/** An address without its query and fragment, cut short; keywords like 'inline' stay as they are. */
function address(value: string | undefined): string | undefined {
  return value?.replace(/[?#].*$/s, '').slice(0, MAX_TEXT);
}

const cspReportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Both report formats are JSON under their own media types; parsed like any JSON body.
  const json = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    CSP_REPORT_CONTENT_TYPES.filter((type) => type !== 'application/json'),
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    json,
  );

  app.route({
    ...endpoint('POST /csp-report'),
    bodyLimit: BODY_LIMIT,
    // Counted before the body is read.
    onRequest: async (request) => app.limits.cspReportPerIp.attempt(request.ip),
    handler: async (request, reply) => {
      const body = request.body;
      const violations: Violation[] = Array.isArray(body)
        ? body
            .filter((report) => report.type === 'csp-violation' && report.body)
            .map(({ body: v }) => ({
              document: v!.documentURL,
              directive: v!.effectiveDirective,
              blocked: v!.blockedURL,
              source: v!.sourceFile,
              line: v!.lineNumber,
              disposition: v!.disposition,
            }))
        : [
            {
              document: body['csp-report']['document-uri'],
              directive: body['csp-report']['effective-directive'] ?? body['csp-report']['violated-directive'],
              blocked: body['csp-report']['blocked-uri'],
              source: body['csp-report']['source-file'],
              line: body['csp-report']['line-number'],
              disposition: body['csp-report'].disposition,
            },
          ];
      for (const v of violations) {
        request.log.warn(
          {
            cspViolation: {
              document: address(v.document),
              directive: v.directive?.slice(0, MAX_TEXT),
              blocked: address(v.blocked),
              source: address(v.source),
              line: v.line,
              disposition: v.disposition?.slice(0, 20),
            },
          },
          'content security policy violation',
        );
      }
      return reply.code(204).send(null);
    },
  });
};

export default cspReportRoutes;
