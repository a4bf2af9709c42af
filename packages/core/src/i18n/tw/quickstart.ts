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
};
