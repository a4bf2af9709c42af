import { pieSchema } from '@podpie/core';

/** The block fields typed as free text in the modals. */
export type TextField =
  | 'title'
  | 'description'
  | 'button_text'
  | 'success_message'
  | 'campaign_tag'
  | 'price_tag';

/**
 * The longest text core's block schema stores in a field, read from the schema itself so an
 * input stops typing exactly where Done (and the server) would refuse it.
 */
export function maxLengthOf(field: TextField): number {
  const limit = pieSchema.shape[field].unwrap().unwrap().maxLength;
  if (limit === null) throw new Error(`The block schema sets no length limit on ${field}`);
  return limit;
}
