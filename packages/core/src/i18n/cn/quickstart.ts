import type { Dictionary } from '../dictionary.ts';

export const quickstart: Dictionary['quickstart'] = {
  steps: {
    setup: '设置',
    customize: '定制',
    publish: '发布',
  },
  skip: '跳过',
  setup: {
    title: '找到你的播客',
    subtitle: '我们会用你的节目生成一个起始页面。',
    searchPlaceholder: '按名称搜索你的播客',
    noResults: '没有找到播客。',
    byArtist: '作者：{{artist}}',
    select: '使用这个播客',
    searching: '正在搜索 {{service}}...',
    found: '已在 {{service}} 找到',
    notFound: '未在 {{service}} 找到',
    building: '正在生成你的页面...',
  },
  customize: {
    title: '打造你的专属页面',
    subtitle: '更换颜色、添加区块并调整顺序。',
  },
  publish: {
    title: '分享你的页面',
    subtitle: '发布到一个短链接，并用二维码分享。',
  },
  /** The quick start screen: search, progress and failure. */
  screen: {
    intro:
      '输入节目名称，或粘贴 Apple Podcasts 链接或 RSS 订阅地址。页面会包含所有收听平台链接、徽章和最新单集。',
    searchLabel: '播客名称、Apple Podcasts 链接或 RSS 订阅地址',
    emptyState: '输入节目名称开始搜索。',
    searching: '搜索中…',
    resultsLabel: '搜索到的播客',
    resultsCountOne: '找到 1 个播客',
    resultsCountOther: '找到 {{count}} 个播客',
    noMatch: '没有与“{{term}}”匹配的播客。',
    noMatchHint: '请检查拼写，或直接粘贴节目的 RSS 订阅地址。',
    searchFailed: '播客搜索暂时无法使用。',
    retry: '重试',
    unknownAuthor: '未知作者',
    progressHeading: '正在设置 {{name}}',
    readingFeed: '正在读取 RSS 订阅源...',
    savingArtwork: '正在保存封面图片...',
    readingDetails: '正在读取节目信息...',
    creatingProject: '正在创建项目...',
    tryAnother: '换一个',
    setupFailedFeed: '播客 RSS 订阅地址：{{url}}',
    continueWithoutArtwork: '不使用封面继续',
    backToSearch: '返回搜索',
    contactSupport: '请重试，或发送邮件至 {{email}}。',
  },
};
