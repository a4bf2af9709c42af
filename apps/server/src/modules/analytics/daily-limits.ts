/** Distinct referring domains one page records a day; a script inventing more adds nothing. */
export const MAX_REFERRERS_PER_PAGE_DAY = 50;
/**
 * Distinct episodes one page records a day: more than a feed keeps (300), so every real episode
 * counts, while a script inventing keys adds nothing past it.
 */
export const MAX_EPISODES_PER_PAGE_DAY = 400;
/** Visitors remembered a day (this process); beyond it a view is counted as before, once each. */
const MAX_VISITORS_REMEMBERED = 250_000;

/**
 * What one process has counted today: which visitors viewed which page, and which referrers each
 * page has. Forgotten when the UTC day changes, as the visitor hashes are.
 */
export function createDailyLimits() {
  let day = '';
  let viewed = new Set<string>();
  let referrers = new Map<number, Set<string>>();
  let episodes = new Map<number, Set<string>>();
  const today = (now: string) => {
    if (now === day) return;
    day = now;
    viewed = new Set();
    referrers = new Map();
    episodes = new Map();
  };
  /** True when the page's set (of referrers, of episodes) may hold `value` today. */
  const within = (
    sets: Map<number, Set<string>>,
    projectId: number,
    value: string,
    max: number,
  ) => {
    let values = sets.get(projectId);
    if (!values) {
      values = new Set();
      sets.set(projectId, values);
    }
    if (values.has(value)) return true;
    if (values.size >= max) return false;
    values.add(value);
    return true;
  };
  return {
    /** True the first time a visitor views a page on `now`'s day. */
    firstView(now: string, projectId: number, visitor: string): boolean {
      today(now);
      const key = `${projectId} ${visitor}`;
      if (viewed.has(key)) return false;
      if (viewed.size < MAX_VISITORS_REMEMBERED) viewed.add(key);
      return true;
    },
    /** True when the page may count this referring domain today. */
    referrerAllowed(now: string, projectId: number, domain: string): boolean {
      today(now);
      return within(referrers, projectId, domain, MAX_REFERRERS_PER_PAGE_DAY);
    },
    /** True when the page may count this episode today. */
    episodeAllowed(now: string, projectId: number, key: string): boolean {
      today(now);
      return within(episodes, projectId, key, MAX_EPISODES_PER_PAGE_DAY);
    },
  };
}

export type DailyLimits = ReturnType<typeof createDailyLimits>;
