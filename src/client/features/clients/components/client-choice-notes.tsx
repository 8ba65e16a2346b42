import { Link } from 'wouter';

/**
 * What a form's client picker says under itself when it cannot offer a choice: the practice has no clients yet (why
 * the form needs one, and a link to add one), or the list could not be loaded.
 */
export function ClientChoiceNotes({
  noClients,
  whyAClient,
  loadError,
}: {
  noClients: boolean;
  /** One sentence, e.g. "A report is always about a client." */
  whyAClient: string;
  loadError: Error | null;
}) {
  return (
    <>
      {noClients ? (
        <p className="text-[0.8rem] text-subtle">
          {`${whyAClient} `}
          <Link
            href="/clients"
            className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            Add a client first
          </Link>
        </p>
      ) : null}
      {loadError ? (
        <p className="text-[0.8rem] text-destructive">{`Your clients could not be loaded: ${loadError.message}`}</p>
      ) : null}
    </>
  );
}
