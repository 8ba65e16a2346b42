import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { CalendarDays, Printer } from 'lucide-react';
import type { SharedPlan } from '@/shared/schemas/meal-plans';
import { dayTypeTargetsText } from '@/shared/schemas/day-types';
import { Button } from '@/client/components/ui/button';
import { brandColors } from '../lib/brand-colors';
import { sharedFormats } from '../lib/format-shared';
import { EmptyDays, groupEmptyDays, hasMeals, SharedPlanDay } from './shared-plan-day';
import { SharedPlanHeader } from './shared-plan-header';
import { SharedPlanRecipes } from './shared-plan-recipes';
import { SharedShoppingList } from './shared-shopping-list';

const targetTiles = [
  { key: 'targetCalories', label: 'Calories', energy: true },
  { key: 'targetProtein', label: 'Protein', energy: false },
  { key: 'targetCarbs', label: 'Carbs', energy: false },
  { key: 'targetFat', label: 'Fat', energy: false },
] as const;

/**
 * The plan as the client sees it from a share link, on the practice's letterhead. Built from the
 * public share answer only, which carries no health data about the client.
 */
export function SharedPlanView({ shared, token }: { shared: SharedPlan; token: string }) {
  const { practice, plan, days, recipes, shoppingList } = shared;
  const colors = brandColors(practice.brandColorPrimary, practice.brandColorSecondary);
  // Custom properties, set through the DOM style API (allowed by the CSP), read by bg-(--brand) and friends.
  const brandStyle = {
    '--brand': colors.primary,
    '--brand-2': colors.secondary,
    '--on-brand': colors.onPrimary,
  } as CSSProperties;
  // The practice's locale and the client's units (issue 34), as the share answer names them.
  const formats = useMemo(() => sharedFormats(shared), [shared]);
  const recipeIds = useMemo(() => new Set(recipes.map((recipe) => recipe.id)), [recipes]);
  const plannedDays = days.filter(hasMeals);
  const targets = targetTiles.filter(({ key }) => plan[key] !== null);
  const practiceName = practice.businessName?.trim() || practice.practitionerName;
  const shoppingItems = shoppingList.reduce((count, group) => count + group.items.length, 0);

  return (
    <div data-share-page="" style={brandStyle} className="min-h-dvh bg-background print:bg-white">
      <SharedPlanHeader practice={practice} />

      <main className="mx-auto grid w-full max-w-4xl gap-10 px-4 py-6 sm:px-6 sm:py-10 print:gap-6 print:px-0 print:py-4">
        <section
          aria-labelledby="plan-name"
          className="rounded-2xl border border-border bg-surface p-5 shadow-card sm:p-7 print:rounded-none print:border-0 print:p-0"
        >
          <div className="flex items-center justify-between gap-4">
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Your meal plan</p>
            <Button variant="outline" size="sm" onClick={() => window.print()} data-print-hide="" className="-my-1">
              <Printer aria-hidden="true" />
              Print
            </Button>
          </div>
          <div className="min-w-0">
            <h1
              id="plan-name"
              className="mt-1.5 text-2xl leading-tight font-semibold tracking-tight break-words text-foreground sm:text-3xl"
            >
              {plan.name}
            </h1>
            <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-subtle sm:text-base">
              <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-faint" />
              <span>{`${formats.calendarDate(plan.startDate)} – ${formats.calendarDate(plan.endDate)}`}</span>
              <span aria-hidden="true" className="text-disabled">
                ·
              </span>
              <span>{`${days.length} ${days.length === 1 ? 'day' : 'days'}`}</span>
            </p>
            <p className="mt-1 text-sm break-words text-subtle">{`Prepared for you by ${practice.practitionerName}`}</p>
          </div>

          {targets.length > 0 ? (
            <div className="mt-6 border-t border-border pt-5 print:mt-4 print:pt-3">
              <h2 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Daily targets</h2>
              <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4 print:grid-cols-4">
                {targets.map(({ key, label, energy }) => (
                  <div
                    key={key}
                    className="rounded-lg bg-background px-3 py-2.5 ring-1 ring-muted print:border print:border-faint"
                  >
                    <dt className="text-xs text-muted-foreground">
                      {energy && formats.energyUnit === 'kJ' ? 'Energy' : label}
                    </dt>
                    <dd className="mt-0.5 text-lg leading-tight font-semibold text-foreground tabular-nums">
                      {formats.number(energy ? formats.energyValue(plan[key] ?? 0) : (plan[key] ?? 0))}
                      <span className="ml-1 text-sm font-normal text-subtle">{energy ? formats.energyLabel : 'g'}</span>
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}

          {plan.dayTypes?.length ? (
            <div className="mt-6 border-t border-border pt-5 print:mt-4 print:pt-3">
              <h2 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Day types</h2>
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {plan.dayTypes.map((type) => (
                  <li
                    key={type.key}
                    className="rounded-lg bg-background px-3 py-2.5 ring-1 ring-muted print:border print:border-faint"
                  >
                    <p className="text-sm font-semibold break-words text-foreground">{type.name}</p>
                    <p className="mt-0.5 text-sm text-subtle tabular-nums">{dayTypeTargetsText(type, formats)}</p>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          {plannedDays.length > 0 ? (
            <nav
              aria-label="On this page"
              data-print-hide=""
              className="mt-6 flex flex-wrap gap-2 border-t border-border pt-5"
            >
              <JumpLink href="#days">Daily meals</JumpLink>
              {recipes.length > 0 ? <JumpLink href="#recipes">{`Recipes (${recipes.length})`}</JumpLink> : null}
              {shoppingItems > 0 ? (
                <JumpLink href="#shopping-list">{`Shopping list (${shoppingItems})`}</JumpLink>
              ) : null}
            </nav>
          ) : null}
        </section>

        {plannedDays.length === 0 ? (
          <p className="rounded-xl border border-dashed border-input bg-surface/70 px-6 py-10 text-center text-sm leading-relaxed text-subtle">
            {`${practiceName} has not added meals to this plan yet. Open this link again later to see them.`}
          </p>
        ) : (
          <>
            <PlanSection id="days" title="Daily meals">
              <div className="grid gap-4">
                {groupEmptyDays(days).map((segment) =>
                  segment.kind === 'planned' ? (
                    <SharedPlanDay
                      key={segment.day.dayNumber}
                      day={segment.day}
                      targets={plan}
                      dayTypes={plan.dayTypes}
                      recipeIds={recipeIds}
                      formats={formats}
                    />
                  ) : (
                    <EmptyDays key={segment.days[0].dayNumber} days={segment.days} formats={formats} />
                  ),
                )}
              </div>
            </PlanSection>

            {recipes.length > 0 ? (
              <PlanSection id="recipes" title="Recipes" newPageInPrint>
                <SharedPlanRecipes recipes={recipes} formats={formats} />
              </PlanSection>
            ) : null}

            {shoppingItems > 0 ? (
              <PlanSection
                id="shopping-list"
                title="Shopping list"
                description="Everything for the whole plan, grouped by aisle. Tick items off as you shop."
                newPageInPrint
              >
                <SharedShoppingList list={shoppingList} token={token} />
              </PlanSection>
            ) : null}
          </>
        )}
      </main>

      <footer className="border-t border-border bg-surface print:border-faint print:bg-white">
        <div className="mx-auto w-full max-w-4xl px-4 py-6 text-center text-xs leading-relaxed text-muted-foreground sm:px-6">
          <p>{`Prepared by ${practice.practitionerName}${practice.businessName?.trim() ? `, ${practice.businessName.trim()}` : ''}.`}</p>
          <p className="mt-1">
            Shared privately with Platewise. This page is for you: please do not post the link publicly.
          </p>
        </div>
      </footer>
    </div>
  );
}

function PlanSection({
  id,
  title,
  description,
  newPageInPrint = false,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  newPageInPrint?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-4"
      {...(newPageInPrint ? { 'data-print-new-page': '' } : {})}
    >
      <div className="mb-4 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="h-6 w-1.5 shrink-0 rounded-full bg-(--brand-2) [print-color-adjust:exact]"
        />
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight text-foreground">
            {title}
          </h2>
          {description ? <p className="mt-0.5 text-sm text-muted-foreground">{description}</p> : null}
        </div>
      </div>
      {children}
    </section>
  );
}

function JumpLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className="inline-flex h-8 items-center rounded-full border border-border bg-surface px-3 text-xs font-medium text-body transition-colors hover:border-input hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {children}
    </a>
  );
}
