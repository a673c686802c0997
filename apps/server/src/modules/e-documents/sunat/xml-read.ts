import { DOMParser, type Document, type Node, onErrorStopParsing } from '@xmldom/xmldom';
import xpath from 'xpath';

/** The UBL 2.1 namespaces SUNAT's documents and CDRs use. */
export const UBL_NS = {
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ar: 'urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
} as const;

/** Parses XML, refusing what is not well-formed (xmldom would otherwise go on after an error). */
export const parseXml = (xml: string): Document =>
  new DOMParser({ onError: onErrorStopParsing }).parseFromString(xml, 'text/xml');

const select = xpath.useNamespaces(UBL_NS);

// xpath's typings name the DOM's Node; xmldom's nodes are structurally the same.
type XpathNode = Parameters<typeof select>[1];
const asXpath = (node: Node) => node as unknown as XpathNode;

/** Every node an expression selects. */
export const nodes = (expression: string, node: Node): Node[] => {
  const found = select(expression, asXpath(node));
  return Array.isArray(found) ? (found as unknown as Node[]) : [];
};

/** The trimmed text of the first node an expression selects, '' when there is none. */
export const text = (expression: string, node: Node): string =>
  (nodes(expression, node)[0]?.textContent ?? '').trim();

/** Same, for documents whose elements are read whatever their prefix (SOAP answers). */
export const localText = (name: string, node: Node): string => text(`//*[local-name()='${name}']`, node);
