import { useFormats } from '@/client/lib/use-formats';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import {
  ArrowLeftRight,
  ArrowRight,
  CalendarCheck,
  CircleAlert,
  CircleCheck,
  Info,
  LoaderCircle,
  Save,
  Sparkles,
  X,
} from 'lucide-react';
import { localToday } from '@/shared/clients/age';
import { dailyTargets, DAY_TOLERANCE_PERCENT } from '@/shared/nutrition/plan-targets';
import { healthFilterLabels, type GenerationValues } from '@/shared/schemas/generator';
import type { MealPlan } from '@/shared/schemas/meal-plans';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { EmptyState } from '@/client/components/ui/empty-state';
import { NativeSelect } from '@/client/components/ui/native-select';
import { toast } from '@/client/components/ui/use-toast';
import { useClients } from '@/client/features/clients';
import { cn } from '@/client/lib/cn';
import { describeAddress } from './generated-meal-tile';
import { GeneratedDaysBoard } from './generated-days-board';
import {
  daysWithinTolerance,
  mealAt,
  regenerationRequest,
  swapMeals,
  withRegeneratedDay,
  type MealAddress,
  type RegenerateTarget,
  type ScreenPlan,
} from '../lib/generated-plan';
import { GeneratorForm } from './generator-form';
import { useSaveGeneratedPlan } from '../api/use-save-generated-plan';
import { useGenerateMealPlan } from '../api/use-generate-meal-plan';

