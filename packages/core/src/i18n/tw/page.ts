import type { Dictionary } from '../dictionary.ts';

export const page: Dictionary['page'] = {
  countdown: {
    days: '天',
    hrs: '時',
    min: '分',
    sec: '秒',
    expired: '已結束',
  },
  feed: {
    noEpisodes: '尚無單集。',
    listen: '收聽',
    moreEpisodes: '更多單集',
    published: '發布於 {{date}}',
  },
  mailing: {
    emailLabel: '電子郵件地址',
    emailPlaceholder: '你的電子郵件地址',
    subscribing: '訂閱中...',
    failed: '發生錯誤，請再試一次。',
    invalidEmail: '請輸入有效的電子郵件地址。',
  },
  footer: {
    madeWith: '由 Podpie 製作',
  },
};
