/**
 * Crawlers, link unfurlers, monitors and scripted clients: they fetch pages (some run the
 * beacon) but are not visitors. An empty agent is a script too.
 */
const BOT_AGENT =
  /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|skypeuripreview|discord|slack|vkshare|pinterest|bitlybot|lighthouse|pagespeed|headless|phantomjs|puppeteer|prerender|preview|monitor|uptime|curl|wget|python-requests|python-urllib|httpclient|okhttp|go-http-client|java\/|libwww|axios|node-fetch|undici|scrapy/i;

/** True for a user agent of a known bot, crawler or scripted client. */
export function isBotAgent(userAgent: string | undefined): boolean {
  const agent = userAgent?.trim() ?? '';
  return agent === '' || BOT_AGENT.test(agent);
}

/** True when the browser fetched speculatively (prefetch or prerender), not for a visitor. */
export function isPrefetch(headers: Readonly<Record<string, string | string[] | undefined>>) {
  const purpose = [headers['sec-purpose'], headers.purpose, headers['x-moz'], headers['x-purpose']]
    .flat()
    .filter((value): value is string => typeof value === 'string')
    .join(' ')
    .toLowerCase();
  return (
    purpose.includes('prefetch') || purpose.includes('preview') || purpose.includes('prerender')
  );
}
