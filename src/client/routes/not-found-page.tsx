import { Link } from 'wouter';
import { CircleAlert, House } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { PlatewiseLogo } from '@/client/components/layout/platewise-logo';
import { usePageTitle } from '@/client/lib/use-page-title';

/** Any address the router does not know, for signed-in and anonymous visitors alike. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-linear-to-br from-background via-background to-brand-50 px-4 py-12">
      <Link
        href="/"
        aria-label="Platewise home"
        className="mb-8 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <PlatewiseLogo />
      </Link>
      <main className="w-full max-w-md">
        <Card className="shadow-raised">
          <CardContent className="p-7 sm:p-8">
            <div className="flex items-center gap-3">
              <CircleAlert aria-hidden="true" className="size-8 shrink-0 text-danger-500" />
              <h1 className="text-2xl font-bold tracking-tight text-foreground">404 Page Not Found</h1>
            </div>
            <p className="mt-4 text-sm leading-relaxed text-subtle">Did you forget to add the page to the router?</p>
            <Button asChild className="mt-6 w-full sm:w-auto">
              <Link href="/">
                <House aria-hidden="true" />
                Back to home
              </Link>
            </Button>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
