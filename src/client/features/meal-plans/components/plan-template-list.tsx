import { useFormats } from '@/client/lib/use-formats';
import { useState } from 'react';
import { Link } from 'wouter';
import { CalendarDays, ClipboardList, Eye, Flame, LoaderCircle, Pencil, Play, Trash2 } from 'lucide-react';
import type { PlanTemplate } from '@/shared/schemas/plan-templates';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { EmptyState } from '@/client/components/ui/empty-state';
import { ListLoadError } from '@/client/components/ui/list-load-error';
import { SkeletonCardGrid } from '@/client/components/ui/skeleton-card-grid';
import { NativeSelect } from '@/client/components/ui/native-select';
import { toast } from '@/client/components/ui/use-toast';
import { useDeletePlanTemplate, usePlanTemplate, usePlanTemplates } from '../api/use-plan-templates';
import { ApplyTemplateDialog, RenameTemplateDialog } from './plan-template-dialogs';
import { dayTypeOf } from '@/shared/schemas/day-types';

type Open = { kind: 'apply' | 'rename' | 'preview' | 'delete'; template: PlanTemplate } | null;

/** The practice's templates: what each holds, and Apply, Preview, Rename and Delete. */
export function PlanTemplateList() {
  const formats = useFormats();
  const templates = usePlanTemplates();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  if (templates.isPending) return <SkeletonCardGrid label="Loading templates" />;
  if (templates.isError)
    return (
      <ListLoadError what="templates" message={templates.error.message} onRetry={() => void templates.refetch()} />
    );
  if (templates.data.length === 0)
    return (
      <EmptyState
        icon={ClipboardList}
        title="No templates yet"
        description="Open a meal plan that worked well and choose Reuse → Save as Template. Apply it to any client: the days are re-dated, the servings scaled to their needs and every meal checked against their allergies."
        action={
          <Button asChild variant="outline">
            <Link href="/meal-plans">Go to Meal Plans</Link>
          </Button>
        }
      />
    );

  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Templates">
        {templates.data.map((template) => (
          <li key={template.id}>
            <Card className="flex h-full flex-col p-5">
              <h2 className="text-base leading-snug font-semibold break-words text-foreground">{template.name}</h2>
              {template.description ? (
                <p className="mt-2 line-clamp-2 text-sm leading-relaxed text-body">{template.description}</p>
              ) : null}
              <dl className="mt-3 flex flex-1 flex-wrap gap-x-4 gap-y-1 text-sm text-subtle">
                <div className="flex items-center gap-1.5">
                  <dt className="sr-only">Length</dt>
                  <CalendarDays aria-hidden="true" className="size-3.5 text-faint" />
                  <dd>
                    {template.dayCount} {template.dayCount === 1 ? 'day' : 'days'}
                  </dd>
                </div>
                {template.targetCalories ? (
                  <div className="flex items-center gap-1.5">
                    <dt className="sr-only">Target</dt>
                    <Flame aria-hidden="true" className="size-3.5 text-faint" />
                    <dd>{`${formats.energy(template.targetCalories)} a day`}</dd>
                  </div>
                ) : null}
                {template.dayTypes?.length ? (
                  <div className="flex items-center gap-1.5">
                    <dt className="sr-only">Day types</dt>
                    <dd>{template.dayTypes.map((type) => type.name).join(' · ')}</dd>
                  </div>
                ) : null}
              </dl>
              <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
                <Button
                  size="sm"
                  onClick={() => setOpen({ kind: 'apply', template })}
                  className="col-span-2 sm:col-span-1"
                >
                  <Play aria-hidden="true" />
                  Apply to Client
                </Button>
                <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'preview', template })}>
                  <Eye aria-hidden="true" />
                  Preview
                </Button>
                <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'rename', template })}>
                  <Pencil aria-hidden="true" />
                  Rename
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="col-span-2 text-danger-700 sm:col-span-1"
                  onClick={() => setOpen({ kind: 'delete', template })}
                >
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      {open?.kind === 'apply' ? (
        <ApplyTemplateDialog template={open.template} open onOpenChange={(next) => !next && close()} />
      ) : null}
      {open?.kind === 'rename' ? (
        <RenameTemplateDialog template={open.template} open onOpenChange={(next) => !next && close()} />
      ) : null}
      {open?.kind === 'preview' ? <TemplatePreviewDialog template={open.template} onClose={close} /> : null}
      {open?.kind === 'delete' ? <DeleteTemplateDialog template={open.template} onClose={close} /> : null}
    </>
  );
}

