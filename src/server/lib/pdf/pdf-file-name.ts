// The download names of the PDFs, apart from their drawing: the request thread names the file, and loading pdfkit
// (some 150 ms and 10 MB) stays in the render threads.

/** 'Heart-healthy week' → 'heart-healthy-week-meal-plan.pdf': lower-case ASCII, digits and dashes, at most 80 characters. */
export function pdfFileName(planName: string): string {
  const slug = (planName ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!slug) return 'meal-plan.pdf';
  const endsWithMealPlan = slug === 'meal-plan' || slug.endsWith('-meal-plan');
  const suffix = endsWithMealPlan ? '.pdf' : '-meal-plan.pdf';
  const base = slug.slice(0, 80 - suffix.length).replace(/-+$/, '');
  return base ? `${base}${suffix}` : 'meal-plan.pdf';
}

/** 'Q1 progress review' → 'q1-progress-review-report.pdf': lower-case ASCII, digits and dashes, at most 80 characters. */
export function reportFileName(title: string): string {
  const slug = (title ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!slug) return 'report.pdf';
  const suffix = slug === 'report' || slug.endsWith('-report') ? '.pdf' : '-report.pdf';
  const base = slug.slice(0, 80 - suffix.length).replace(/-+$/, '');
  return base ? `${base}${suffix}` : 'report.pdf';
}
