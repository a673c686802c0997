import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';
import type { UblCheckFailure } from '../ubl/prepared-document.ts';
import { NS } from '../ubl/ubl-common.ts';

const select = xpath.useNamespaces({ cac: NS.cac, cbc: NS.cbc, ext: NS.ext, sac: NS.sac, ds: NS.ds });

/** A parsed document and the queries the checks ask of it. */
export type Parsed = {
  root: Element;
  /** Elements matching an XPath (prefixes cac, cbc, ext, sac, ds), relative to `context` or the root. */
  all: (expression: string, context?: Node) => Element[];
  /** The trimmed text of the first match (element or attribute), undefined when nothing matches. */
  value: (expression: string, context?: Node) => string | undefined;
};

const isElement = (n: unknown): n is Element =>
  typeof n === 'object' && n !== null && (n as Node).nodeType === 1;

/** Parses with @xmldom/xmldom; undefined for a document that is not well-formed XML. */
export const parseXml = (xml: string): Parsed | undefined => {
  let doc: Document;
  try {
    doc = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(xml, 'text/xml') as unknown as Document;
  } catch {
    return undefined;
  }
  const root = doc.documentElement;
  if (!root) return undefined;
  const nodes = (expression: string, context?: Node): Node[] => {
    const found = select(expression, context ?? root);
    return Array.isArray(found) ? found : [];
  };
  const all = (expression: string, context?: Node): Element[] => nodes(expression, context).filter(isElement);
  const value = (expression: string, context?: Node) => {
    const first = nodes(expression, context)[0];
    // An attribute's text is its nodeValue; an element's, its textContent.
    return (first?.nodeType === 2 ? first.nodeValue : first?.textContent)?.trim();
  };
  return { root, all, value };
};

/** The element children of a node. */
export const childElements = (node: Element): Element[] => Array.from(node.childNodes).filter(isElement);

/** `/Invoice/cac:InvoiceLine[2]/cbc:ID`: where a failure is, with an index where siblings share a name. */
export const pathOf = (node: Element): string => {
  const parts: string[] = [];
  let current: Element | null = node;
  while (current) {
    const parent: Node | null = current.parentNode;
    const name = current.nodeName;
    if (parent && isElement(parent)) {
      const same = childElements(parent).filter((c) => c.nodeName === name);
      parts.unshift(same.length > 1 ? `${name}[${same.indexOf(current) + 1}]` : name);
      current = parent;
    } else {
      parts.unshift(name);
      current = null;
    }
  }
  return `/${parts.join('/')}`;
};

/** Collects failures as the checks find them. */
export type Report = {
  failures: UblCheckFailure[];
  fail: (rule: string, path: string, message: string) => void;
};

export const newReport = (): Report => {
  const failures: UblCheckFailure[] = [];
  return { failures, fail: (rule, path, message) => failures.push({ rule, path, message }) };
};
