import { describe, expect, it } from 'vitest';
import type { MailingIntegration } from '../entities/mailing.ts';
import { mailingBlockDefaults, mailingRefusal, newMailingPie } from './mailing-block.ts';

const integration = (id: number): MailingIntegration => ({
  id,
  mailing_service_id: 1,
  account_email: 'owner@example.com',
  service_name: 'Mailchimp',
  service_image_name: null,
});
const lists = [
  { id: 'list-a', name: 'Listeners' },
  { id: 'list-b', name: 'Patrons' },
];

describe('mailing block', () => {
  it('defaults to the first integration and first list with the default texts and an empty tag', () => {
    expect(mailingBlockDefaults([integration(4), integration(9)], lists)).toEqual({
      integration_id: 4,
      mailing_list_id: 'list-a',
      title: 'Join our newsletter!',
      button_text: 'Click to Subscribe',
      success_message: 'Thanks for subscribing!',
      campaign_tag: '',
    });
  });

  it('leaves integration and list empty when there are none yet', () => {
    expect(mailingBlockDefaults([], [])).toMatchObject({
      integration_id: null,
      mailing_list_id: null,
    });
  });

  it('a new mailing block is an unsaved MAILING-LIST block with the defaults', () => {
    const pie = newMailingPie(() => 0, [integration(4)], lists);
    expect(pie).toMatchObject({
      id: -100000,
      main_type: 'MAILING-LIST',
      integration_id: 4,
      title: 'Join our newsletter!',
    });
  });

  it('is refused to a signed-out visitor', () => {
    expect(mailingRefusal({ signedIn: false, integrations: [integration(1)] })).toBe(
      'Please sign in to use this feature.',
    );
  });

  it('is refused until a mailing provider is connected', () => {
    expect(mailingRefusal({ signedIn: true, integrations: [] })).toBe(
      'Please go to integrations page to add a mailing provider to continue.',
    );
    expect(mailingRefusal({ signedIn: true, integrations: [integration(1)] })).toBeNull();
  });
});
