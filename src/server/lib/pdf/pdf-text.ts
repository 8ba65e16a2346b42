// Text for pdfkit's built-in Helvetica, which draws WinAnsi only: user text made drawable, and the number and
// date formats every Platewise PDF prints.
import type { Formats } from '../../../shared/format/formats.ts';

/** Unicode code points (beyond Latin-1) that the standard PDF fonts can draw through WinAnsiEncoding. */
const WIN_ANSI_EXTRA = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c,
  0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

/** Readable stand-ins for common characters WinAnsi lacks; anything else becomes '?'. */
const STAND_INS: Record<string, string> = {
  '≥': '>=',
  '≤': '<=',
  '≠': '!=',
  '≈': '~',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '―': '—',
  '→': '->',
  '←': '<-',
  '⅓': '1/3',
  '⅔': '2/3',
  '⅛': '1/8',
  '′': "'",
  '″': '"',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2007': ' ',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u202f': ' ',
  '\u2028': '\n',
  '\u2029': '\n',
};

/** Latin letters without a WinAnsi form or a Unicode decomposition, written the way they are spelt without the stroke. */
const LATIN_BASES: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
  ĸ: 'k',
  Ŋ: 'N',
  ŋ: 'n',
  ſ: 's',
};

function isWinAnsi(code: number): boolean {
  return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(code);
}

/** Code points that draw nothing and are dropped: joiners, variation selectors, skin tones, BOM, soft hyphen. */
function isInvisible(code: number): boolean {
  return (
    (code >= 0x200b && code <= 0x200f) ||
    code === 0x2060 ||
    code === 0xfeff ||
    code === 0xad ||
    (code >= 0xfe00 && code <= 0xfe0f) ||
    (code >= 0x1f3fb && code <= 0x1f3ff) ||
    (code >= 0xe0020 && code <= 0xe007f) ||
    (code >= 0x0300 && code <= 0x036f)
  );
}

/**
 * User text made drawable with Helvetica: composed (NFC) so 'é' stays 'é', WinAnsi characters kept
 * (accented Latin letters, ½ ¼ ¾, curly quotes, dashes, €), tabs as spaces, line breaks as '\n', control
 * characters dropped, other Latin letters without their accent ('ł' → 'l', 'ș' → 's'), a few symbols spelt out
 * ('≥' → '>='), and anything else (emoji, CJK) as '?'. Never throws.
 */
export function toWinAnsi(value: string | null | undefined): string {
  if (!value) return '';
  let out = '';
  for (const char of value.normalize('NFC').replace(/\r\n?/g, '\n')) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\n') out += '\n';
    else if (char === '\t') out += ' ';
    else if (isWinAnsi(code)) out += char;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else if (STAND_INS[char] !== undefined) out += STAND_INS[char];
    else if (isInvisible(code)) continue;
    else if (LATIN_BASES[char] !== undefined) out += LATIN_BASES[char];
    else {
      // 'ş' → 's', 'ő' → 'o', 'ﬁ' → 'fi', full-width letters → ASCII; CJK, emoji and symbols → '?'
      const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += base && [...base].every((part) => isWinAnsi(part.codePointAt(0) ?? 0)) ? base : '?';
    }
  }
  return out;
}

/** One line of text: line breaks and runs of spaces collapsed. */
export function oneLine(value: string | null | undefined): string {
  return toWinAnsi(value).replace(/\s+/g, ' ').trim();
}

// ---------------------------------------------------------------------------------------------------------
// Formatting

/**
 * A calendar date as the documents write it: "Jan 5, 2026" / "5 Jan 2026", or with its weekday for a plan day's
 * heading ("Mon, Jan 5, 2026" / "Mon, 5 Jan 2026"). What is not a date is written as given.
 */
export function documentDate(f: Formats, value: string, withWeekday = false): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return oneLine(value);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(date.getTime()) || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return oneLine(value);
  return withWeekday ? f.weekdayDate(match[0]) : f.calendarDate(match[0]);
}

// The en-US writers below were every PDF's before issue 34; the documents now write through `documentDate` and
// the practice's formats (decision 0033). They go when nothing calls them.

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-01-05' → 'Mon 5 Jan 2026', read as a calendar date (no time zone involved); anything else as given. */
export function formatPlanDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return oneLine(value);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(date.getTime()) || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return oneLine(value);
  return `${WEEKDAYS[date.getUTCDay()]} ${day} ${MONTHS[month - 1]} ${year}`;
}

/** 1850 → '1,850'; 32.5 → '32.5' (the value is expected to be rounded already). */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const negative = value < 0;
  const [whole, decimals] = Math.abs(value).toString().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`;
}
