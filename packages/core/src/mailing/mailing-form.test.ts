import { describe, expect, it } from 'vitest';
import { mailingFormSchema } from './mailing-form.ts';

const valid = {
  integration_id: 1,
  mailing_list_id: 'list-a',
  button_text: 'Click to Subscribe',
  success_message: 'Thanks for subscribing!',
};
const messages = (input: unknown) => {
  const result = mailingFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('mailing form: integration, list, button text and success message required', () => {
  it('accepts a form without title or tag', () => {
    expect(messages(valid)).toEqual([]);
    expect(messages({ ...valid, title: null, campaign_tag: '' })).toEqual([]);
  });

  it('names each missing required field', () => {
    expect(messages({})).toEqual([
      'Please choose a mailing provider.',
      'Please choose a mailing list.',
      'Please enter the button text.',
      'Please enter the success message.',
    ]);
    expect(messages({ ...valid, button_text: '   ' })).toEqual(['Please enter the button text.']);
  });
});