/** Generate Meal Plan: Plan Configuration on the left, the generated days on the right, saved as a meal plan. */
export function GenerateMealPlanScreen() {
  const [plan, setPlan] = useState<ScreenPlan | null>(null);
  const [saved, setSaved] = useState<MealPlan | null>(null);
  const [clientId, setClientId] = useState('');
  const [swapSource, setSwapSource] = useState<MealAddress | null>(null);
  const [regenerating, setRegenerating] = useState<RegenerateTarget | null>(null);
  const panelRef = useRef<HTMLElement>(null);
  const generate = useGenerateMealPlan();
  const regenerate = useGenerateMealPlan();
  const save = useSaveGeneratedPlan();
  const clients = useClients();
  const frozen = regenerating !== null || save.isPending;

  // Escape leaves "choose the meal to swap with".
  useEffect(() => {
    if (!swapSource) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSwapSource(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [swapSource]);

  const onGenerate = (values: GenerationValues) => {
    generate.mutate(values, {
      onSuccess: (answer) => {
        setPlan({ request: values, days: answer.plan, notes: answer.notes, summary: answer.summary });
        setSaved(null);
        setSwapSource(null);
        // The plan is the chosen client's: saving offers them first.
        if (values.clientId) setClientId(values.clientId);
        const count = answer.plan.length;
        toast({
          title: 'Meal Plan Generated!',
          description: `Created ${count} ${count === 1 ? 'day' : 'days'} of meals`,
        });
        // On a phone the plan appears under the form: bring it into view.
        const panel = panelRef.current;
        if (panel && panel.getBoundingClientRect().top > window.innerHeight * 0.6)
          panel.scrollIntoView({ block: 'start' });
      },
      onError: () =>
        toast({
          variant: 'destructive',
          title: 'Generation Failed',
          description: 'Failed to generate meal plan. Please try again.',
        }),
    });
  };

  const swap = (a: MealAddress, b: MealAddress) => {
    if (!plan || frozen) return;
    const days = swapMeals(plan.days, a, b);
    if (!days) return;
    const first = mealAt(plan.days, a);
    const second = mealAt(plan.days, b);
    setPlan({ ...plan, days });
    setSwapSource(null);
    toast({
      title: 'Meals Swapped',
      description: `${first?.recipeName} and ${second?.recipeName} traded places; the day totals are updated.`,
    });
  };

  const onRegenerate = (target: RegenerateTarget) => {
    if (!plan || frozen) return;
    const what = target.mealType ? `the ${target.mealType} of Day ${target.dayNumber}` : `Day ${target.dayNumber}`;
    setRegenerating(target);
    regenerate.mutate(regenerationRequest(plan, target), {
      onSuccess: (answer) => {
        setPlan((current) =>
          current ? { ...current, days: withRegeneratedDay(current.days, answer, target) } : current,
        );
        toast({
          title: target.mealType ? 'Meal Regenerated' : 'Day Regenerated',
          description: target.mealType
            ? `A new recipe for ${what}; the rest of the plan is unchanged.`
            : `New meals for ${what}; the other days are unchanged.`,
        });
      },
      onError: () =>
        toast({
          variant: 'destructive',
          title: 'Regeneration Failed',
          description: `Failed to regenerate ${what}. Please try again.`,
        }),
      onSettled: () => setRegenerating(null),
    });
  };

  const onSave = () => {
    if (!plan) {
      toast({ variant: 'destructive', title: 'No Plan to Save', description: 'Please generate a meal plan first.' });
      return;
    }
    const chosen = clients.data?.some((client) => client.id === clientId) ? clientId : null;
    save.mutate(
      {
        plan,
        options: {
          today: localToday(),
          clientId: chosen,
          filterLabels: plan.request.healthFilters.map((filter) => healthFilterLabels[filter]),
        },
      },
      {
        onSuccess: (created) => {
          toast({ title: 'Meal Plan Saved!', description: 'Your meal plan has been saved successfully' });
          setPlan(null);
          setSwapSource(null);
          setSaved(created);
        },
        onError: () =>
          toast({
            variant: 'destructive',
            title: 'Save Failed',
            description: 'Failed to save meal plan. Please try again.',
          }),
      },
    );
  };

  const swapMeal = plan && swapSource ? mealAt(plan.days, swapSource) : null;
  const clientList = clients.data ?? [];

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[340px_minmax(0,1fr)]">
      {/* Sticky only where the whole form fits under the top bar; on a short screen it scrolls with the page. */}
      <div className="lg:top-22 lg:[@media(min-height:50rem)]:sticky">
        <GeneratorForm
          onGenerate={onGenerate}
          generating={generate.isPending}
          disabled={frozen}
          clients={clientList}
          clientsLoading={clients.isPending}
        />
      </div>

      <section ref={panelRef} aria-labelledby="generated-plan-title" className="grid min-w-0 scroll-mt-20 gap-4">
        <Card className="p-4 sm:p-5">
          <h2 id="generated-plan-title" className="text-lg font-semibold tracking-tight text-foreground">
            Generated Meal Plan
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {plan ? (
              <>
                <span className="hidden sm:inline">Drag a meal by its handle onto another to swap them, or use </span>
                <span className="sm:hidden">To swap two meals, use </span>
                Swap. Each day’s totals update as you go.
              </>
            ) : (
              'Configure the targets and generate: the days appear here to review, rearrange and save.'
            )}
          </p>
          {plan ? (
            <div className="mt-4 border-t border-border pt-4">
              <PlanSummary plan={plan} />
            </div>
          ) : null}
          <div
            className={cn(
              'mt-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between',
              plan && 'border-t border-border pt-4',
            )}
          >
            {plan ? (
              <label className="grid min-w-0 gap-1.5 sm:w-64">
                <span className="text-sm leading-none font-medium text-body">Save for client</span>
                <NativeSelect
                  value={clientId}
                  onChange={(event) => setClientId(event.target.value)}
                  disabled={save.isPending}
                >
                  <option value="">{clients.isPending ? 'Loading clients...' : 'No client (assign later)'}</option>
                  {clientList.map((client) => (
                    <option key={client.id} value={client.id}>
                      {`${client.firstName} ${client.lastName}`}
                    </option>
                  ))}
                </NativeSelect>
              </label>
            ) : null}
            <Button onClick={onSave} disabled={save.isPending || regenerating !== null} className="shrink-0 sm:ml-auto">
              {save.isPending ? (
                <>
                  <LoaderCircle aria-hidden="true" className="animate-spin" />
                  Saving...
                </>
              ) : (
                <>
                  <Save aria-hidden="true" />
                  Save Meal Plan
                </>
              )}
            </Button>
          </div>
        </Card>

        {plan && swapSource && swapMeal ? (
          <div
            role="status"
            className="sticky top-20 z-20 flex items-center gap-3 rounded-lg border border-brand-300 bg-brand-50 px-3.5 py-2.5 text-sm text-brand-900 shadow-raised"
          >
            <ArrowLeftRight aria-hidden="true" className="size-4 shrink-0" />
            <p className="min-w-0 flex-1">
              {'Choose the meal to swap with '}
              <strong className="font-semibold">{swapMeal.recipeName}</strong>
              {` (${describeAddress(swapSource)}).`}
            </p>
            <Button variant="ghost" size="sm" onClick={() => setSwapSource(null)}>
              <X aria-hidden="true" />
              Cancel
            </Button>
          </div>
        ) : null}

        {plan ? (
          <GeneratedDaysBoard
            days={plan.days}
            typeNameOf={(day) => plan.request.dayTypes?.find((type) => type.key === day.dayType)?.name ?? null}
            swapSource={swapSource}
            frozen={frozen}
            regenerating={regenerating}
            onSwap={swap}
            onSwapStart={setSwapSource}
            onSwapWith={(address) => swapSource && swap(swapSource, address)}
            onSwapCancel={() => setSwapSource(null)}
            onRegenerate={onRegenerate}
          />
        ) : saved ? (
          <SavedPlanNotice plan={saved} clientName={clientList.find((client) => client.id === saved.clientId)} />
        ) : (
          <EmptyState
            icon={Sparkles}
            title="No Plan Generated Yet"
            description={
              generate.isPending
                ? 'Choosing recipes and servings for every day…'
                : 'Set the daily calories, meals, days, health filters and macro split, then press Generate Plan. Every day is balanced to the targets and shows how close it came.'
            }
          />
        )}
      </section>
    </div>
  );
}

/** What the plan aims at and how many days hit it, with the generator's plan-wide remarks. */
function PlanSummary({ plan }: { plan: ScreenPlan }) {
  const formats = useFormats();
  const grams = (value: number) => `${formats.number(value)} g`;
  const targets = dailyTargets(plan.request);
  const within = daysWithinTolerance(plan.days);
  const total = plan.days.length;
  // The server's count of days on target goes stale as meals are swapped; the screen counts itself.
  const notes = plan.notes.filter((note) => note.code !== 'days-off-target');
  return (
    <div className="grid gap-2.5">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm text-body">
        {plan.request.dayTypes?.length ? (
          // Each type's targets as the days were generated for them, with how many days it has.
          plan.request.dayTypes.map((type) => {
            const days = plan.days.filter((day) => day.dayType === type.key);
            const aimed = days[0]?.targets;
            return (
              <span key={type.key} className="tabular-nums">
                <strong className="font-semibold text-foreground">{`${type.name} ${formats.energy(type.targetCalories)}`}</strong>
                {aimed ? ` · P ${grams(aimed.protein)} · C ${grams(aimed.carbs)} · F ${grams(aimed.fat)}` : ''}
                {` (${days.length} ${days.length === 1 ? 'day' : 'days'})`}
              </span>
            );
          })
        ) : (
          <span className="tabular-nums">
            <strong className="font-semibold text-foreground">{formats.energy(targets.calories)}</strong>
            {` · P ${grams(targets.protein)} · C ${grams(targets.carbs)} · F ${grams(targets.fat)} a day`}
          </span>
        )}
        <span
          className={
            within === total
              ? 'inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800'
              : 'inline-flex items-center gap-1 rounded-full bg-warning-50 px-2 py-0.5 text-xs font-medium text-warning-900'
          }
        >
          {within === total ? (
            <CircleCheck aria-hidden="true" className="size-3.5" />
          ) : (
            <CircleAlert aria-hidden="true" className="size-3.5" />
          )}
          {`${within} of ${total} ${total === 1 ? 'day' : 'days'} within ±${DAY_TOLERANCE_PERCENT}% of every target`}
        </span>
      </div>
      {plan.request.healthFilters.length ? (
        <p className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          Health filters:
          {plan.request.healthFilters.map((filter) => (
            <span key={filter} className="rounded-full bg-muted px-2 py-0.5 font-medium text-body">
              {healthFilterLabels[filter]}
            </span>
          ))}
        </p>
      ) : null}
      {notes.length ? (
        <ul className="grid gap-1 rounded-lg border border-info-200 bg-info-50 px-3 py-2 text-sm text-info-900">
          {notes.map((note) => (
            <li key={`${note.code}:${note.message}`} data-note={note.code} className="flex items-start gap-2">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{note.message}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** After saving: the plan left the screen for the meal plan list; one click opens it. */
function SavedPlanNotice({
  plan,
  clientName,
}: {
  plan: MealPlan;
  clientName: { firstName: string; lastName: string } | undefined;
}) {
  const formats = useFormats();
  return (
    <EmptyState
      icon={CalendarCheck}
      title="Meal Plan Saved"
      description={
        <>
          <strong className="font-semibold text-foreground-soft">{plan.name}</strong>
          {` runs ${formats.calendarDate(plan.startDate)} – ${formats.calendarDate(plan.endDate)}`}
          {clientName ? ` for ${clientName.firstName} ${clientName.lastName}` : ', without a client for now'}
          {'. Open it to fine-tune meals, share it or export the PDF, or generate another.'}
        </>
      }
      action={
        <Button asChild>
          <Link href={`/meal-plans/${plan.id}`}>
            Open the saved plan
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      }
    />
  );
}
