import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Input } from '@/client/components/ui/input';

/** A password box with a show/hide toggle: typos in long passwords are the top cause of failed sign-ins. */
export function PasswordInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className="pr-11" />
      <button
        type="button"
        onClick={() => setVisible((value) => !value)}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-10 cursor-pointer items-center justify-center rounded-r-lg text-faint transition-colors hover:text-body focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
        {/* A fixed name with aria-pressed for the state. Named by text, not aria-label, so a lookup of
            "the field labelled Password" finds only the input. */}
        <span className="sr-only">Show password</span>
      </button>
    </div>
  );
}
