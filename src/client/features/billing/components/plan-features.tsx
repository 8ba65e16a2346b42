import { Check, LockKeyhole } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';

const planFeatures = [
  'Unlimited client profiles with health goals, allergies and restrictions',
  'Meal plans built by hand or generated to calorie and macro targets',
  'Recipe library with nutrition computed from USDA data',
  'Branded PDFs, share links and e-mailed shopping lists',
  'Reports for clients and insurers',
];

export function PlanFeatureList() {
  return (
    <ul className="grid gap-2.5 text-sm">
      {planFeatures.map((feature) => (
        <li key={feature} className="flex items-start gap-2.5">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}

/** Beside the status card once there is nothing to start: what the subscription covers. */
export function IncludedInPlanCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Included in your plan</CardTitle>
        <CardDescription>Everything Platewise offers for your practice.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <PlanFeatureList />
        <p className="flex items-center gap-1.5 border-t border-border pt-4 text-xs text-muted-foreground">
          <LockKeyhole aria-hidden="true" className="size-3.5" />
          Payments are processed securely by Stripe.
        </p>
      </CardContent>
    </Card>
  );
}
