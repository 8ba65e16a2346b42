import type { AllergenStatus } from '@/shared/nutrition/allergens';
import { NativeSelect } from './native-select';

const statusNames: Record<AllergenStatus, string> = {
  contains: 'Contains',
  'may contain': 'May contain',
  free: 'Free',
  unknown: 'Not stated',
};

/** A choice of allergen status (or animal fact), offering the statuses given, as every allergen form words them. */
export function StatusSelect<Status extends AllergenStatus>({
  id,
  value,
  statuses,
  onChange,
}: {
  id: string;
  value: Status;
  statuses: readonly Status[];
  onChange: (status: Status) => void;
}) {
  return (
    <NativeSelect
      id={id}
      value={value}
      onChange={(event) => onChange(event.target.value as Status)}
      className="w-36 shrink-0"
    >
      {statuses.map((status) => (
        <option key={status} value={status}>
          {statusNames[status]}
        </option>
      ))}
    </NativeSelect>
  );
}
