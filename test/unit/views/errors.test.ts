import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../../src/views/errors.js';

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
});
