import type { Dictionary } from '../dictionary.ts';

export const integrations: Dictionary['integrations'] = {
  title: '集成',
  addNew: '添加新集成',
  empty: '还没有邮件服务集成。',
  columns: {
    account: '账号邮箱',
    service: '服务',
  },
  delete: '删除',
  deleteConfirm: '移除这个集成？',
  providers: {
    mailchimp: 'Mailchimp',
  },
  connecting: '正在连接你的邮件服务...',
};
