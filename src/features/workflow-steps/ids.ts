/**
 * Workflow Builder custom steps (manifest.yml `functions`). Workflows are saved with these ids:
 * they never change.
 */
export const STEPS = {
  setDestinationActive: 'set_destination_active',
  sendTestEvent: 'send_test_event',
  getInvoice: 'get_invoice',
} as const;
