import type { Dictionary } from '../dictionary.ts';

export const page: Dictionary['page'] = {
  preview: {
    hidden: '已隐藏',
    scheduled: '已排程',
    addLink: '添加你的链接',
  },
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
    checkInbox: '就差一步：请查收邮件并确认订阅。',
    dailyLimit: '这个列表今天不再接受订阅，请明天再试。',
  },
  video: {
    play: '播放视频',
  },
  listen: {
    title: '收听',
    moreApps: '更多应用',
    allApps: '全部应用',
    backToPage: '返回页面',
    inListen: '已在“收听”中',
    copyFeed: '复制 RSS 订阅地址',
    openInBrowser: '在浏览器中打开',
    inAppHint:
      '在此应用的内置浏览器中可能无法打开播客应用。请在浏览器中打开本页，或将订阅地址复制到你的播客应用中。',
    inAppLeave:
      '播客应用的链接在此应用的内置浏览器中可能无法打开。请在浏览器中打开本页，或复制本页链接。',
    copyLink: '复制链接',
    linkCopied: '链接已复制',
    otherApps: '其他应用',
  },
  episode: {
    chapters: '章节',
    transcript: '文字稿',
    people: '参与者',
    startsAt: '从 {{time}} 开始',
    playFrom: '从 {{time}} 播放',
    allEpisodes: '所有单集',
    notes: '节目说明',
  },
  footer: {
    madeWith: '由 Podpie 制作',
  },
};
