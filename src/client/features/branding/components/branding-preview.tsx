import { useState, type CSSProperties } from 'react';
import { Globe, ImageOff, Mail, Phone } from 'lucide-react';
import { isInlineImage, uploadIdOf, type BrandingInput } from '@/shared/schemas/branding';
import { contrastRatio, normaliseHexColor, readableTextOn } from '@/client/features/share';

/** '#rrggbb' mixed towards another colour by `amount` (0 to 1). */
function mixHex(from: string, to: string, amount: number): string {
  const channel = (hex: string, index: number) => Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  return `#${[0, 1, 2]
    .map((index) => Math.round(channel(from, index) + (channel(to, index) - channel(from, index)) * amount))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** The colour darkened until it reads on white at `ratio`: what the PDF uses for headings and lines. */
function darkenOnWhite(hex: string, ratio: number): string {
  let result = hex;
  for (let step = 1; step <= 20 && contrastRatio(result, '#ffffff') < ratio; step++)
    result = mixHex(hex, '#000000', step * 0.05);
  return result;
}

/** Only images the app itself holds can be shown: the page's security policy refuses other sites' images. */
function showableLogo(logo: string | null | undefined): string | null {
  const value = logo?.trim() ?? '';
  return uploadIdOf(value) || isInlineImage(value) ? value : null;
}

type BrandingPreviewProps = {
  values: BrandingInput;
  practitionerName: string;
  /** the saved colours, shown while a typed colour is not valid yet */
  savedPrimary: string;
  savedSecondary: string;
};

/** The top of a Platewise PDF in the practice's colours, redrawn as the form changes. */
export function BrandingPreview({ values, practitionerName, savedPrimary, savedSecondary }: BrandingPreviewProps) {
  const primary = normaliseHexColor(values.brandColorPrimary) ?? savedPrimary;
  const secondary = normaliseHexColor(values.brandColorSecondary) ?? savedSecondary;
  const name = values.businessName?.trim() || practitionerName;
  const tagline = values.tagline?.trim();
  const contacts = [
    { icon: Mail, text: values.contactEmail?.trim() },
    { icon: Phone, text: values.contactPhone?.trim() },
    { icon: Globe, text: values.website?.trim() },
  ].filter((contact) => contact.text);
  const logo = showableLogo(values.businessLogo);
  const hasLogoAddress = Boolean(values.businessLogo?.trim());

  // Custom properties, set through the DOM style API (allowed by the CSP), read by bg-(--brand) and friends.
  const colors = {
    '--brand': primary,
    '--brand-2': secondary,
    '--on-brand': readableTextOn(primary),
    '--brand-ink': darkenOnWhite(primary, 4.5),
    '--brand-line': darkenOnWhite(primary, 3),
    '--brand-tint': mixHex(primary, '#ffffff', 0.9),
  } as CSSProperties;

  return (
    <figure
      style={colors}
      className="overflow-hidden rounded-xl border border-border bg-white shadow-card"
      aria-label="Preview of your PDF header"
    >
      {/* Side by side like the PDF when the preview is wide enough; stacked in a narrow column. */}
      <div className="@container bg-(--brand) px-5 py-5 text-(--on-brand)">
        <div className="flex flex-col gap-4 @md:flex-row @md:items-center @md:justify-between">
          <div className="flex min-w-0 items-center gap-3.5">
            {logo ? <LogoTile key={logo} src={logo} name={name} /> : hasLogoAddress ? <ExternalLogoTile /> : null}
            <div className="min-w-0">
              <p className="text-lg leading-tight font-bold break-words">{name}</p>
              {tagline ? <p className="mt-1 text-sm leading-snug break-words">{tagline}</p> : null}
            </div>
          </div>
          {contacts.length ? (
            <ul
              aria-label="Contact"
              className="grid min-w-0 shrink-0 gap-1 text-xs @md:justify-items-end @md:text-right"
            >
              {contacts.map(({ icon: Icon, text }) => (
                <li key={text} className="flex min-w-0 items-center gap-1.5 @md:flex-row-reverse">
                  <Icon aria-hidden="true" className="size-3.5 shrink-0 opacity-80" />
                  <span className="min-w-0 break-all">{text}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <div className="h-1 bg-(--brand-2)" />
      <div className="px-5 pt-4 pb-5">
        <p className="text-[0.65rem] font-bold tracking-[0.12em] text-(--brand-ink) uppercase">Client report</p>
        <p className="mt-0.5 text-lg font-bold text-foreground">March progress review</p>
        <div className="mt-3 grid grid-cols-3 gap-2">
          {[
            ['1,850', 'kcal', 'Calories'],
            ['96', 'g', 'Protein'],
            ['28', 'g', 'Fiber'],
          ].map(([value, unit, label]) => (
            <div key={label} className="relative rounded-md bg-(--brand-tint) py-2 pr-2 pl-3">
              <span aria-hidden="true" className="absolute inset-y-2 left-0 w-0.5 rounded-full bg-(--brand-line)" />
              <p className="text-sm font-bold text-foreground">
                {value} <span className="text-xs font-normal text-subtle">{unit}</span>
              </p>
              <p className="text-[0.7rem] text-body">{label}</p>
            </div>
          ))}
        </div>
        <div className="mt-3 flex items-center gap-2">
          <span aria-hidden="true" className="h-0.5 w-6 rounded-full bg-(--brand-2)" />
          <span className="text-xs text-muted-foreground">Section headings and rules follow your colors too.</span>
        </div>
      </div>
      <figcaption className="sr-only">{`Header band in ${primary} with a ${secondary} stripe.`}</figcaption>
    </figure>
  );
}

function LogoTile({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-white p-1.5 shadow-sm ring-1 ring-black/5">
      {failed ? (
        <ImageOff aria-hidden="true" className="size-5 text-faint" />
      ) : (
        <img
          src={src}
          alt={`${name} logo`}
          onError={() => setFailed(true)}
          className="max-h-full max-w-full object-contain"
        />
      )}
    </span>
  );
}

/** A logo on another website: kept as typed, but neither shown here nor drawn in PDFs. */
function ExternalLogoTile() {
  return (
    <span
      title="Images from other websites are not shown or printed: upload the file instead"
      className="flex size-14 shrink-0 flex-col items-center justify-center rounded-xl border border-dashed border-current/50 bg-white/15 text-center text-[0.6rem] leading-tight"
    >
      <ImageOff aria-hidden="true" className="mb-0.5 size-4" />
      Not shown
    </span>
  );
}
