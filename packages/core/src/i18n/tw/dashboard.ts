import type { Dictionary } from '../dictionary.ts';

export const dashboard: Dictionary['dashboard'] = {
  title: '專案',
  addNewProject: '+ 新增專案',
  empty: '你還沒有任何專案。',
  card: {
    untitled: '未命名',
    created: '建立於 {{date}}',
    thumbnailAlt: '{{title}} 的封面',
    settings: '設定',
    edit: '編輯',
    delete: '刪除',
    deleteConfirm: '刪除這個專案？此動作無法復原。',
    shortLink: '短網址',
    copyLink: '複製連結',
  },
  alias: {
    label: '連結別名',
    placeholder: 'yourpodcast',
    save: '儲存',
  },
  qrSettings: {
    title: 'QR 碼設定',
    preview: 'QR 碼預覽',
  },
  uptime: {
    title: 'Podcast 健康狀態',
    up: '正常',
    down: '異常',
    noData: '尚無檢測紀錄。',
    tooltip: '{{time}} {{status}}',
  },
};
