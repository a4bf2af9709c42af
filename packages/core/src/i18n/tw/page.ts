import type { Dictionary } from '../dictionary.ts';

export const page: Dictionary['page'] = {
  preview: {
    hidden: '已隱藏',
    scheduled: '已排程',
    addLink: '新增你的連結',
  },
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
    checkInbox: '就差一步：請查看收件匣並確認訂閱。',
    dailyLimit: '這個名單今天不再接受訂閱，請明天再試。',
  },
  video: {
    play: '播放影片',
  },
  listen: {
    title: '收聽',
    moreApps: '更多應用程式',
    allApps: '所有應用程式',
    backToPage: '返回頁面',
    inListen: '已在「收聽」中',
    copyFeed: '複製 RSS 訂閱網址',
    openInBrowser: '在瀏覽器中開啟',
    inAppHint:
      '在此應用程式的內建瀏覽器中可能無法開啟 Podcast 應用程式。請在瀏覽器中開啟本頁，或將訂閱網址複製到你的 Podcast 應用程式。',
    inAppLeave:
      '播客應用程式的連結在此應用程式的內建瀏覽器中可能無法開啟。請在瀏覽器中開啟本頁，或複製本頁連結。',
    copyLink: '複製連結',
    linkCopied: '已複製連結',
    otherApps: '其他應用程式',
  },
  episode: {
    chapters: '章節',
    transcript: '逐字稿',
    people: '參與者',
    startsAt: '從 {{time}} 開始',
    playFrom: '從 {{time}} 播放',
    allEpisodes: '所有單集',
    notes: '節目說明',
  },
  footer: {
    madeWith: '由 Podpie 製作',
  },
};
