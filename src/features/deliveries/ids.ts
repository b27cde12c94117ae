/** The delivery log modal and the Inspect modal (`/enlivy deliveries`). */
export const DELIVERIES = {
  callback: {
    log: 'deliveries_log',
    inspect: 'deliveries_inspect',
  },
  /** Filter inputs (dispatch_action): their block_ids carry a `.<generation>` suffix. */
  filter: {
    destination: 'deliveries_filter_destination',
    status: 'deliveries_filter_status',
    event: 'deliveries_filter_event',
    since: 'deliveries_filter_since',
    until: 'deliveries_filter_until',
  },
  action: {
    clearFilters: 'deliveries_clear_filters',
    retry: 'deliveries_retry',
    previousPage: 'deliveries_previous_page',
    nextPage: 'deliveries_next_page',
    inspect: 'deliveries_inspect_row',
    inspectRetry: 'deliveries_inspect_retry',
    sendFile: 'deliveries_send_file',
  },
  block: {
    tools: 'deliveries_tools',
    pager: 'deliveries_pager',
    inspectActions: 'deliveries_inspect_actions',
  },
} as const;
