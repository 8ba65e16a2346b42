import { LogOut } from 'lucide-react';
import { Button, type ButtonProps } from '@/client/components/ui/button';
import { useLogout } from '@/client/features/auth';

export function SignOutButton({
  label = 'Sign out',
  ...props
}: Omit<ButtonProps, 'onClick' | 'children'> & { label?: string }) {
  const logout = useLogout();
  return (
    <Button variant="ghost" {...props} onClick={() => logout.mutate()} disabled={logout.isPending}>
      <LogOut aria-hidden="true" />
      {logout.isPending ? 'Signing out...' : label}
    </Button>
  );
}
