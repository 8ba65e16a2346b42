import { useState, type ReactNode } from 'react';
import { Globe, Mail, Phone } from 'lucide-react';
import type { SharedPlan } from '@/shared/schemas/meal-plans';
import { websiteHref, websiteLabel } from '../lib/format-shared';

type Practice = SharedPlan['practice'];

/** The practice's letterhead: logo, name and tagline on its brand colour, then how to reach it. */
export function SharedPlanHeader({ practice }: { practice: Practice }) {
  const [logoFailed, setLogoFailed] = useState(false);
  const displayName = practice.businessName?.trim() || practice.practitionerName;
  const website = practice.website ? websiteHref(practice.website) : null;
  const showLogo = Boolean(practice.businessLogo) && !logoFailed;

  return (
    <header
      data-share-header=""
      className="border-b-4 border-(--brand-2) bg-(--brand) text-(--on-brand) print:border-b-2 print:bg-white print:text-black"
    >
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6 sm:py-8 print:px-0 print:pt-0 print:pb-4">
        <div className="flex min-w-0 items-center gap-4">
          {showLogo ? (
            <img
              src={practice.businessLogo ?? undefined}
              alt={`${displayName} logo`}
              onError={() => setLogoFailed(true)}
              className="size-14 shrink-0 rounded-xl bg-white object-contain p-1.5 shadow-sm ring-1 ring-black/5 sm:size-16"
            />
          ) : null}
          <div className="min-w-0">
            <p className="text-xl leading-tight font-semibold tracking-tight break-words sm:text-2xl">{displayName}</p>
            {practice.tagline ? <p className="mt-1 text-sm leading-snug sm:text-base">{practice.tagline}</p> : null}
            {practice.businessName?.trim() ? (
              <p className="mt-1 text-sm font-medium">{practice.practitionerName}</p>
            ) : null}
          </div>
        </div>

        {practice.contactEmail || practice.contactPhone || website ? (
          <ul aria-label="Contact" className="grid gap-1.5 text-sm sm:justify-items-end sm:text-right">
            {practice.contactEmail ? (
              <li>
                <ContactLink
                  href={`mailto:${practice.contactEmail}`}
                  icon={<Mail aria-hidden="true" className="size-4 shrink-0" />}
                >
                  {practice.contactEmail}
                </ContactLink>
              </li>
            ) : null}
            {practice.contactPhone ? (
              <li>
                <ContactLink
                  href={`tel:${practice.contactPhone.replace(/[^\d+]/g, '')}`}
                  icon={<Phone aria-hidden="true" className="size-4 shrink-0" />}
                >
                  {practice.contactPhone}
                </ContactLink>
              </li>
            ) : null}
            {website && practice.website ? (
              <li>
                <ContactLink href={website} external icon={<Globe aria-hidden="true" className="size-4 shrink-0" />}>
                  {websiteLabel(practice.website)}
                </ContactLink>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </header>
  );
}

function ContactLink({
  href,
  icon,
  external = false,
  children,
}: {
  href: string;
  icon: ReactNode;
  external?: boolean;
  children: string;
}) {
  return (
    <a
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className="inline-flex max-w-full items-center gap-2 rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current sm:flex-row-reverse"
    >
      {icon}
      <span className="min-w-0 break-all">{children}</span>
    </a>
  );
}