const slots = [
  ['breakfast', 'Breakfast'],
  ['lunch', 'Lunch'],
  ['dinner', 'Dinner'],
] as const;

/** One day of the template at a time: its meals, servings and calories. */
function TemplatePreviewDialog({ template, onClose }: { template: PlanTemplate; onClose: () => void }) {
  const formats = useFormats();
  const detail = usePlanTemplate(template.id);
  const [dayIndex, setDayIndex] = useState(0);
  const day = detail.data?.days[dayIndex];
  const rows = day
    ? [
        ...slots.flatMap(([slot, label]) => (day.meals[slot] ? [{ label, meal: day.meals[slot]! }] : [])),
        ...day.meals.snacks.map((meal) => ({ label: 'Snack', meal })),
      ]
    : [];
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader className="pr-8">
          <DialogTitle>{template.name}</DialogTitle>
          <DialogDescription>
            {template.dayCount} {template.dayCount === 1 ? 'day' : 'days'}, without dates: they are set when the
            template is applied.
          </DialogDescription>
        </DialogHeader>
        {detail.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            Loading the days...
          </p>
        ) : detail.isError ? (
          <p className="text-sm text-destructive">The template could not be loaded. Close and try again.</p>
        ) : (
          <div className="grid gap-3">
            <label className="grid gap-1.5 text-sm font-medium">
              Day
              <NativeSelect value={dayIndex} onChange={(e) => setDayIndex(Number(e.target.value))}>
                {detail.data.days.map((entry, index) => (
                  <option key={entry.dayNumber} value={index}>
                    Day {entry.dayNumber}
                    {dayTypeOf(template.dayTypes, entry.dayType)
                      ? ` (${dayTypeOf(template.dayTypes, entry.dayType)!.name})`
                      : ''}
                    : {formats.energy(entry.totals.calories)}
                  </option>
                ))}
              </NativeSelect>
            </label>
            {rows.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nothing planned on this day.</p>
            ) : (
              <ul className="divide-y divide-border rounded-lg border border-border text-sm">
                {rows.map(({ label, meal }, index) => (
                  <li key={index} className="flex items-baseline justify-between gap-3 px-3 py-2">
                    <span className="min-w-0">
                      <span className="block text-xs font-medium tracking-wide text-subtle uppercase">{label}</span>
                      <span className="break-words">{meal.recipeName ?? 'A deleted recipe'}</span>
                    </span>
                    <span className="shrink-0 text-right text-subtle tabular-nums">
                      {meal.servings} × · {meal.nutrition ? formats.energy(meal.nutrition.calories) : '—'}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function DeleteTemplateDialog({ template, onClose }: { template: PlanTemplate; onClose: () => void }) {
  const remove = useDeletePlanTemplate();
  const confirm = async () => {
    try {
      await remove.mutateAsync(template.id);
      toast({ title: 'Template Deleted', description: `${template.name} is gone. Plans made from it stay.` });
      onClose();
    } catch {
      toast({
        variant: 'destructive',
        title: 'Not Deleted',
        description: 'The template could not be deleted. Try again.',
      });
    }
  };
  return (
    <Dialog open onOpenChange={(next) => !next && !remove.isPending && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader className="pr-8">
          <DialogTitle>Delete “{template.name}”?</DialogTitle>
          <DialogDescription>The template goes. Plans already made from it stay as they are.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} disabled={remove.isPending}>
            {remove.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            Delete Template
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
