import { describe, expect, it } from 'vitest';
import {
  EnlivyNetworkError,
  EnlivyServerError,
  EnlivyUnexpectedContentError,
  EnlivyValidationError,
} from '../../../src/enlivy/index.js';
import { mockEnlivy, rejectionOf } from './mock-enlivy.js';

const DOWNLOAD = '/organizations/org_demo/invoices/org_inv_1/download';
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 7), Buffer.from('%%EOF')]);
const PDF_HEADERS = {
  'content-type': 'application/pdf',
  'content-disposition': 'attachment; filename="INV-0001.pdf"',
  'content-length': String(PDF.length),
};

async function collect(body: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe('invoices.download', () => {
  it('streams the PDF bytes with type=pdf&locale=auto by default', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', DOWNLOAD, { body: PDF, headers: PDF_HEADERS });
    const file = await enlivy.client.invoices.download('org_demo', 'org_inv_1');
    expect(file.contentType).toBe('application/pdf');
    expect(file.contentLength).toBe(PDF.length);
    expect(file.filename).toBe('INV-0001.pdf');
    expect((await collect(file.body)).equals(PDF)).toBe(true);
    expect(enlivy.requests[0]?.query).toBe('type=pdf&locale=auto');
    expect(enlivy.requests[0]?.headers.accept).toBe('application/json');
  });

  it('passes a locale and falls back to a generated filename', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', DOWNLOAD, {
      body: PDF,
      headers: { 'content-type': 'application/pdf; charset=binary' },
    });
    const file = await enlivy.client.invoices.download('org_demo', 'org_inv_1', { locale: 'ro' });
    expect(file.filename).toBe('invoice-org_inv_1.pdf');
    expect(file.contentLength).toBeUndefined();
    expect(enlivy.requests[0]?.query).toBe('type=pdf&locale=ro');
    await collect(file.body);
  });

  it('turns a JSON 422 (draft invoice) into EnlivyValidationError', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', DOWNLOAD, {
      status: 422,
      body: {
        message: 'Only finalized invoices can be downloaded.',
        errors: { invoice: ['Not finalized.'] },
      },
    });
    const err = await rejectionOf(enlivy.client.invoices.download('org_demo', 'org_inv_1'));
    expect(err).toBeInstanceOf(EnlivyValidationError);
    expect(err.message).toBe('Only finalized invoices can be downloaded.');
    expect((err as EnlivyValidationError).fieldErrors).toEqual({ invoice: ['Not finalized.'] });
  });

  it('refuses a 200 text/html answer', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', DOWNLOAD, {
      body: '<html>login</html>',
      headers: { 'content-type': 'text/html' },
    });
    const err = await rejectionOf(enlivy.client.invoices.download('org_demo', 'org_inv_1'));
    expect(err).toBeInstanceOf(EnlivyUnexpectedContentError);
    expect((err as EnlivyUnexpectedContentError).contentType).toBe('text/html');
    expect(err.message).not.toContain('login');
  });

  it('refuses a 200 JSON answer', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', DOWNLOAD, { body: { data: { url: 'https://x' } } });
    const err = await rejectionOf(enlivy.client.invoices.download('org_demo', 'org_inv_1'));
    expect(err).toBeInstanceOf(EnlivyUnexpectedContentError);
    expect((err as EnlivyUnexpectedContentError).contentType).toBe('application/json');
  });

  it('does not retry an HTTP error', async () => {
    const enlivy = mockEnlivy();
    enlivy.on('GET', DOWNLOAD, { status: 503, body: {}, times: 3 });
    await expect(enlivy.client.invoices.download('org_demo', 'org_inv_1')).rejects.toBeInstanceOf(
      EnlivyServerError,
    );
    expect(enlivy.requests).toHaveLength(1);
  });

  it('retries a connection failure', async () => {
    const enlivy = mockEnlivy();
    enlivy.failConnection('GET', DOWNLOAD, 1);
    enlivy.on('GET', DOWNLOAD, { body: PDF, headers: PDF_HEADERS });
    const file = await enlivy.client.invoices.download('org_demo', 'org_inv_1');
    expect((await collect(file.body)).length).toBe(PDF.length);
    expect(enlivy.sleeps).toHaveLength(1);
  });

  it('gives up on connection failures after 2 retries', async () => {
    const enlivy = mockEnlivy();
    enlivy.failConnection('GET', DOWNLOAD, 3);
    await expect(enlivy.client.invoices.download('org_demo', 'org_inv_1')).rejects.toBeInstanceOf(
      EnlivyNetworkError,
    );
    expect(enlivy.sleeps).toHaveLength(2);
  });
});
