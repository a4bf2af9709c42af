import type { Mail } from '../../lib/mailer.ts';

/**
 * The mail telling an owner a webhook endpoint was turned off. English, like the health alerts:
 * accounts keep no language yet.
 */
export function endpointOffMail(page: {
  url: string;
  slug: string;
  settingsUrl: string;
}): Pick<Mail, 'subject' | 'text'> {
  return {
    subject: `A webhook of your page ${page.slug} was turned off`,
    text: [
      `Podpie could not deliver events to ${page.url} for three days, so this webhook was turned off.`,
      'Nothing more is sent to it. Once the endpoint answers again, add it again in the settings of your page:',
      page.settingsUrl,
    ].join('\n\n'),
  };
}
