import { Alert } from './alert';
import { Button } from './button';

/** What a list screen shows when its data could not be loaded, with a way to try again. */
export function ListLoadError({ what, message, onRetry }: { what: string; message: string; onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <p className="font-medium">Your {what} could not be loaded.</p>
      <p className="mt-1">{message}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
