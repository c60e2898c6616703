// Finds elements in an HTML text with parse5 (a real HTML parser: a tag in a comment, a <style> block or an
// attribute value is not taken for one) and edits the text at the places it reports. The text around an
// edit is kept byte for byte, so the prerendered pages are exactly Vite's output with our changes.
import { type DefaultTreeAdapterTypes, parse, parseFragment } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** An element of the text, and where it stands in it. */
export interface SourceElement {
  tagName: string;
  attr(name: string): string | undefined;
  /** From its start tag's '<' to past its end tag (or its start tag, for a void or unclosed element). */
  start: number;
  end: number;
  /** Where its end tag starts: what goes inside it, last, is inserted there. Null without an end tag. */
  endTagStart: number | null;
  /** Whether its start tag is directly followed by its end tag. */
  empty: boolean;
  /** Past the given attribute's value in the start tag. */
  attrEnd(name: string): number;
}

/** A piece of the text, from `start` to `end`, replaced by `text` (an insertion when they are equal). */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

function* walk(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* walk(child);
  if ('content' in node) yield* walk(node.content);
}

function located(element: Element): SourceElement | null {
  const location = element.sourceCodeLocation;
  // Elements the parser implied (an <html> or <body> the text does not write) are nowhere in it.
  if (!location?.startTag) return null;
  const { startTag, endTag } = location;
  return {
    tagName: element.tagName,
    attr: (name) => element.attrs.find((attribute) => attribute.name === name)?.value,
    start: location.startOffset,
    end: endTag?.endOffset ?? startTag.endOffset,
    endTagStart: endTag?.startOffset ?? null,
    empty: endTag?.startOffset === startTag.endOffset,
    attrEnd(name) {
      const attribute = location.attrs?.[name];
      if (!attribute) throw new Error(`<${element.tagName}> has no ${name} attribute`);
      return attribute.endOffset;
    },
  };
}

/** Every element the text writes, in document order; `fragment`: a piece of a <body>, not a document. */
export function elementsIn(html: string, { fragment = false } = {}): SourceElement[] {
  const options = { sourceCodeLocationInfo: true };
  const tree = fragment ? parseFragment(html, options) : parse(html, options);
  return [...walk(tree)].flatMap((element) => located(element) ?? []);
}

/** Where the document's </head> starts: what goes into <head> is inserted there. */
export function headEnd(html: string): number {
  const end = elementsIn(html).find((element) => element.tagName === 'head')?.endTagStart;
  if (end === undefined || end === null) throw new Error('the document has no </head>');
  return end;
}

/** The text with the edits made; they may not overlap. */
export function spliced(html: string, edits: readonly Edit[]): string {
  const ordered = [...edits].sort((a, b) => b.start - a.start || b.end - a.end);
  let result = html;
  let limit = html.length;
  for (const edit of ordered) {
    if (edit.end > limit) throw new Error(`overlapping edits at ${edit.start}..${edit.end}`);
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
    limit = edit.start;
  }
  return result;
}

/** The element's place, with the white space after it (a tag on a line of its own takes its line). */
export function withSpaceAfter(html: string, element: SourceElement): Edit {
  let end = element.end;
  while (end < html.length && /\s/.test(html.charAt(end))) end += 1;
  return { start: element.start, end, text: '' };
}

/** The element's place, with the white space before it. */
export function withSpaceBefore(html: string, element: SourceElement): Edit {
  let start = element.start;
  while (start > 0 && /\s/.test(html.charAt(start - 1))) start -= 1;
  return { start, end: element.end, text: '' };
}
