import type { Dictionary } from '../dictionary.ts';

export const quickstart: Dictionary['quickstart'] = {
  steps: {
    setup: '設定',
    customize: '自訂',
    publish: '發布',
  },
  skip: '略過',
  setup: {
    title: '找到你的 Podcast',
    subtitle: '我們會用你的節目產生一個起始頁面。',
    searchPlaceholder: '依名稱搜尋你的 Podcast',
    noResults: '找不到 Podcast。',
    byArtist: '作者：{{artist}}',
    select: '使用這個 Podcast',
    searching: '正在搜尋 {{service}}...',
    found: '已在 {{service}} 找到',
    notFound: '未在 {{service}} 找到',
    building: '正在產生你的頁面...',
  },
  customize: {
    title: '打造專屬於你的頁面',
    subtitle: '更換顏色、新增區塊並調整順序。',
  },
  publish: {
    title: '分享你的頁面',
    subtitle: '發布到一個短網址，並用 QR 碼分享。',
  },
  /** The quick start screen: search, progress and failure. */
  screen: {
    intro:
      '輸入節目名稱，或貼上 Apple Podcasts 連結或 RSS 訂閱網址。頁面會包含所有收聽平台連結、徽章與最新單集。',
    searchLabel: 'Podcast 名稱、Apple Podcasts 連結或 RSS 訂閱網址',
    emptyState: '輸入節目名稱開始搜尋。',
    searching: '搜尋中…',
    resultsLabel: '搜尋到的 Podcast',
    resultsCountOne: '找到 1 個 Podcast',
    resultsCountOther: '找到 {{count}} 個 Podcast',
    noMatch: '沒有與「{{term}}」相符的 Podcast。',
    noMatchHint: '請檢查拼字，或直接貼上節目的 RSS 訂閱網址。',
    searchFailed: 'Podcast 搜尋暫時無法使用。',
    retry: '重試',
    unknownAuthor: '未知作者',
    progressHeading: '正在設定 {{name}}',
    readingFeed: '正在讀取 RSS 訂閱源...',
    savingArtwork: '正在儲存封面圖片...',
    readingDetails: '正在讀取節目資訊...',
    creatingProject: '正在建立專案...',
    tryAnother: '換一個',
    setupFailedFeed: 'Podcast RSS 訂閱網址：{{url}}',
    continueWithoutArtwork: '不使用封面繼續',
    backToSearch: '返回搜尋',
    contactSupport: '請重試，或寄信至 {{email}}。',
  },
};
