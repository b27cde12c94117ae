import type { Translator } from '../../../platform/i18n/index.js';
import { escapeHtml as e } from '../../../web/http.js';
import { connectionSay } from '../copy/index.js';
import { layout, type PageHeading, whoLine } from './connect-page.js';

/** The grant covers several organizations: the person picks the one this workspace uses. */
export function organizationPickerPage(
  input: PageHeading & { pending: string; organizations: { id: string; name: string }[] },
  t: Translator,
): string {
  const say = connectionSay(t);
  const choices = input.organizations
    .map(
      (org, i) =>
        `<label class="inline"><input type="radio" name="organization_id" value="${e(org.id)}" required${i === 0 ? ' checked' : ''}> ${e(org.name)} <code>${e(org.id)}</code></label>`,
    )
    .join('\n');
  return layout(
    say('picker.title'),
    `${whoLine(input, t)}<p class="lead">${say('picker.lead', { count: input.organizations.length })}</p>
<form method="post" action="/connect/oauth/organization" id="organization_form">
<input type="hidden" name="pending" value="${e(input.pending)}">
<fieldset>
<legend>${say('picker.legend')}</legend>
${choices}
<button type="submit" class="primary" id="connect_organization" name="action" value="connect">${say('picker.connect')}</button>
<button type="submit" id="cancel_organization" name="action" value="cancel" formnovalidate>${say('picker.cancel')}</button>
</fieldset>
</form>
<p class="note">${say('picker.note', { count: input.minutesLeft })}</p>`,
    t,
  );
}

/**
 * The organization choice was cancelled, or submitted after its minutes: nothing was connected,
 * and the grant was revoked at Enlivy (or, when Enlivy could not be asked, said so).
 */
export function choiceWithdrawnPage(
  input: {
    reason: 'cancelled' | 'expired';
    revoked: boolean;
    reference?: string | undefined;
  },
  t: Translator,
): string {
  const say = connectionSay(t);
  const why = say(input.reason === 'cancelled' ? 'withdrawn.cancelled' : 'withdrawn.expired');
  const grant = input.revoked
    ? say('withdrawn.revoked')
    : say('withdrawn.notRevoked', { reference: e(input.reference ?? '') });
  return layout(
    say('withdrawn.title'),
    `<p class="lead" role="status">${e(why)}</p><p>${grant}</p><p>${say('withdrawn.again')}</p>`,
    t,
  );
}
