import {
  type BioPage,
  importBioPage,
  type Language,
  type Pie,
  type ProjectView,
  piesForSaveSchema,
  type UploadAnswer,
} from '@podpie/core';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboundClient } from '../../lib/outbound.ts';
import { importFailure, readBioPage } from '../parser/index.ts';
import type { ProjectService } from '../projects/service.ts';
import type { ImageKeeper, Uploader } from '../uploads/keep-image.ts';

export type PageImportDeps = {
  outbound: OutboundClient;
  keepImage: ImageKeeper;
  projects: ProjectService;
  log: FastifyBaseLogger;
  random?: () => number;
};

/** A block the save rules would refuse (an address too long, say) is left out, not the page. */
const savable = (pies: readonly Pie[]): Pie[] =>
  pies.filter((pie) => piesForSaveSchema.safeParse([pie]).success);

/**
 * A draft project from someone's page of links: read through the guarded client, its avatar kept
 * as one of our uploads, its blocks stored unpublished, so the owner sees it in the editor before
 * anyone else does. A page that cannot be read throws the owner's message and stores nothing.
 */
export class PageImportService {
  constructor(private readonly deps: PageImportDeps) {}

  async importFromUrl(
    userId: number,
    uploader: Uploader,
    url: string,
    language: Language,
  ): Promise<{ view: ProjectView; pies: Pie[] }> {
    const page = await readBioPage(this.deps.outbound, url);
    const draft = importBioPage(page, this.deps.random ?? Math.random);
    const pies = savable(draft.pies);
    if (pies.length === 0) throw importFailure('notAPage');
    const avatar = await this.keepAvatar(page, uploader);
    const artwork = avatar
      ? {
          artwork_uuid: avatar.uuid,
          artwork_cdnUrl: avatar.cdnUrl,
          artwork_originalUrl: avatar.originalUrl,
          artwork_mime_type: avatar.mimeType,
        }
      : {};
    return this.deps.projects.createWithPies(
      userId,
      { ...draft.project, ...artwork, language },
      pies,
      { published: false },
    );
  }

  /**
   * The page's picture as our own upload (checked and re-encoded like any upload), so the draft
   * never points at another site. A picture that cannot be had leaves the draft without one.
   */
  private async keepAvatar(page: BioPage, uploader: Uploader): Promise<UploadAnswer | null> {
    if (!page.avatarUrl?.startsWith('http')) return null;
    try {
      const answer = await this.deps.outbound.request({ url: page.avatarUrl, kind: 'image' });
      if (answer.status !== 200) return null;
      return await this.deps.keepImage(uploader, answer.body);
    } catch (error) {
      this.deps.log.info({ err: error, url: page.avatarUrl }, 'imported page avatar not kept');
      return null;
    }
  }
}
