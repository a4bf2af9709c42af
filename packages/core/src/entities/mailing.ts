import { z } from 'zod';

export const mailingServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image_name: z.string().nullable(),
});
export type MailingService = z.output<typeof mailingServiceSchema>;

export const mailingIntegrationSchema = z.object({
  id: z.number().int(),
  mailing_service_id: z.number().int(),
  account_email: z.string(),
  service_name: z.string(),
  service_image_name: z.string().nullable(),
});
export type MailingIntegration = z.output<typeof mailingIntegrationSchema>;

export const mailingListSchema = z.object({
  id: z.string(),
  name: z.string(),
});
export type MailingList = z.output<typeof mailingListSchema>;
