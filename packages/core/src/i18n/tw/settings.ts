import type { Dictionary } from '../dictionary.ts';

export const settings: Dictionary['settings'] = {
  project: {
    title: '嵌入與分享分析',
    googleAnalyticsId: 'Google Analytics ID',
    googleAnalyticsPlaceholder: 'G-XXXXXXXXXX',
    facebookPixelId: 'Facebook Pixel ID',
    facebookPixelPlaceholder: '123456789012345',
    save: '儲存變更',
    cancel: '取消',
  },
  password: {
    title: '重設密碼',
    account: '帳號：{{email}}',
    newPassword: '新密碼',
    verifyPassword: '確認密碼',
    save: '儲存變更',
    cancel: '取消',
  },
};
