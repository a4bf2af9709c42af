import type { Pie } from './schema.ts';

const filled = (value: string | null | undefined): boolean =>
  typeof value === 'string' && value.trim() !== '';

type ContentFields = Pick<
  Pie,
  | 'artwork_uuid'
  | 'artwork_cdnUrl'
  | 'artwork_originalUrl'
  | 'countdown_from_date'
  | 'countdown_to_date'
  | 'countdown_from_date_str'
  | 'countdown_to_date_str'
  | 'title'
  | 'description'
  | 'social_username'
  | 'link_value'
  | 'price_tag'
  | 'image_url'
  | 'icon_group'
  | 'icon_name'
>;

/**
 * SPEC.md §5 has-content: a block is kept only if it has artwork, both countdown dates, a title,
 * a description, a social username, a link, a price tag, an image, or both an icon group and name.
 */
export function hasContent(pie: ContentFields): boolean {
  const artwork =
    filled(pie.artwork_uuid) || filled(pie.artwork_cdnUrl) || filled(pie.artwork_originalUrl);
  const countdown =
    (filled(pie.countdown_from_date) || filled(pie.countdown_from_date_str)) &&
    (filled(pie.countdown_to_date) || filled(pie.countdown_to_date_str));
  const icon = filled(pie.icon_group) && filled(pie.icon_name);
  return (
    artwork ||
    countdown ||
    icon ||
    [
      pie.title,
      pie.description,
      pie.social_username,
      pie.link_value,
      pie.price_tag,
      pie.image_url,
    ].some(filled)
  );
}
