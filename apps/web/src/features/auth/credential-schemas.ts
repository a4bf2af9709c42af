import { signInSchema, signUpSchema } from '@podpie/core';

/** The sign-in and sign-up schemas by form mode, loaded on demand by the auth screens. */
export const CREDENTIAL_SCHEMAS = { 'sign-in': signInSchema, 'sign-up': signUpSchema } as const;
