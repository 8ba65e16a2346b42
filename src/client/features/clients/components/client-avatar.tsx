import { cva, type VariantProps } from 'class-variance-authority';
import type { Client } from '@/shared/schemas/clients';
import { cn } from '@/client/lib/cn';

const avatarVariants = cva('inline-flex shrink-0 items-center justify-center rounded-full font-semibold select-none', {
  variants: {
    size: {
      sm: 'size-10 text-sm',
      md: 'size-12 text-base',
      lg: 'size-20 text-2xl sm:size-24 sm:text-3xl',
    },
  },
  defaultVariants: { size: 'sm' },
});

// A few calm tints, picked from the name, so neighbouring clients in a list are easier to tell apart.
const tints = [
  'bg-brand-100 text-brand-800',
  'bg-info-100 text-info-800',
  'bg-violet-100 text-violet-800',
  'bg-warning-100 text-warning-900',
  'bg-rose-100 text-rose-800',
  'bg-teal-100 text-teal-800',
] as const;

function tintFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return tints[hash % tints.length];
}

type ClientAvatarProps = VariantProps<typeof avatarVariants> & {
  client: Pick<Client, 'firstName' | 'lastName'>;
  className?: string;
};

/** Initials only: decorative, since the client's name is always written next to it. */
export function ClientAvatar({ client, size, className }: ClientAvatarProps) {
  const initials = `${client.firstName.trim().charAt(0)}${client.lastName.trim().charAt(0)}`.toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={cn(avatarVariants({ size }), tintFor(`${client.firstName} ${client.lastName}`), className)}
    >
      {initials}
    </span>
  );
}
