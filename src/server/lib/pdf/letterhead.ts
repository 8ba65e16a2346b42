// What every Platewise PDF shares: the practice's letterhead on page 1, headings in the brand colours, the running
// header and footer, and the document itself (A4, Helvetica, metadata from plain text only).
import PDFDocument from 'pdfkit';
import { MUTED, INK, RULE, makeTheme } from './brand-theme.ts';
import { decodeLogo } from './logo-image.ts';
import { oneLine } from './pdf-text.ts';
import {
  BOLD,
  CONTENT_WIDTH,
  MARGIN_BOTTOM,
  MARGIN_TOP,
  MARGIN_X,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  Pen,
  REGULAR,
  clampLines,
  leadingFor,
} from './pen.ts';

/** The practice as it prints: the branding settings and the practitioner's name. */
export interface PracticeBranding {
  practitionerName: string;
  businessName: string | null;
  /** an inline PNG/JPEG data URL is drawn; anything else (a web address) is left out, never fetched */
  businessLogo: string | null;
  tagline: string | null;
  brandColorPrimary: string;
  brandColorSecondary: string;
  contactEmail: string | null;
  contactPhone: string | null;
  website: string | null;
}

export interface BrandedPdf {
  pen: Pen;
  /** the logo's bytes when it can be drawn */
  logo: Buffer | null;
  /** ends the document and resolves with its bytes */
  finish: () => Promise<Buffer>;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what the PDF metadata must not carry
const plainMeta = (value: string) => value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();

/** A new A4 document in the practice's colours, buffering its pages so the furniture can be drawn last. */
export function startBrandedPdf(
  practice: PracticeBranding,
  meta: { title: string; fallbackTitle: string; subject: string },
): BrandedPdf {
  const author = (practice.businessName ?? '').trim() || practice.practitionerName.trim();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN_TOP, bottom: MARGIN_BOTTOM, left: MARGIN_X, right: MARGIN_X },
    bufferPages: true,
    compress: true,
    displayTitle: true,
    lang: 'en',
    info: {
      Title: plainMeta(meta.title) || meta.fallbackTitle,
      Author: plainMeta(author),
      Subject: plainMeta(meta.subject),
      Creator: 'Platewise',
    },
  });
  const chunks: Uint8Array[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const pen = new Pen(doc, makeTheme(practice.brandColorPrimary, practice.brandColorSecondary));
  return {
    pen,
    logo: decodeLogo(practice.businessLogo),
    finish: () => {
      doc.end();
      return finished;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Page 1: branded header band

/** The practice's letterhead across the top of page 1: logo tile, name and tagline, contact lines. */
export function drawHeaderBand(pen: Pen, practice: PracticeBranding, logo: Buffer | null): void {
  const { doc, theme } = pen;
  const name = oneLine(practice.businessName) || oneLine(practice.practitionerName) || 'Your practitioner';
  const tagline = oneLine(practice.tagline);
  const contacts = [practice.contactEmail, practice.contactPhone, practice.website].map(oneLine).filter(Boolean);

  const padY = 24;
  const tile = 64;
  const contactSize = 9;
  const contactLeading = 13.5;
  const contactWidth = contacts.length
    ? Math.min(190, Math.max(...contacts.map((line) => pen.width(line, REGULAR, contactSize))))
    : 0;
  const nameX = MARGIN_X + (logo ? tile + 18 : 0);
  const nameWidth = PAGE_WIDTH - MARGIN_X - nameX - (contactWidth ? contactWidth + 28 : 0);

  const nameSize = 20;
  const nameLines = clampLines(pen, pen.wrap(name, BOLD, nameSize, nameWidth, theme.onBand), 2, nameSize, nameWidth);
  const taglineSize = 10.5;
  const taglineLines = tagline
    ? clampLines(pen, pen.wrap(tagline, REGULAR, taglineSize, nameWidth, theme.onBandMuted), 2, taglineSize, nameWidth)
    : [];
  const nameHeight =
    nameLines.length * nameSize * 1.15 + (taglineLines.length ? 5 + taglineLines.length * leadingFor(taglineSize) : 0);
  const contactHeight = contacts.length * contactLeading;
  const inner = Math.max(logo ? tile : 0, nameHeight, contactHeight, 48);
  const bandHeight = inner + padY * 2;

  doc.rect(0, 0, PAGE_WIDTH, bandHeight).fill(theme.primary);
  doc.rect(0, bandHeight, PAGE_WIDTH, 4).fill(theme.secondary);

  if (logo) {
    const tileY = padY + (inner - tile) / 2;
    doc.roundedRect(MARGIN_X, tileY, tile, tile, 8).fill('#ffffff');
    try {
      doc.image(logo, MARGIN_X + 5, tileY + 5, { fit: [tile - 10, tile - 10], align: 'center', valign: 'center' });
    } catch {
      // a logo pdfkit cannot read is left out; the tile stays as a neutral mark
    }
  }

  let y = padY + (inner - nameHeight) / 2;
  nameLines.forEach((line) => {
    pen.drawLine(line, nameX, y, nameSize);
    y += nameSize * 1.15;
  });
  if (taglineLines.length) {
    y += 5;
    pen.drawLines(taglineLines, nameX, y, taglineSize, leadingFor(taglineSize));
  }

  if (contacts.length) {
    const x = PAGE_WIDTH - MARGIN_X - contactWidth;
    let contactY = padY + (inner - contactHeight) / 2 + 1;
    for (const contact of contacts) {
      const text = pen.fit(contact, REGULAR, contactSize, contactWidth);
      pen.text(
        text,
        x + contactWidth - pen.width(text, REGULAR, contactSize),
        contactY,
        REGULAR,
        contactSize,
        theme.onBand,
      );
      contactY += contactLeading;
    }
  }

  pen.y = bandHeight + 4 + 30;
}

// ---------------------------------------------------------------------------------------------------------
// Headings

/** Small capitals in the brand ink above a title ('MEAL PLAN', 'INSURANCE REPORT'). */
export function sectionLabel(pen: Pen, text: string): void {
  pen.text(text.toUpperCase(), MARGIN_X, pen.y, BOLD, 8, pen.theme.ink, 0.8);
  pen.y += 14;
}

export function subheading(pen: Pen, text: string, size = 11.5): void {
  pen.text(text, MARGIN_X, pen.y, BOLD, size, INK);
  pen.y += size * 1.5;
}

/** A large heading with a short rule in the secondary colour, and an optional line of introduction. */
export function sectionHeading(pen: Pen, title: string, intro?: string): void {
  pen.text(title, MARGIN_X, pen.y, BOLD, 17, INK);
  pen.y += 24;
  pen.doc.rect(MARGIN_X, pen.y, 36, 2.5).fill(pen.theme.secondaryGraphic);
  pen.y += 12;
  if (intro) {
    pen.text(intro, MARGIN_X, pen.y, REGULAR, 9.5, MUTED);
    pen.y += 20;
  } else pen.y += 4;
}

export const SECTION_HEADING_HEIGHT = 40;

// ---------------------------------------------------------------------------------------------------------
// Running header (pages 2+) and footer, drawn once the page count is known

/** Footer with the practice and 'Page n of N' on every page; from page 2, a running header naming the document. */
export function drawPageFurniture(pen: Pen, practice: PracticeBranding, documentName: string): void {
  const { doc, theme } = pen;
  const practiceName = oneLine(practice.businessName) || oneLine(practice.practitionerName);
  const website = oneLine(practice.website);
  const planName = documentName;
  const range = doc.bufferedPageRange();
  const total = range.count;
  for (let index = 0; index < total; index++) {
    doc.switchToPage(range.start + index);
    const footerY = PAGE_HEIGHT - 40;
    doc
      .moveTo(MARGIN_X, footerY - 9)
      .lineTo(PAGE_WIDTH - MARGIN_X, footerY - 9)
      .lineWidth(0.5)
      .stroke(RULE);
    const pageLabel = `Page ${index + 1} of ${total}`;
    const pageWidth = pen.width(pageLabel, REGULAR, 8);
    pen.text(pageLabel, PAGE_WIDTH - MARGIN_X - pageWidth, footerY, REGULAR, 8, MUTED);
    const left = [practiceName, website].filter(Boolean).join('  ·  ');
    pen.text(pen.fit(left, REGULAR, 8, CONTENT_WIDTH - pageWidth - 24), MARGIN_X, footerY, REGULAR, 8, MUTED);

    if (index > 0) {
      const headerY = 30;
      const nameWidth = Math.min(pen.width(practiceName, BOLD, 8.5), CONTENT_WIDTH * 0.45);
      pen.text(pen.fit(practiceName, BOLD, 8.5, nameWidth), MARGIN_X, headerY, BOLD, 8.5, theme.ink);
      const planText = pen.fit(planName, REGULAR, 8.5, CONTENT_WIDTH - nameWidth - 24);
      pen.text(planText, PAGE_WIDTH - MARGIN_X - pen.width(planText, REGULAR, 8.5), headerY, REGULAR, 8.5, MUTED);
      doc
        .moveTo(MARGIN_X, headerY + 15)
        .lineTo(PAGE_WIDTH - MARGIN_X, headerY + 15)
        .lineWidth(0.75)
        .stroke(theme.graphic);
    }
  }
}
