import { createRoute, z } from '@hono/zod-openapi';
import { reportInputSchema, reportSchema } from '../../../shared/schemas/reports.ts';
import { actorOf, createRouter } from '../../app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses, idPathParams, jsonBody, jsonResponse } from '../../lib/openapi-responses.ts';
import { pdfBusyPage, pdfBusyPagePolicy, wantsPage } from '../../lib/pdf/pdf-busy-page.ts';
import { createReport, exportReportPdf, listReports } from './reports.service.ts';

const tags = ['Reports'];

const list = createRoute({
  method: 'get',
  path: '/api/reports',
  tags,
  summary: "The practitioner's reports, newest first, with the client's name",
  responses: { 200: jsonResponse(z.array(reportSchema), 'Reports'), ...errorResponses(401) },
});
const create = createRoute({
  method: 'post',
  path: '/api/reports',
  tags,
  summary: "Generate a report for one of the practitioner's clients (content computed by the server)",
  description:
    "The meal plan is optional and must be one of that client's plans. Nutrition: the average per day over the plan days with meals; without any, the plan's daily targets; without a plan, 0. Any content in the body is ignored.",
  request: { body: jsonBody(reportInputSchema) },
  responses: { 201: jsonResponse(reportSchema, 'The new report'), ...errorResponses(400, 401, 404, 413, 415) },
});
const download = createRoute({
  method: 'get',
  path: '/api/reports/{id}/download',
  tags,
  summary: "The report as a PDF in the practice's branding, laid out for its type",
  description:
    'At most two PDF exports (plans and reports) per practitioner at a time: a third answers 429 with Retry-After. A browser tab (Accept: text/html) then gets a short page saying so, which tries again after Retry-After.',
  request: { params: idPathParams },
  responses: {
    200: { description: 'PDF', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...errorResponses(401, 404, 429, 503),
  },
});

export const reportsRoutes = createRouter()
  .openapi(list, async (c) => c.json(await listReports(c.get('deps'), actorOf(c)), 200))
  .openapi(create, async (c) => c.json(await createReport(c.get('deps'), actorOf(c), c.req.valid('json')), 201))
  .openapi(download, async (c) => {
    const exported = await exportReportPdf(c.get('deps'), actorOf(c), c.req.valid('param').id).catch(
      (error: unknown) => {
        const busy = error instanceof AppError && (error.code === 'rate_limited' || error.code === 'unavailable');
        if (!busy || !wantsPage(c.req.header('accept'))) throw error;
        return error;
      },
    );
    if (exported instanceof AppError) {
      const retryAfter = exported.headers['Retry-After'] ?? '5';
      return c.body(pdfBusyPage(exported.message, Number(retryAfter)), exported.status, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': pdfBusyPagePolicy,
        'Retry-After': retryAfter,
        'Cache-Control': 'no-store',
      });
    }
    const { pdf, fileName } = exported;
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      // inline: the browser opens it in a new tab (the list's download button); the name is used when saved
      'Content-Disposition': `inline; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    });
  });
