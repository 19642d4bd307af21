/** The build steps' operations on a pre-rendered page, on parse5's tree: the HTML is parsed as a browser
 * parses it, never matched with regular expressions. */
import { type DefaultTreeAdapterTypes, defaultTreeAdapter, parse, serialize } from "parse5";

export type Element = DefaultTreeAdapterTypes.Element;
export type Document = DefaultTreeAdapterTypes.Document;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

export const parseHtml = (html: string): Document => parse(html);
export const serializeHtml = (document: Document): string => serialize(document);

/** Every element of the tree, in document order (template contents left out: nothing runs there). */
export function elements(root: ParentNode): Element[] {
  const found: Element[] = [];
  const walk = (node: ParentNode) => {
    for (const child of node.childNodes) {
      if (!defaultTreeAdapter.isElementNode(child)) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}

export function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

export function setAttribute(element: Element, name: string, value: string): void {
  const existing = element.attrs.find((attr) => attr.name === name);
  if (existing) existing.value = value;
  else element.attrs.push({ name, value });
}

/** The text of a script or style element, exactly as the browser reads it. */
export function textOf(element: Element): string {
  return element.childNodes.map((node) => (defaultTreeAdapter.isTextNode(node) ? node.value : "")).join("");
}

export const remove = (element: Element): void => defaultTreeAdapter.detachNode(element);

/** A new inline <script> with this text, right after `element`. */
export function insertScriptAfter(element: Element, text: string): void {
  const parent = element.parentNode;
  if (!parent) throw new Error("the element is not in a document");
  const script = defaultTreeAdapter.createElement("script", element.namespaceURI, []);
  defaultTreeAdapter.insertText(script, text);
  const next = parent.childNodes[parent.childNodes.indexOf(element) + 1];
  if (next) defaultTreeAdapter.insertBefore(parent, script, next);
  else defaultTreeAdapter.appendChild(parent, script);
}
