/** The `sharedDeliveries` namespace in English (the source of its keys). */
export const sharedDeliveriesEn = {
  'status.pending': 'Pending',
  'status.success': 'Success',
  'status.failed': 'Failed',
  'status.dropped': 'Dropped',
  'status.anomaly': 'Anomaly',
  'status.pending.short': 'Waiting to be sent or retried',
  'status.success.short': 'The destination answered 2xx',
  'status.failed.short': 'Error status, timeout or no connection; retried',
  'status.dropped.short': 'Not sent: destination paused/deleted, or no paid pack',
  'status.anomaly.short': 'A redirect, or an answer that could not be read',
  'status.pending.meaning': 'Waiting to be sent or retried.',
  'status.success.meaning': 'The destination answered with a 2xx status.',
  'status.failed.meaning':
    'The destination answered with an error status, timed out or could not be reached. Enlivy retries up to 5 times over about 10 minutes.',
  'status.dropped.meaning':
    'Not sent: the destination was paused or deleted, or the organization has no paid pack.',
  'status.anomaly.meaning':
    'The destination answered with a redirect, or with an answer that could not be read.',
  'status.unknown.meaning': 'A status this app does not know yet.',
  'status.pending.inline': 'pending',
  'status.success.inline': 'success',
  'status.failed.inline': 'failed',
  'status.dropped.inline': 'dropped',
  'status.anomaly.inline': 'anomaly',
  'http.none': 'no HTTP status',
  'http.status': 'HTTP {{status}}',
} as const;

export type SharedDeliveriesCopy = typeof sharedDeliveriesEn;
