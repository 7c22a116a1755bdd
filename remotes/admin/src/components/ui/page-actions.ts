/**
 * Marks a screen's own actions (a manager's Add, a request's Delete): spread on the element, it tells the
 * toaster (app/toaster.tsx) to keep its toasts clear of them.
 */
export const PAGE_ACTIONS = { 'data-page-actions': '' } as const;
export const PAGE_ACTIONS_SELECTOR = '[data-page-actions]';
