// What the prerender does to Vite's index.html to make a page of it, one edit per function, each failing the
// build when the document lacks what it edits: a page shipped without its title, styles or script is worse
// than no build. The elements are found by an HTML parser (html-source.ts).
import { FIRST_SCREEN_END_ID } from '../../src/web/shared/bootIds.ts';
import { type Edit, elementsIn, headEnd, spliced, withSpaceAfter, withSpaceBefore } from './html-source.ts';

const isStyleSheetLink = (rel: string | undefined) => rel === 'stylesheet';
const isModuleScript = (tagName: string, type: string | undefined) =>
  tagName === 'script' && type === 'module';

/** The text inserted at the end of <head>. */
export function intoHead(html: string, tags: string): string {
  const at = headEnd(html);
  return spliced(html, [{ start: at, end: at, text: tags }]);
}

/**
 * Each `<link rel="stylesheet">` of the build swapped for a `<style>` block holding that sheet: no request
 * blocks the first paint (docs/decisions/023). `readSheet` reads a file of the build by its path.
 */
export function withInlineStyles(html: string, readSheet: (file: string) => string): string {
  const edits: Edit[] = elementsIn(html)
    .filter((element) => element.tagName === 'link' && isStyleSheetLink(element.attr('rel')))
    .map((link) => {
      const href = link.attr('href') ?? '';
      if (!/^\/[^/].*\.css$/.test(href)) throw new Error(`style sheet ${href} is not a file of the build`);
      const css = readSheet(href.slice(1));
      // A sheet cannot end the <style> block early: Tailwind's output has no '</style'.
      if (/<\/style/i.test(css)) throw new Error(`${href} holds '</style'`);
      return { start: link.start, end: link.end, text: `<style>${css}</style>` };
    });
  if (edits.length === 0) throw new Error('no style sheet link to inline');
  return spliced(html, edits);
}

const HOISTABLE = new Set(['title', 'meta', 'link']);

/** React emits the page's <title>, <meta> and <link> first; they belong in <head>. */
export function splitHoistables(rendered: string): { head: string; body: string; hasTitle: boolean } {
  let end = 0;
  let hasTitle = false;
  for (const element of elementsIn(rendered, { fragment: true })) {
    if (element.start !== end || !HOISTABLE.has(element.tagName)) break;
    end = element.end;
    hasTitle ||= element.tagName === 'title';
  }
  return { head: rendered.slice(0, end), body: rendered.slice(end), hasTitle };
}

/**
 * The shell's own title gives way to the page's, and its description (marked data-shell-meta in
 * index.html) too when the page has one: a page without keeps the site's.
 */
export function withoutShellMeta(shell: string, pageHead: string): string {
  const elements = elementsIn(shell);
  const title = elements.find((element) => element.tagName === 'title');
  const pageDescribes = elementsIn(pageHead, { fragment: true }).some(
    (element) => element.tagName === 'meta' && element.attr('name') === 'description',
  );
  const shellMeta = pageDescribes
    ? elements.filter(
        (element) => element.tagName === 'meta' && element.attr('data-shell-meta') !== undefined,
      )
    : [];
  return spliced(
    shell,
    [...(title ? [title] : []), ...shellMeta].map((element) => withSpaceAfter(shell, element)),
  );
}

/**
 * The shell without the single-page app's script, modulepreloads and style sheet, each with the white space
 * before it, for a page that loads an entry of its own. The shell's own tags are found, or the build fails.
 */
export function withoutAppTags(shell: string): string {
  const elements = elementsIn(shell);
  const appTags = elements.filter(
    (element) =>
      isModuleScript(element.tagName, element.attr('type')) ||
      (element.tagName === 'link' && ['modulepreload', 'stylesheet'].includes(element.attr('rel') ?? '')),
  );
  const otherScripts = elements.filter(
    (element) => element.tagName === 'script' && !appTags.includes(element),
  );
  if (appTags.length === 0 || otherScripts.length > 0) {
    throw new Error('index.html does not have the script and link tags Vite writes');
  }
  return spliced(
    shell,
    appTags.map((element) => withSpaceBefore(shell, element)),
  );
}

/**
 * The shell around a page's markup (as its renderer emits it, head tags first): the head tags moved into
 * <head> in place of the shell's, the markup into the empty `<div id="root">`, `afterRoot` right after it.
 */
export function fillShell(shell: string, rendered: string, afterRoot = ''): string {
  const { head, body, hasTitle } = splitHoistables(rendered);
  if (!hasTitle) throw new Error('the page rendered no <title>');
  const document = withoutShellMeta(shell, head);
  const root = elementsIn(document).find((element) => element.attr('id') === 'root');
  if (!root?.empty || root.endTagStart === null) {
    throw new Error('index.html has no empty <div id="root"></div> to fill');
  }
  const at = headEnd(document);
  return spliced(document, [
    { start: at, end: at, text: head },
    { start: root.endTagStart, end: root.endTagStart, text: body },
    { start: root.end, end: root.end, text: afterRoot },
  ]);
}

/**
 * The shell's render-blocking hint waits for the home page's first-screen marker (Hero.tsx); a document
 * without that element drops it, as the browser would otherwise warn on every page that it never came
 * (and paints at the end of the parse anyway).
 */
export function withoutUnmetRenderHint(html: string): string {
  const elements = elementsIn(html);
  const hint = elements.find(
    (element) =>
      element.tagName === 'link' && element.attr('rel') === 'expect' && element.attr('blocking') === 'render',
  );
  if (!hint) throw new Error('index.html has no render-blocking hint to drop');
  if (hint.attr('href') !== `#${FIRST_SCREEN_END_ID}`) {
    throw new Error(
      `index.html's render-blocking hint waits for ${hint.attr('href')}, not #${FIRST_SCREEN_END_ID}`,
    );
  }
  if (elements.some((element) => element.attr('id') === FIRST_SCREEN_END_ID)) return html;
  return spliced(html, [withSpaceAfter(html, hint)]);
}

/**
 * Scripts and their modulepreloads fetched at low priority: a module script never blocks the first paint,
 * and the page's content is already in the HTML, so the browser (and Lighthouse's simulation, which
 * counts a high-priority script finished before the first paint as blocking it) puts the content first.
 */
export function withLowPriorityScripts(html: string): string {
  const edits = elementsIn(html).flatMap((element): Edit[] => {
    if (element.attr('fetchpriority') !== undefined) return [];
    const attribute = isModuleScript(element.tagName, element.attr('type'))
      ? 'type'
      : element.tagName === 'link' && element.attr('rel') === 'modulepreload'
        ? 'rel'
        : null;
    if (!attribute) return [];
    const at = element.attrEnd(attribute);
    return [{ start: at, end: at, text: ' fetchpriority="low"' }];
  });
  return spliced(html, edits);
}
