// The parsing service's surface for the rest of the server.
export { buildParserApp, PARSER_PREFIX } from './app.ts';
export { loadParserConfig, type ParserConfig } from './config.ts';
export { ParserError, RefusedDocumentError } from './errors.ts';
export { type FeedValidators, type FetchedFeed, fetchFeed } from './feed/fetch-feed.ts';
export type { ParsedFeed } from './feed/parse-feed.ts';
export { type ParserOptions, parserPlugin } from './plugin.ts';
