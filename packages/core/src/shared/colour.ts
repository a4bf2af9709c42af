import { z } from 'zod';
import { keyed } from '../i18n/issue.ts';

const HEX = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const NAMED = /^[a-zA-Z]{3,20}$/;

/** A CSS colour as the editor stores it: hex (# optional) or a plain named colour like black. */
export const colour = z
  .string()
  .max(9)
  .refine((value) => HEX.test(value) || NAMED.test(value), {
    message: keyed('messages:validation.invalidColour'),
  });
