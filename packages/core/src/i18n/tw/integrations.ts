import type { Dictionary } from '../dictionary.ts';

export const integrations: Dictionary['integrations'] = {
  title: '整合',
  addNew: '新增整合',
  empty: '尚無郵件服務整合。',
  columns: {
    account: '帳號電子郵件',
    service: '服務',
  },
  delete: '刪除',
  deleteConfirm: '移除這個整合？',
  providers: {
    mailchimp: 'Mailchimp',
  },
  connecting: '正在連接你的郵件服務...',
};
