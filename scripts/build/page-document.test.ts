import { describe, expect, it } from 'vitest';
import { elementsIn, spliced } from './html-source.ts';
import {
  fillShell,
  intoHead,
  withInlineStyles,
  withLowPriorityScripts,
  withoutAppTags,
  withoutUnmetRenderHint,
} from './page-document.ts';

/** Vite's index.html in small: the shell's meta, the hint, the app's script, preload and style sheet. */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <!-- <title>not this one</title> -->
    <title>Site title</title>
    <meta name="description" data-shell-meta content="The site" />
    <link rel="icon" href="/favicon.svg" />
    <link rel="expect" href="#first-screen-end" blocking="render" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/boot-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/styles-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const CSS = 'body{color:red}';
const readSheet = (file: string) => {
  if (file !== 'assets/styles-abc.css') throw new Error(`no ${file}`);
  return CSS;
};

describe('finding elements in HTML', () => {
  it('takes no tag in a comment, a <style> block or an attribute for an element', () => {
    const html = '<style>a::after{content:"<b>"}</style><!-- <i> --><p title="<u>">x</p>';
    expect(elementsIn(html, { fragment: true }).map((element) => element.tagName)).toEqual(['style', 'p']);
  });

  it('edits the text at the places given and keeps the rest byte for byte', () => {
    expect(
      spliced('abcdef', [
        { start: 4, end: 5, text: 'E' },
        { start: 1, end: 1, text: '+' },
      ]),
    ).toBe('a+bcdEf');
    expect(() =>
      spliced('abcdef', [
        { start: 1, end: 4, text: '' },
        { start: 2, end: 3, text: '' },
      ]),
    ).toThrow(/overlapping/);
  });
});

describe("the prerender's edits of the shell", () => {
  it('inlines each style sheet link of the build as a <style> block', () => {
    const inlined = withInlineStyles(SHELL, readSheet);
    expect(inlined).toContain(`<style>${CSS}</style>`);
    expect(inlined).not.toContain('rel="stylesheet"');
    expect(inlined.replace(`<style>${CSS}</style>`, '')).toBe(
      SHELL.replace('<link rel="stylesheet" crossorigin href="/assets/styles-abc.css">', ''),
    );
  });

  it('fails without a style sheet to inline, or with one that would end its <style> early', () => {
    expect(() => withInlineStyles('<html><head></head></html>', readSheet)).toThrow(
      'no style sheet link to inline',
    );
    expect(() => withInlineStyles(SHELL, () => 'a{}</style><script>')).toThrow("holds '</style'");
  });

  it("swaps the app's script and links for another entry's", () => {
    const light = intoHead(withoutAppTags(SHELL), '<script type="module" src="/assets/home.js"></script>');
    expect(light).not.toContain('index-abc.js');
    expect(light).not.toContain('boot-abc.js');
    expect(light).not.toContain('styles-abc.css');
    expect(light).toContain('<link rel="icon" href="/favicon.svg" />');
    expect(light).toContain('<script type="module" src="/assets/home.js"></script></head>');
  });

  it('fails on a shell without the tags Vite writes, or with a script it does not know', () => {
    const message = 'index.html does not have the script and link tags Vite writes';
    expect(() => withoutAppTags('<html><head></head><body></body></html>')).toThrow(message);
    expect(() => withoutAppTags(SHELL.replace('</body>', '<script>alert(1)</script></body>'))).toThrow(
      message,
    );
  });

  it("moves the page's head tags into <head> in place of the shell's, and its markup into #root", () => {
    const rendered =
      '<title>Terms</title><meta name="description" content="Our terms"/><main>Terms text</main>';
    const page = fillShell(SHELL, rendered, '<script type="application/json" id="x">[]</script>');
    expect(page).toContain('<!-- <title>not this one</title> -->');
    expect(page).not.toContain('<title>Site title</title>');
    expect(page).not.toContain('data-shell-meta');
    expect(page).toContain('<title>Terms</title><meta name="description" content="Our terms"/></head>');
    expect(page).toContain(
      '<div id="root"><main>Terms text</main></div><script type="application/json" id="x">[]</script>',
    );
  });

  it("keeps the site's description for a page without one", () => {
    const page = fillShell(SHELL, '<title>Booking</title><main>Book</main>');
    expect(page).toContain('data-shell-meta');
    expect(page).toContain('<title>Booking</title></head>');
  });

  it('fails for a page that rendered no title, or a shell without an empty root', () => {
    expect(() => fillShell(SHELL, '<main>No title</main>')).toThrow('the page rendered no <title>');
    expect(() => fillShell(SHELL.replace('<div id="root"></div>', ''), '<title>T</title>')).toThrow(
      'index.html has no empty <div id="root"></div> to fill',
    );
  });

  it("keeps the render-blocking hint on the page with the first screen's end, and drops it elsewhere", () => {
    const home = SHELL.replace(
      '<div id="root"></div>',
      '<div id="root"><span id="first-screen-end"></span></div>',
    );
    expect(withoutUnmetRenderHint(home)).toBe(home);
    const other = withoutUnmetRenderHint(SHELL);
    expect(other).not.toContain('rel="expect"');
    expect(other).toContain('<link rel="icon" href="/favicon.svg" />\n    <script');
  });

  it("fails when the hint is gone or waits for another element than Hero.tsx's", () => {
    expect(() => withoutUnmetRenderHint(SHELL.replace(/<link rel="expect"[^>]*>/, ''))).toThrow(
      'index.html has no render-blocking hint to drop',
    );
    expect(() => withoutUnmetRenderHint(SHELL.replace('#first-screen-end', '#elsewhere'))).toThrow(
      'waits for #elsewhere',
    );
  });

  it('fetches module scripts and their preloads at low priority, unless they say otherwise', () => {
    const low = withLowPriorityScripts(
      SHELL.replace('</head>', '<link rel="modulepreload" fetchpriority="high" href="/x.js"></head>'),
    );
    expect(low).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">',
    );
    expect(low).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/boot-abc.js">',
    );
    expect(low).toContain('<link rel="modulepreload" fetchpriority="high" href="/x.js">');
    expect(low).not.toContain('rel="stylesheet" fetchpriority');
  });
});
