import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';

export const errorCodeSchema = z.enum(ERROR_CODES);

/**
 * One refused field of a request: `pies[3].link_value`, its English message and, when core
 * worded it, the keyed message a client translates (see `translateIssue`).
 */
export const fieldIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
  key: z.string().optional(),
});

/**
 * The body of every error answer: readable messages (the first is the main one) and one code. A
 * 409 carries the stored copy beside them, so extra fields pass through.
 */
export const errorAnswerSchema = z
  .looseObject({
    errors: z.array(z.string()).describe('Readable messages, the first is the main one'),
    code: errorCodeSchema.describe('What went wrong, for programs'),
    issues: z
      .array(fieldIssueSchema)
      .optional()
      .describe('With validation_failed: which field each message is about'),
    key: z
      .string()
      .optional()
      .describe(
        'Translation key of the main message, for the app to show in its reader’s language',
      ),
  })
  .describe('An error');
