import { escapeHtml as e } from '../../../web/http.js';
import { layout, type PageHeading, whoLine } from './connect-page.js';

/** The grant covers several organizations: the person picks the one this workspace uses. */
export function organizationPickerPage(
  input: PageHeading & { pending: string; organizations: { id: string; name: string }[] },
): string {
  const choices = input.organizations
    .map(
      (org, i) =>
        `<label class="inline"><input type="radio" name="organization_id" value="${e(org.id)}" required${i === 0 ? ' checked' : ''}> ${e(org.name)} <code>${e(org.id)}</code></label>`,
    )
    .join('\n');
  return layout(
    'Choose the organization',
    `${whoLine(input)}<p class="lead">You gave the app access to ${input.organizations.length} Enlivy organizations. Choose the one this Slack workspace will use.</p>
<form method="post" action="/connect/oauth/organization" id="organization_form">
<input type="hidden" name="pending" value="${e(input.pending)}">
<fieldset>
<legend>Organization</legend>
${choices}
<button type="submit" class="primary" id="connect_organization" name="action" value="connect">Connect this organization</button>
<button type="submit" id="cancel_organization" name="action" value="cancel" formnovalidate>Cancel</button>
</fieldset>
</form>
<p class="note">This choice works for ${input.minutesLeft} more minute(s). Cancel, or a choice left unmade, withdraws the access you gave the app on Enlivy.</p>`,
  );
}

/**
 * The organization choice was cancelled, or submitted after its minutes: nothing was connected,
 * and the grant was revoked at Enlivy (or, when Enlivy could not be asked, said so).
 */
export function choiceWithdrawnPage(input: {
  reason: 'cancelled' | 'expired';
  revoked: boolean;
  reference?: string | undefined;
}): string {
  const why =
    input.reason === 'cancelled'
      ? 'You cancelled the choice of organization, so nothing was connected or stored.'
      : 'This choice of organization expired (it works for 10 minutes), so nothing was connected or stored.';
  const grant = input.revoked
    ? 'The access you gave the app on Enlivy was withdrawn.'
    : `The access you gave the app on Enlivy could not be withdrawn just now (reference <code>${e(input.reference ?? '')}</code>); ask an Enlivy admin to revoke it.`;
  return layout(
    'Nothing was connected',
    `<p class="lead" role="status">${e(why)}</p><p>${grant}</p><p>Run <code>/enlivy connect</code> in Slack to start again.</p>`,
  );
}
