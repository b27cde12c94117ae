/** The list of invoices due (`/enlivy due`, its daily posts, its App Home section). */
export const DUE = {
  action: {
    previous: 'due_previous',
    next: 'due_next',
    /** App Home: post a channel's daily list there now (besides its daily post). */
    postNow: 'due_post_now',
  },
  block: {
    pager: 'due_pager',
  },
} as const;
