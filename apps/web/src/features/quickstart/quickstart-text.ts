import type { TranslationKey } from '@podpie/core';
import type { TFunction } from 'i18next';
import type { ImportStep } from './import-steps.ts';
import '../../shared/texts/quickstart.ts';

/** Every sentence of the quick start screen, in one interface language. */
export type QuickstartText = {
  steps: [string, string, string];
  /** What happens in each step, so Customize and Publish are not a promise the screen skips. */
  stepHelp: [string, string, string];
  heading: string;
  intro: string;
  searchLabel: string;
  searchPlaceholder: string;
  skip: string;
  emptyState: string;
  searching: string;
  resultsLabel: string;
  resultsCount: (count: number) => string;
  noMatch: (term: string) => string;
  noMatchHint: string;
  searchFailed: string;
  retry: string;
  unknownAuthor: string;
  progressHeading: (name: string) => string;
  progress: (step: ImportStep, signedIn: boolean) => string;
  feedFailedTitle: (url: string) => string;
  feedFailedHint: string;
  tryAnother: string;
  setupFailed: (email: string) => string;
  setupFailedFeed: (url: string) => string;
  continueWithoutArtwork: string;
  backToSearch: string;
  createFailedTitle: string;
  createFailed: string;
  contactSupport: (email: string) => string;
  createdTitle: string;
  created: string;
};

/** The directory each lookup step searches, as its owners spell it. */
const SERVICE_OF_STEP: Partial<Record<ImportStep, string>> = {
  'basic-networks': 'Apple Podcasts',
  iheart: 'iHeartRadio',
  stitcher: 'Stitcher',
  'player-fm': 'Player FM',
  spotify: 'Spotify',
  google: 'Google Podcasts',
};

/**
 * The quick start's sentences in the interface language, from the app's i18next (`translate`).
 * SPEC.md's messages come from the core dictionaries so they are quoted in one place. Not core's
 * translate(), which holds every dictionary of every language: the quick start then loaded and
 * ran the two Chinese ones for every visitor (two more scripts, and their evaluation on a phone).
 */
export function quickstartText(translate: TFunction): QuickstartText {
  const t = (key: TranslationKey, vars?: Record<string, string | number>): string =>
    translate(key, vars);
  const progress = (step: ImportStep, signedIn: boolean): string => {
    const service = SERVICE_OF_STEP[step];
    if (service) return t('quickstart:setup.searching', { service });
    switch (step) {
      case 'feed':
        return t('quickstart:screen.readingFeed');
      case 'artwork':
        return t('quickstart:screen.savingArtwork');
      case 'feed-details':
        return t('quickstart:screen.readingDetails');
      default:
        return signedIn ? t('quickstart:screen.creatingProject') : t('quickstart:setup.building');
    }
  };
  return {
    intro: t('quickstart:screen.intro'),
    searchLabel: t('quickstart:screen.searchLabel'),
    emptyState: t('quickstart:screen.emptyState'),
    searching: t('quickstart:screen.searching'),
    resultsLabel: t('quickstart:screen.resultsLabel'),
    resultsCount: (count) =>
      count === 1
        ? t('quickstart:screen.resultsCountOne')
        : t('quickstart:screen.resultsCountOther', { count }),
    noMatch: (term) => t('quickstart:screen.noMatch', { term }),
    noMatchHint: t('quickstart:screen.noMatchHint'),
    searchFailed: t('quickstart:screen.searchFailed'),
    retry: t('quickstart:screen.retry'),
    unknownAuthor: t('quickstart:screen.unknownAuthor'),
    progressHeading: (name) => t('quickstart:screen.progressHeading', { name }),
    tryAnother: t('quickstart:screen.tryAnother'),
    setupFailedFeed: (url) => t('quickstart:screen.setupFailedFeed', { url }),
    continueWithoutArtwork: t('quickstart:screen.continueWithoutArtwork'),
    backToSearch: t('quickstart:screen.backToSearch'),
    contactSupport: (email) => t('quickstart:screen.contactSupport', { email }),
    steps: [
      t('quickstart:steps.setup'),
      t('quickstart:steps.customize'),
      t('quickstart:steps.publish'),
    ],
    stepHelp: [
      t('quickstart:setup.subtitle'),
      t('quickstart:customize.subtitle'),
      t('quickstart:publish.subtitle'),
    ],
    heading: t('quickstart:setup.title'),
    searchPlaceholder: t('quickstart:setup.searchPlaceholder'),
    skip: t('quickstart:skip'),
    progress,
    feedFailedTitle: (url) => t('messages:fetchFailed.title', { url }),
    feedFailedHint: t('messages:fetchFailed.description'),
    setupFailed: (email) => t('messages:quickStartSetupFailed', { email }),
    createFailedTitle: t('messages:error'),
    createFailed: t('messages:projectCreateFailed.description'),
    createdTitle: t('messages:success'),
    created: t('messages:projectCreated.description'),
  };
}
