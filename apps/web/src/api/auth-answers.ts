import { forgotPasswordAnswer, resetPasswordAnswer, userSchema } from '@podpie/core';
import { z } from 'zod';

// The schemas that check the auth answers; auth.ts loads them with the first call so zod is not
// part of the sign-in screen's first download.
export const userAnswer = z.object({ data: userSchema });
export const passwordAnswer = z.object({ message: z.string().optional() }).loose();
export { forgotPasswordAnswer, resetPasswordAnswer };
