// The parsing service's surface for the rest of the server.
export { PARSER_PREFIX } from './app.ts';
export { importFailure, readBioPage } from './bio/read-bio-page.ts';
export { RefusedDocumentError } from './errors.ts';
export { type FeedValidators, type FetchedFeed, fetchFeed } from './feed/fetch-feed.ts';
export { parserPlugin, parserServicesFor } from './plugin.ts';
export { parsingFor } from './shared/parse-lane.ts';
