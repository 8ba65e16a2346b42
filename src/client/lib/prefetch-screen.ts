import type { QueryClient } from '@tanstack/react-query';

/** What a screen needs before it can draw: its code, and the answers its first frame shows. */
export type ScreenNeeds = {
  code: () => Promise<unknown>;
  data?: (queryClient: QueryClient) => Promise<unknown>;
};

/**
 * Opening the app on an address (a reload, a link, a bookmark): the screen's chunk and its list start downloading
 * together with the session check instead of one after the other (decision 0020). A visitor who turns out not
 * to be signed in gets 401 for the list; that answer is dropped, so after signing in the screen asks again.
 * Settles once the screen's code is in (or failed to come), never rejects.
 */
export function prefetchScreen(queryClient: QueryClient, needs: ScreenNeeds | undefined): Promise<void> {
  if (!needs) return Promise.resolve();
  const code = needs.code().then(
    () => undefined,
    () => undefined,
  );
  if (!needs.data) return code;
  const before = new Set(queryClient.getQueryCache().getAll());
  void needs.data(queryClient).finally(() => {
    for (const query of queryClient.getQueryCache().getAll()) {
      if (!before.has(query) && query.state.status === 'error')
        queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
    }
  });
  return code;
}
