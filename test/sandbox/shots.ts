/**
 * `npm run sandbox:shots`: the sandbox's story photographed at 1280×800 into
 * test/sandbox/screenshots/ (linked from the README), with Debian's chromium.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../integration/support/browser.js';
import { foreignSettings, refusalMessage } from './guard.js';
import { startSandbox } from './sandbox.js';
import * as scene from './scenes.js';

const OUT = path.join(import.meta.dirname, 'screenshots');

const STORY: [string, (p: scene.SandboxPage) => Promise<unknown>][] = [
  ['01-list', scene.listCards],
  ['02-paused-with-receipt', scene.pauseFromCard],
  ['03-subscribe-form', scene.fillSubscribeForm],
  ['04-subscribed', scene.submitSubscribe],
  [
    '05-delivery-log',
    async (p) => {
      await scene.closeModals(p);
      return scene.openFailedLog(p);
    },
  ],
  ['06-inspect-stacked', scene.inspectFirst],
  [
    '07-viewer-refused',
    async (p) => {
      await scene.closeModals(p);
      return scene.viewerPause(p);
    },
  ],
  ['08-enlivy-posts-invoice-paid', scene.fireInvoicePaid],
  ['09-app-home', scene.openHome],
  ['10-enlivy-answers-500', scene.listWhileEnlivyFails],
];

async function main(): Promise<void> {
  const found = foreignSettings(process.env);
  if (found.length > 0) throw new Error(refusalMessage(found));
  mkdirSync(OUT, { recursive: true });
  const browser = await launchChromium();
  const sandbox = await startSandbox({ port: 0 }).catch(async (error: unknown) => {
    await browser.close();
    throw error;
  });
  try {
    const page = await scene.SandboxPage.open(browser, sandbox);
    for (const [name, step] of STORY) {
      await step(page);
      const file = path.join(OUT, `${name}.png`);
      await page.shot(file);
      console.log(path.relative(process.cwd(), file));
    }
  } finally {
    await browser.close();
    await sandbox.stop();
  }
}

main().catch((error: unknown) => {
  console.error('sandbox:shots failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
