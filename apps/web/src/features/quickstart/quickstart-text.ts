import { type Language, pickLanguage, type TranslationKey, translate } from '@podpie/core';
import type { ImportStep } from './import-steps.ts';

/** Every sentence of the quick start screen, in one interface language. */
export type QuickstartText = {
  steps: [string, string, string];
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

/** Sentences only this screen uses; the shared ones come from the core dictionaries. */
type LocalText = {
  intro: string;
  searchLabel: string;
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
  readingFeed: string;
  savingArtwork: string;
  readingDetails: string;
  creatingProject: string;
  tryAnother: string;
  setupFailedFeed: (url: string) => string;
  continueWithoutArtwork: string;
  backToSearch: string;
  contactSupport: (email: string) => string;
};

const LOCAL: Record<Language, LocalText> = {
  en: {
    intro:
      "Type your show's name, or paste its Apple Podcasts link or RSS feed address. Your page gets every directory link, badges and your latest episodes.",
    searchLabel: 'Podcast name, Apple Podcasts link or RSS feed',
    emptyState: 'Start typing to find your show.',
    searching: 'Searching…',
    resultsLabel: 'Podcasts found',
    resultsCount: (count) => (count === 1 ? '1 podcast found' : `${count} podcasts found`),
    noMatch: (term) => `No podcast matches "${term}".`,
    noMatchHint: "Check the spelling, or paste your show's RSS feed address instead.",
    searchFailed: 'The podcast search is not answering right now.',
    retry: 'Try again',
    unknownAuthor: 'Unknown author',
    progressHeading: (name) => `Setting up ${name}`,
    readingFeed: 'Reading the RSS feed...',
    savingArtwork: 'Saving the artwork...',
    readingDetails: 'Reading the show details...',
    creatingProject: 'Creating your project...',
    tryAnother: 'Try another one',
    setupFailedFeed: (url) => `Podcast RSS feed: ${url}`,
    continueWithoutArtwork: 'Continue without artwork',
    backToSearch: 'Back to search',
    contactSupport: (email) => `Please try again, or send us an email at ${email}.`,
  },
  cn: {
    intro:
      '输入节目名称，或粘贴 Apple Podcasts 链接或 RSS 订阅地址。页面会包含所有收听平台链接、徽章和最新单集。',
    searchLabel: '播客名称、Apple Podcasts 链接或 RSS 订阅地址',
    emptyState: '输入节目名称开始搜索。',
    searching: '搜索中…',
    resultsLabel: '搜索到的播客',
    resultsCount: (count) => `找到 ${count} 个播客`,
    noMatch: (term) => `没有与“${term}”匹配的播客。`,
    noMatchHint: '请检查拼写，或直接粘贴节目的 RSS 订阅地址。',
    searchFailed: '播客搜索暂时无法使用。',
    retry: '重试',
    unknownAuthor: '未知作者',
    progressHeading: (name) => `正在设置 ${name}`,
    readingFeed: '正在读取 RSS 订阅源...',
    savingArtwork: '正在保存封面图片...',
    readingDetails: '正在读取节目信息...',
    creatingProject: '正在创建项目...',
    tryAnother: '换一个',
    setupFailedFeed: (url) => `播客 RSS 订阅地址：${url}`,
    continueWithoutArtwork: '不使用封面继续',
    backToSearch: '返回搜索',
    contactSupport: (email) => `请重试，或发送邮件至 ${email}。`,
  },
  tw: {
    intro:
      '輸入節目名稱，或貼上 Apple Podcasts 連結或 RSS 訂閱網址。頁面會包含所有收聽平台連結、徽章與最新單集。',
    searchLabel: 'Podcast 名稱、Apple Podcasts 連結或 RSS 訂閱網址',
    emptyState: '輸入節目名稱開始搜尋。',
    searching: '搜尋中…',
    resultsLabel: '搜尋到的 Podcast',
    resultsCount: (count) => `找到 ${count} 個 Podcast`,
    noMatch: (term) => `沒有與「${term}」相符的 Podcast。`,
    noMatchHint: '請檢查拼字，或直接貼上節目的 RSS 訂閱網址。',
    searchFailed: 'Podcast 搜尋暫時無法使用。',
    retry: '重試',
    unknownAuthor: '未知作者',
    progressHeading: (name) => `正在設定 ${name}`,
    readingFeed: '正在讀取 RSS 訂閱源...',
    savingArtwork: '正在儲存封面圖片...',
    readingDetails: '正在讀取節目資訊...',
    creatingProject: '正在建立專案...',
    tryAnother: '換一個',
    setupFailedFeed: (url) => `Podcast RSS 訂閱網址：${url}`,
    continueWithoutArtwork: '不使用封面繼續',
    backToSearch: '返回搜尋',
    contactSupport: (email) => `請重試，或寄信至 ${email}。`,
  },
};

/**
 * The quick start's sentences for an interface language (an unsupported one falls back like the
 * app, to cn). SPEC.md's messages come from the core dictionaries so they are quoted in one place.
 */
export function quickstartText(language: string | undefined): QuickstartText {
  const lang = pickLanguage(language ? [language] : []);
  const t = (key: TranslationKey, vars?: Record<string, string>) => translate(lang, key, vars);
  const local = LOCAL[lang];
  const progress = (step: ImportStep, signedIn: boolean): string => {
    const service = SERVICE_OF_STEP[step];
    if (service) return t('quickstart:setup.searching', { service });
    switch (step) {
      case 'feed':
        return local.readingFeed;
      case 'artwork':
        return local.savingArtwork;
      case 'feed-details':
        return local.readingDetails;
      default:
        return signedIn ? local.creatingProject : t('quickstart:setup.building');
    }
  };
  return {
    ...local,
    steps: [
      t('quickstart:steps.setup'),
      t('quickstart:steps.customize'),
      t('quickstart:steps.publish'),
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
