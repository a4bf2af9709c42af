import { z } from 'zod';

export const MAILING_FORM_MESSAGES = {
  integration: 'Please choose a mailing provider.',
  list: 'Please choose a mailing list.',
  buttonText: 'Please enter the button text.',
  successMessage: 'Please enter the success message.',
} as const;

const required = (message: string) =>
  z.string({ error: message }).trim().min(1, { message }).max(300);

/** SPEC.md §5 mailing form: integration, list, button text and success message required. */
export const mailingFormSchema = z.object({
  integration_id: z.number({ error: MAILING_FORM_MESSAGES.integration }).int(),
  mailing_list_id: required(MAILING_FORM_MESSAGES.list),
  button_text: required(MAILING_FORM_MESSAGES.buttonText),
  success_message: required(MAILING_FORM_MESSAGES.successMessage),
  title: z.string().trim().max(300).nullable().optional(),
  campaign_tag: z.string().trim().max(200).nullable().optional(),
});
