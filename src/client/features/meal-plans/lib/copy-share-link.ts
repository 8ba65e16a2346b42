import { createElement } from 'react';
import type { MealPlan } from '@/shared/schemas/meal-plans';
import { toast } from '@/client/components/ui/use-toast';
import { shareLinkStateOf, whyLinkDoesNotWork } from './share-link-state';

/** The public address of a plan: anyone holding it can read the plan, without an account. */
export function shareUrlFor(shareToken: string, origin = window.location.origin): string {
  return `${origin}/share/${encodeURIComponent(shareToken)}`;
}

/** Puts the plan's share link on the clipboard and says whether it worked. A link that opens nothing is not copied. */
export async function copyShareLink(
  plan: Pick<MealPlan, 'name' | 'shareToken' | 'shareExpiresAt' | 'status'>,
): Promise<boolean> {
  const state = shareLinkStateOf(plan);
  if (state.kind !== 'active') {
    toast({
      variant: 'destructive',
      title: 'No link to copy',
      description: `${whyLinkDoesNotWork(state)} Open the plan and choose Share to manage its link.`,
    });
    return false;
  }
  const url = shareUrlFor(state.token);
  try {
    // Missing outside secure contexts and in some embedded browsers.
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied', description: `Anyone with this link can view “${plan.name}”: no account needed.` });
    return true;
  } catch {
    toast({
      variant: 'destructive',
      title: 'Copy Failed',
      // The link itself, ready to select, so "copy it yourself" is something the reader can do.
      description: createElement(
        'span',
        { className: 'grid gap-1.5' },
        createElement('span', null, 'Please manually select and copy the text.'),
        createElement(
          'span',
          { className: 'block rounded bg-white/15 px-1.5 py-1 font-mono text-xs break-all select-all' },
          url,
        ),
      ),
      duration: 15_000,
    });
    return false;
  }
}
