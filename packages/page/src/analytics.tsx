import { FACEBOOK_PIXEL_ID, GOOGLE_ANALYTICS_ID } from '@podpie/core';
import {
  FACEBOOK_PIXEL_SCRIPT,
  FACEBOOK_PIXEL_SRC,
  GOOGLE_ANALYTICS_SCRIPT,
  GOOGLE_ANALYTICS_SRC,
} from './page-script.ts';

/** The owner's tracking ids (project settings); an empty or malformed id draws nothing. */
export interface PageAnalytics {
  googleAnalyticsId?: string | null;
  facebookPixelId?: string | null;
}

/** The ids that will really be used: each checked against its format once more. */
export function activeAnalytics(analytics: PageAnalytics | undefined): {
  googleAnalyticsId: string | null;
  facebookPixelId: string | null;
} {
  const ga = analytics?.googleAnalyticsId?.trim() ?? '';
  const fb = analytics?.facebookPixelId?.trim() ?? '';
  return {
    googleAnalyticsId: GOOGLE_ANALYTICS_ID.test(ga) ? ga : null,
    facebookPixelId: FACEBOOK_PIXEL_ID.test(fb) ? fb : null,
  };
}

/**
 * The analytics tags for <head>: each an external script plus a fixed inline one that reads the
 * id from its data-id, so a Content-Security-Policy can allow it by one hash for every project.
 */
export function AnalyticsTags({ analytics }: { analytics: PageAnalytics | undefined }) {
  const { googleAnalyticsId, facebookPixelId } = activeAnalytics(analytics);
  return (
    <>
      {googleAnalyticsId ? (
        <>
          <script
            async
            src={`${GOOGLE_ANALYTICS_SRC}?id=${encodeURIComponent(googleAnalyticsId)}`}
          />
          <script
            data-id={googleAnalyticsId}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed constant allowed by hash
            dangerouslySetInnerHTML={{ __html: GOOGLE_ANALYTICS_SCRIPT }}
          />
        </>
      ) : null}
      {facebookPixelId ? (
        <>
          <script
            data-id={facebookPixelId}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed constant allowed by hash
            dangerouslySetInnerHTML={{ __html: FACEBOOK_PIXEL_SCRIPT }}
          />
          <script async src={FACEBOOK_PIXEL_SRC} />
        </>
      ) : null}
    </>
  );
}
