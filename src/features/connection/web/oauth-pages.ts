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
<button type="submit" class="primary" id="connect_organization">Connect this organization</button>
</fieldset>
</form>
<p class="note">This choice works for ${input.minutesLeft} more minute(s).</p>`,
  );
}
