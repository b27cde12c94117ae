/** The connect page driven over plain HTTP (no browser): cookies and forms by hand. */
import { request } from 'undici';
import type { Stack } from '../support/stack.js';

export interface PageAnswer {
  status: number;
  html: string;
  /** The session cookie the answer set (`enlivy_connect=…`), if any. */
  cookie: string | undefined;
  location: string | undefined;
}

async function answer(res: Awaited<ReturnType<typeof request>>): Promise<PageAnswer> {
  const setCookie = res.headers['set-cookie'];
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  const location = res.headers.location;
  return {
    status: res.statusCode,
    html: await res.body.text(),
    cookie: first?.split(';')[0],
    location: typeof location === 'string' ? location : undefined,
  };
}

export async function getPage(url: string, cookie?: string): Promise<PageAnswer> {
  return answer(await request(url, { headers: cookie ? { cookie } : {} }));
}

export async function postPage(
  url: string,
  fields: Record<string, string>,
  cookie?: string,
): Promise<PageAnswer> {
  return answer(
    await request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

/** Presses Continue on the link's page: spends the link, returns the session cookie. */
export async function openSession(link: string): Promise<string> {
  const opened = await postPage(link, {});
  if (opened.status !== 303 || opened.cookie === undefined)
    throw new Error(`Continue answered ${opened.status}`);
  return opened.cookie;
}

export function csrfOf(html: string): string {
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  if (csrf === undefined) throw new Error('no CSRF value on the page');
  return csrf;
}

export function replaceValueOf(html: string): string | undefined {
  return /name="replace" value="([^"]+)"/.exec(html)?.[1];
}

/** Opens the form with the cookie and posts `fields` with the page's CSRF value. */
export async function submitForm(
  stack: Stack,
  cookie: string,
  fields: Record<string, string>,
): Promise<PageAnswer> {
  const form = await getPage(`${stack.appUrl}/connect`, cookie);
  if (form.status !== 200) throw new Error(`the form answered ${form.status}`);
  return postPage(`${stack.appUrl}/connect`, { csrf: csrfOf(form.html), ...fields }, cookie);
}
