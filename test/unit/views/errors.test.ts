import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../../src/core/error-views.js';
import { toUserError } from '../../../src/core/errors/user-error.js';
import { EnlivyTimeoutError } from '../../../src/enlivy/index.js';
import { AppError } from '../../../src/platform/app-error.js';

describe('error message', () => {
  it('escapes what came from outside in both the blocks and the fallback text', () => {
    const message = errorMessage({
      title: 'Which one did you mean?',
      message: '“<!here> AR” matches 2 destinations.',
      hint: 'Type more of the name, or use the id.',
      reference: 'E-ABC123',
      fields: { name: '<https://evil.example|x>' },
    });
    expect(message.text).toContain('&lt;!here&gt; AR');
    expect(message.text).not.toContain('<!here>');
    expect(JSON.stringify(message.blocks)).not.toContain('<!here>');
    expect(JSON.stringify(message.blocks)).not.toContain('<https://evil');
    expect(message.text).toContain('(ref E-ABC123)');
  });

  it('one voice: no "?." after a question, the reference once, hints escaped', () => {
    const message = errorMessage(
      toUserError(
        new AppError('ambiguous', '“ar” matches 2 destinations.', { hint: 'Type more.' }),
        'E-ABC123',
      ),
    );
    expect(message.text).not.toContain('?.');
    const internal = errorMessage(toUserError(new Error('boom'), 'E-ABC123'));
    const rendered = JSON.stringify(internal.blocks);
    expect(rendered.split('E-ABC123')).toHaveLength(2);
    expect(internal.text.split('E-ABC123')).toHaveLength(2);
    const hinted = errorMessage({
      title: 'Not found',
      message: 'No invoice `x`.',
      hint: 'Find it with `/enlivy search <number or customer>`.',
    });
    expect(JSON.stringify(hinted.blocks)).toContain('&lt;number or customer&gt;');
    expect(hinted.text).toContain('&lt;number or customer&gt;');
  });

  it('a timeout says so once, not "Could not reach Enlivy. Could not reach Enlivy"', () => {
    const message = errorMessage(toUserError(new EnlivyTimeoutError('t', 2_000), 'E-ABC123'));
    expect(message.text.match(/Could not reach Enlivy/g)).toHaveLength(1);
  });
});
