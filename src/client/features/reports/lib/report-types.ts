import type { ReportType } from '@/shared/schemas/reports';

/** What each kind of report is for, as the Generate Report dialog explains it. */
export const reportTypeHints: Record<ReportType, string> = {
  client_report: 'A friendly summary for your client: their plan, the figures against their targets and your notes.',
  insurance_report:
    'For a payer: the client’s identifying details, your contact details, the period, the figures against targets and a signature line.',
  medical_report:
    'For a doctor or care team: the fuller clinical picture (conditions, allergies, restrictions, goals), the figures and a signature line.',
};

/** Badge colours per type: brand green for clients, sky for payers, violet for clinicians. */
export const reportTypeBadgeClass: Record<ReportType, string> = {
  client_report: 'border-transparent bg-brand-100 text-brand-800',
  insurance_report: 'border-transparent bg-info-100 text-info-800',
  medical_report: 'border-transparent bg-violet-100 text-violet-800',
};

/** Where a report's PDF is served (opened in a new tab). */
export function reportPdfHref(report: { id: string; pdfPath: string | null }): string {
  return report.pdfPath ?? `/api/reports/${encodeURIComponent(report.id)}/download`;
}
