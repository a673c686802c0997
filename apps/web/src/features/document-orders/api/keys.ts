/** Query keys of the document-orders feature; everything under it is refreshed after a change. */
export const DOCUMENT_ORDERS_QUERY_KEY = ['document-orders'] as const;
