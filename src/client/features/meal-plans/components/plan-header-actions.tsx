import { useState } from 'react';
import {
  BookmarkPlus,
  ChevronDown,
  ClipboardCopy,
  Copy,
  FileDown,
  LoaderCircle,
  Mail,
  Pencil,
  Repeat,
  Share2,
  ShoppingCart,
} from 'lucide-react';
import type { MealPlanDetail } from '@/shared/schemas/meal-plans';
import { Button } from '@/client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu';
import { useDownloadMealPlanPdf } from '../api/use-download-meal-plan-pdf';
import { PlanEditDialog } from './plan-edit-dialog';
import { PlanEmailDialog } from './plan-email-dialog';
import { PlanShoppingListDialog } from './plan-shopping-list-dialog';
import { ShareLinkDialog } from './share-link-dialog';
import { CopyPlanDialog, SaveTemplateDialog } from './plan-template-dialogs';

/** Edit Plan, Share, Export PDF and the Shopping List menu, with the dialogs they open. */
export function PlanHeaderActions({ plan }: { plan: MealPlanDetail }) {
  const [editing, setEditing] = useState(false);
  const [viewingList, setViewingList] = useState(false);
  const [emailing, setEmailing] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [copying, setCopying] = useState(false);
  const [templating, setTemplating] = useState(false);

  const { download: exportPdf, downloading: exporting } = useDownloadMealPlanPdf();

  return (
    <>
      <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:flex-wrap sm:justify-end">
        <Button variant="outline" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          Edit Plan
        </Button>
        <Button variant="outline" onClick={() => setSharing(true)}>
          <Share2 aria-hidden="true" />
          Share
        </Button>
        <Button variant="outline" onClick={() => void exportPdf(plan.id)} disabled={exporting}>
          {exporting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <FileDown aria-hidden="true" />}
          {exporting ? 'Exporting...' : 'Export PDF'}
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline">
              <Repeat aria-hidden="true" />
              Reuse
              <ChevronDown aria-hidden="true" className="-mr-1 opacity-80" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem onSelect={() => setCopying(true)}>
              <Copy aria-hidden="true" />
              Copy Plan
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setTemplating(true)}>
              <BookmarkPlus aria-hidden="true" />
              Save as Template
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button className="col-span-2 sm:col-span-1">
              <ShoppingCart aria-hidden="true" />
              Shopping List
              <ChevronDown aria-hidden="true" className="-mr-1 opacity-80" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem onSelect={() => setViewingList(true)}>
              <ClipboardCopy aria-hidden="true" />
              View & Copy
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setEmailing(true)}>
              <Mail aria-hidden="true" />
              Email to Client
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>

      <ShareLinkDialog plan={plan} open={sharing} onOpenChange={setSharing} />
      {copying ? (
        <CopyPlanDialog planId={plan.id} clientId={plan.clientId} open={copying} onOpenChange={setCopying} />
      ) : null}
      {templating ? (
        <SaveTemplateDialog planId={plan.id} planName={plan.name} open={templating} onOpenChange={setTemplating} />
      ) : null}
      <PlanEditDialog open={editing} onOpenChange={setEditing} plan={plan} />
      <PlanShoppingListDialog planId={plan.id} open={viewingList} onOpenChange={setViewingList} />
      <PlanEmailDialog planId={plan.id} clientId={plan.client?.id ?? null} open={emailing} onOpenChange={setEmailing} />
    </>
  );
}
