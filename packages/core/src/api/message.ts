import { z } from 'zod';

/**
 * A done message: DELETE /v1/projects/:id, the opt-out link, mailing connect and disconnect.
 * `message` is English for programs and logs; `key`, when the server words the message from the
 * dictionaries, is what the app shows in the reader's language.
 */
export const messageAnswerSchema = z.object({
  message: z.string(),
  key: z.string().optional().describe('Translation key of the message, for the app'),
});
export type MessageAnswer = z.output<typeof messageAnswerSchema>;
