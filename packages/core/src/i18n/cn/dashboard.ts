import type { Dictionary } from '../dictionary.ts';

export const dashboard: Dictionary['dashboard'] = {
  title: '项目',
  addNewProject: '+ 新建项目',
  empty: '你还没有项目。',
  card: {
    untitled: '未命名',
    created: '创建于 {{date}}',
    thumbnailAlt: '{{title}} 的封面',
    settings: '设置',
    edit: '编辑',
    delete: '删除',
    deleteConfirm: '删除这个项目？此操作无法撤销。',
    shortLink: '短链接',
    copyLink: '复制链接',
  },
  alias: {
    label: '链接别名',
    placeholder: 'yourpodcast',
    save: '保存',
  },
  qrSettings: {
    title: '二维码设置',
    preview: '二维码预览',
  },
  uptime: {
    title: '播客健康状况',
    up: '正常',
    down: '异常',
    noData: '暂无检测记录。',
    tooltip: '{{time}} {{status}}',
  },
};
