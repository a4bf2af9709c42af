// Reading schema.org JSON-LD as found in the wild: a node, an array of nodes, or an @graph;
// values that are strings, objects, or arrays of either.

export type JsonLdNode = Record<string, unknown>;

const isNode = (value: unknown): value is JsonLdNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every node of every block, @graph and top-level arrays flattened. */
export const jsonLdNodes = (blocks: unknown[]): JsonLdNode[] => {
  const nodes: JsonLdNode[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 4) return;
    if (Array.isArray(value)) {
      for (const entry of value) visit(entry, depth + 1);
      return;
    }
    if (!isNode(value)) return;
    nodes.push(value);
    if (value['@graph'] !== undefined) visit(value['@graph'], depth + 1);
  };
  for (const block of blocks) visit(block, 0);
  return nodes;
};

export const typesOf = (node: JsonLdNode): string[] => {
  const type = node['@type'];
  const list = Array.isArray(type) ? type : [type];
  return list.filter((entry): entry is string => typeof entry === 'string');
};

// The node describing the page itself, by how specific its type is.
const MAIN_TYPES = [
  'VideoObject',
  'PodcastEpisode',
  'PodcastSeries',
  'Episode',
  'AudioObject',
  'NewsArticle',
  'BlogPosting',
  'Article',
  'Product',
  'Event',
  'Recipe',
  'Book',
  'Movie',
  'MusicRecording',
  'WebPage',
];
const CONTEXT_TYPES = new Set([
  'BreadcrumbList',
  'ListItem',
  'WebSite',
  'SearchAction',
  'Organization',
  'Person',
  'ImageObject',
]);

export const mainNode = (nodes: JsonLdNode[]): JsonLdNode | null => {
  for (const type of MAIN_TYPES) {
    const match = nodes.find((node) => typesOf(node).includes(type));
    if (match) return match;
  }
  return (
    nodes.find(
      (node) =>
        !typesOf(node).some((type) => CONTEXT_TYPES.has(type)) &&
        (node.name !== undefined || node.headline !== undefined),
    ) ?? null
  );
};

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** A plain value: a string, a number, {@value}, or an object's name. */
export const textOf = (value: unknown): string | null => {
  const entry = first(value);
  if (typeof entry === 'string') return entry.trim() || null;
  if (typeof entry === 'number') return String(entry);
  if (isNode(entry)) return textOf(entry['@value'] ?? entry.name);
  return null;
};

export const imageOf = (value: unknown): string | null => {
  const entry = first(value);
  if (typeof entry === 'string') return entry.trim() || null;
  if (isNode(entry)) return imageOf(entry.url ?? entry.contentUrl ?? entry['@id']);
  return null;
};

/** One or several authors, as names joined with commas. */
export const namesOf = (value: unknown): string | null => {
  const list = Array.isArray(value) ? value : [value];
  const names = list.map((entry) => textOf(entry)).filter((name) => name !== null);
  return names.length > 0 ? names.join(', ') : null;
};

export const priceOf = (offers: unknown): string | null => {
  const offer = first(offers);
  if (!isNode(offer)) return null;
  const amount = textOf(offer.price ?? offer.lowPrice);
  if (!amount) return null;
  const currency = textOf(offer.priceCurrency);
  return currency ? `${amount} ${currency}` : amount;
};

export const nodeField = (node: JsonLdNode | null, key: string): unknown =>
  node ? node[key] : undefined;

export const publisherOf = (node: JsonLdNode | null, nodes: JsonLdNode[]): JsonLdNode | null => {
  const publisher = first(nodeField(node, 'publisher'));
  if (isNode(publisher)) {
    // A reference ({"@id": ...}) points at a node elsewhere in the graph.
    const id = publisher['@id'];
    const resolved = typeof id === 'string' ? nodes.find((entry) => entry['@id'] === id) : null;
    return resolved ?? publisher;
  }
  return nodes.find((entry) => typesOf(entry).includes('Organization')) ?? null;
};
