/** The `workflow-steps` namespace in English (the source of its keys). */
export const workflowStepsEn = {
  // The steps' names in messages; manifest.yml's titles (what Workflow Builder shows) are these.
  'title.set_destination_active': 'Pause or resume an Enlivy destination',
  'title.send_test_event': 'Send an Enlivy test event',
  'title.get_invoice': 'Get an Enlivy invoice',
  'inputs.bad_one': "The step's {{names}} input is missing or not valid.",
  'inputs.bad_other': "The step's {{names}} inputs are missing or not valid.",
  'inputs.name': '“{{name}}”',
  'inputs.hint': "Open the workflow in Workflow Builder and fill in the step's inputs.",
  'role.external':
    '“{{title}}” needs the {{role}} role. <@{{user}}> is from another Slack workspace, and people from other workspaces can only be viewers here.',
  'role.tooLow':
    '“{{title}}” needs the {{role}} role; <@{{user}}>, whom this step acts for, is {{actual}}.',
  'role.is.viewer': 'a viewer',
  'role.is.editor': 'an editor',
  'role.is.admin': 'an admin',
  'role.hint':
    'An Enlivy admin can grant it with /enlivy access grant @person {{role}}, or the workflow can act for someone who has it.',
  cutOff:
    'Enlivy for Slack restarted before this step finished. If it was changing something in Enlivy, the change may or may not have been applied: check with /enlivy list (or /enlivy deliveries) before running the workflow again.',
  retired: 'Enlivy for Slack no longer offers this step. Remove it from the workflow.',
  resultsRefused:
    'Enlivy for Slack finished this step, but Slack did not accept its results. Check the outcome in Slack with /enlivy before running the workflow again.',
  'receipt.paused':
    ':double_vertical_bar: A workflow paused *{{name}}* for <@{{user}}>. No events are delivered until it is resumed.',
  'receipt.resumed':
    ':arrow_forward: A workflow resumed *{{name}}* for <@{{user}}>. Events are delivered again.',
  'receipt.run': 'Step “{{step}}” · {{time}} · ref `{{run}}`',
  'receipt.paused.text':
    'A workflow paused {{name}} for <@{{user}}>. No events are delivered until it is resumed.',
  'receipt.resumed.text':
    'A workflow resumed {{name}} for <@{{user}}>. Events are delivered again.',
  'test.busy': 'A test of {{name}} is already running.',
  'test.busy.hint':
    'No second test was sent. Run the workflow again once it has finished (within 30 seconds).',
  'invoice.notReference': '“{{typed}}” is neither an invoice number nor an invoice id.',
  'invoice.notReference.hint':
    'Give the number as it is on the invoice (e.g. INV-2026-0001) or its id (org_inv_…).',
  'invoice.several_one': '{{count}} invoice carries the number “{{number}}”.',
  'invoice.several_other': '{{count}} invoices carry the number “{{number}}”.',
  'invoice.several.hint': 'Give the step the invoice id (org_inv_…) instead of the number.',
} as const;

export type WorkflowStepsCopy = typeof workflowStepsEn;
