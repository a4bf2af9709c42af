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
};
