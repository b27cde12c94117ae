/** Global search results (`/enlivy search`). */
export const SEARCH = {
  action: {
    previous: 'search_previous',
    next: 'search_next',
  },
  block: {
    pager: 'search_pager',
  },
} as const;
