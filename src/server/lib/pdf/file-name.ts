// The download names of the PDFs, apart from their drawing: the request thread names the file, and loading pdfkit
// (some 150 ms and 10 MB) stays in the render threads (decision 0027).

/**
 * A PDF's download name from its title: 'Heart-healthy week' → 'heart-healthy-week-meal-plan.pdf'. Lower-case
 * ASCII, digits and dashes, at most 80 characters, ending in the kind of document once ('Insurance report' →
 * 'insurance-report.pdf', not '…-report-report.pdf'); a title with nothing usable gives the kind alone.
 */
export function documentFileName(title: string, kind: 'meal-plan' | 'report'): string {
  const slug = (title ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const bare = `${kind}.pdf`;
  if (!slug) return bare;
  const suffix = slug === kind || slug.endsWith(`-${kind}`) ? '.pdf' : `-${kind}.pdf`;
  const base = slug.slice(0, 80 - suffix.length).replace(/-+$/, '');
  return base ? `${base}${suffix}` : bare;
}

/** 'Heart-healthy week' → 'heart-healthy-week-meal-plan.pdf'. */
export const pdfFileName = (planName: string): string => documentFileName(planName, 'meal-plan');

/** 'Q1 progress review' → 'q1-progress-review-report.pdf'. */
export const reportFileName = (title: string): string => documentFileName(title, 'report');
