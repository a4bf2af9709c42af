/** SPEC.md §5: a colour shorter than 5 characters (empty, '#', '#fff') counts as unset. */
export const MIN_SET_COLOUR_LENGTH = 5;

export function isColourSet(colour: string | null | undefined): colour is string {
  return typeof colour === 'string' && colour.trim().length >= MIN_SET_COLOUR_LENGTH;
}
