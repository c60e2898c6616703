import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { EARLY_EVENTS_KEY, PAGE_SCRIPTS_ID } from '../../src/web/shared/bootIds.ts';
import { inlineLoaderScript } from './inline-loader.ts';

describe('the inline loader as the build writes it', () => {
  it('is a classic script whose CSP hash is that of its very text', async () => {
    const { text, hash } = await inlineLoaderScript();
    expect(hash).toBe(`sha256-${createHash('sha256').update(text).digest('base64')}`);
    expect(text).not.toMatch(/<\/script|<!--|^\s*(import|export)\s/im);
  });

  it("queues what the visitor does, then adds the page's scripts, run in a page as a browser runs it", async () => {
    const { text } = await inlineLoaderScript();
    const scripts = { entry: '/assets/entry-abc.js', preload: ['/assets/boot-def.js'] };
    const page = new JSDOM(
      `<!doctype html><head><script type="application/json" id="${PAGE_SCRIPTS_ID}">${JSON.stringify(scripts)}</script><script>${text}</script></head><body><form><button>Send</button></form></body>`,
      { runScripts: 'dangerously', pretendToBeVisual: true },
    );
    const { document } = page.window;
    document.querySelector('button')?.click();
    const queue = (page.window as unknown as Record<string, { events: Event[] }>)[EARLY_EVENTS_KEY];
    expect(queue?.events.map((event) => event.type)).toEqual(['click', 'submit']);
    await expect
      .poll(() =>
        [...document.head.querySelectorAll('[src], [rel="modulepreload"]')].map((node) => node.outerHTML),
      )
      .toEqual([
        '<link rel="modulepreload" crossorigin="" href="/assets/boot-def.js">',
        '<script type="module" crossorigin="" src="/assets/entry-abc.js"></script>',
      ]);
    page.window.close();
  });
});
