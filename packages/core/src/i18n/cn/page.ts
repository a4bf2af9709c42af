import type { Dictionary } from '../dictionary.ts';

export const page: Dictionary['page'] = {
  countdown: {
    days: '天',
    hrs: '时',
    min: '分',
    sec: '秒',
    expired: '已结束',
  },
  feed: {
    noEpisodes: '暂无单集。',
    listen: '收听',
    moreEpisodes: '更多单集',
    published: '发布于 {{date}}',
  },
  mailing: {
    emailLabel: '邮箱地址',
    emailPlaceholder: '你的邮箱地址',
    subscribing: '订阅中...',
    failed: '出了点问题，请重试。',
    invalidEmail: '请输入有效的邮箱地址。',
  },
  listen: {
    title: '收听',
    moreApps: '更多应用',
    copyFeed: '复制 RSS 订阅地址',
    openInBrowser: '在浏览器中打开',
    inAppHint:
      '在此应用的内置浏览器中可能无法打开播客应用。请在浏览器中打开本页，或将订阅地址复制到你的播客应用中。',
  },
  footer: {
    madeWith: '由 Podpie 制作',
  },
};
