import type { ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { cn } from '@/client/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const dialogContentVariants = cva(
  'fixed z-50 flex flex-col bg-surface shadow-raised outline-none data-[state=open]:animate-fade-in',
  {
    variants: {
      side: {
        center: [
          'top-1/2 left-1/2 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl p-6',
          'data-[state=closed]:animate-fade-out',
        ],
        // A full-height panel from the right: filters and detail sheets.
        right: [
          'inset-y-0 right-0 h-full w-full max-w-md gap-4 overflow-y-auto border-l border-border p-6 sm:w-[min(28rem,calc(100%-3rem))]',
          'data-[state=open]:animate-slide-in-right data-[state=closed]:animate-slide-out-right',
        ],
        // A full-height panel sliding from the left: the mobile navigation drawer.
        left: [
          'inset-y-0 left-0 h-full w-[min(20rem,calc(100%-3rem))] border-r border-border',
          'data-[state=open]:animate-slide-in-left data-[state=closed]:animate-slide-out-left',
        ],
      },
    },
    defaultVariants: { side: 'center' },
  },
);

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** Hide the built-in close (X) button when the content provides its own. */
    hideCloseButton?: boolean;
  };

/**
 * Content with its own backdrop. We deliberately do not use Radix's Dialog.Overlay: it locks
 * scrolling by injecting a <style> tag at runtime, which the app's CSP (style-src 'self') refuses.
 * The backdrop below is a plain element; the scroll lock is in styles.css ([data-scroll-lock]).
 * Focus trapping, Escape and click-outside-to-close still come from Radix.
 */
export function DialogContent({ className, children, side, hideCloseButton = false, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <div
        aria-hidden="true"
        // pointer-events-auto: a modal Radix dialog sets pointer-events:none on <body>; the
        // backdrop must still receive the click that closes the dialog.
        className="pointer-events-auto fixed inset-0 z-50 animate-fade-in bg-foreground/45 backdrop-blur-[2px]"
      />
      <DialogPrimitive.Content
        data-scroll-lock=""
        className={cn(dialogContentVariants({ side }), className)}
        {...props}
      >
        {children}
        {hideCloseButton ? null : (
          <DialogPrimitive.Close
            className={cn(
              'absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground',
              'cursor-pointer transition-colors hover:bg-muted hover:text-foreground',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            )}
          >
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold tracking-tight', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
