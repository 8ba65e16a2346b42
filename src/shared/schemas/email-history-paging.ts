// Without zod on purpose: the e-mail log's prefetch is in the app's first chunk (see roles.ts).

/** E-mails in one page of the admin's log: the log grows with every practice, so it comes a page at a time. */
export const EMAIL_HISTORY_PAGE_SIZE = 50;
/** The answer header with the number of e-mails the search finds (all of them without one). */
export const EMAIL_TOTAL_HEADER = 'X-Total-Count';
