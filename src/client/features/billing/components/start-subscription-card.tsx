import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/client/components/ui/card';
import { PlanFeatureList } from './plan-features';

type StartSubscriptionCardProps = {
  price: { amount: string; period: string | null } | null;
  configured: boolean;
  starting: boolean;
  onStart: () => void;
};

export function StartSubscriptionCard({ price, configured, starting, onStart }: StartSubscriptionCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Start your subscription</CardTitle>
        <CardDescription>
          Everything Platewise offers for your practice, billed automatically until you cancel.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {price ? (
          <p className="text-3xl font-semibold tracking-tight text-foreground">
            {price.amount}
            {price.period ? (
              <span className="ml-1.5 text-base font-normal text-muted-foreground">{price.period}</span>
            ) : null}
          </p>
        ) : null}
        <PlanFeatureList />
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">
          {configured
            ? 'Cancel any time; you keep access until the end of the period you paid for.'
            : 'Online payment is not set up on this server yet.'}
        </p>
        <Button onClick={onStart} disabled={starting}>
          {starting ? 'Starting...' : 'Start Subscription'}
        </Button>
      </CardFooter>
    </Card>
  );
}
