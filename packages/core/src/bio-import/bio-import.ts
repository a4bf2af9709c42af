import { findDirectory } from '../catalogue/directories.ts';
import { MESSENGER_TEMPLATES } from '../catalogue/messengers.ts';
import { socialTemplate } from '../catalogue/socials.ts';
import { HEADER_TITLE_NAME, showDescription } from '../feed-import/feed-import.ts';
import { MAX_PIES_PER_PROJECT, MAX_TITLE_LENGTH, makePie, type Pie } from '../pie/schema.ts';
import { nextSortOrder } from '../pie/sort-order.ts';
import { type Random, tempId } from '../pie/temp-id.ts';
import { pieFromTemplate } from '../pie/template.ts';
import { chooseSolidColour } from '../project/background.ts';
import { defaultProjectStyle, type ProjectStyle } from '../project/schema.ts';
import { isHttpUrl, MAX_URL_LENGTH } from '../shared/url.ts';
import { recogniseProfileLink } from './profile-links.ts';

/** What a page of links shows, as read from its embedded data or, failing that, its markup. */
export interface BioPage {
  title: string | null;
  description: string | null;
  /** The profile picture's address, as the page gives it. */
  avatarUrl: string | null;
  /** Every link in page order, socials and directories among them. */
  links: ReadonlyArray<{ title: string | null; url: string }>;
  /** The page's background colour as #rrggbb, when it has a plain one. */
  backgroundColour: string | null;
}

/** A draft made from a page of links: the project's style and its first blocks. */
export interface BioDraft {
  project: Partial<ProjectStyle>;
  pies: Pie[];
}

/** Room for the header, the socials and the directories beside the links. */
const MAX_IMPORTED_LINKS = MAX_PIES_PER_PROJECT - 60;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** The words of a button: the page's own, else the address's host name. */
function buttonTitle(title: string | null, url: string): string {
  const words = title?.replace(/\s+/g, ' ').trim();
  if (words) return words.slice(0, MAX_TITLE_LENGTH);
  return new URL(url).hostname.replace(/^www\./, '');
}

/**
 * A page of links as a Podpie draft: a HEADER-TITLE with the page's title and description; each
 * link a LINK-INPUT in page order, except social profiles (one SOCIAL-NETWORKS entry per network),
 * podcast-directory show pages (one PODCAST-NETWORK entry per directory) and an e-mail address (the
 * EMAIL messenger); and the page's background colour. The first link to each network wins; a
 * repeated address is kept once.
 */
export function importBioPage(page: BioPage, random: Random): BioDraft {
  const pies: Pie[] = [];
  const append = (pie: (sortOrder: number) => Pie) => pies.push(pie(nextSortOrder(pies)));
  const title = page.title?.replace(/\s+/g, ' ').trim().slice(0, MAX_TITLE_LENGTH) || null;
  const description = showDescription(page.description);
  if (title || description) {
    append((sort_order) =>
      makePie({
        id: tempId(random),
        sort_order,
        main_type: 'HEADER-TITLE',
        modal_title: HEADER_TITLE_NAME,
        name: HEADER_TITLE_NAME,
        title,
        description,
      }),
    );
  }
  const taken = new Set<string>();
  const seen = new Set<string>();
  let links = 0;
  for (const link of page.links) {
    const url = link.url.trim();
    if (url.length > MAX_URL_LENGTH || seen.has(url)) continue;
    seen.add(url);
    const profile = recogniseProfileLink(url);
    if (profile?.kind === 'social') {
      const template = socialTemplate(profile.name);
      if (!template || taken.has(profile.name)) continue;
      taken.add(profile.name);
      append((order) =>
        pieFromTemplate(template, tempId(random), order, {
          social_username: profile.value.slice(0, 200),
        }),
      );
    } else if (profile?.kind === 'directory') {
      const template = findDirectory(profile.name);
      if (!template || taken.has(profile.name)) continue;
      taken.add(profile.name);
      append((order) =>
        pieFromTemplate(template, tempId(random), order, { link_value: profile.url }),
      );
    } else if (profile?.kind === 'email') {
      const template = MESSENGER_TEMPLATES.find((entry) => entry.name === 'EMAIL');
      if (!template || taken.has('EMAIL')) continue;
      taken.add('EMAIL');
      append((order) =>
        pieFromTemplate(template, tempId(random), order, {
          social_username: profile.address.slice(0, 200),
        }),
      );
    } else if (isHttpUrl(url) && links < MAX_IMPORTED_LINKS) {
      links += 1;
      append((sort_order) =>
        makePie({
          id: tempId(random),
          sort_order,
          main_type: 'LINK-INPUT',
          title: buttonTitle(link.title, url),
          link_value: url,
        }),
      );
    }
  }
  const colour = page.backgroundColour;
  const project =
    colour && HEX_COLOUR.test(colour) ? chooseSolidColour(defaultProjectStyle(), colour) : {};
  return { project, pies };
}
