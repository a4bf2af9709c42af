import type { Dictionary } from '../dictionary.ts';

export const settings: Dictionary['settings'] = {
  project: {
    title: '嵌入与分享统计',
    googleAnalyticsId: 'Google Analytics ID',
    googleAnalyticsPlaceholder: 'G-XXXXXXXXXX',
    facebookPixelId: 'Facebook Pixel ID',
    facebookPixelPlaceholder: '123456789012345',
    save: '保存更改',
    cancel: '取消',
  },
  password: {
    title: '重置密码',
    account: '账号：{{email}}',
    newPassword: '新密码',
    verifyPassword: '确认密码',
    save: '保存更改',
    cancel: '取消',
  },
  pageLanguage: {
    label: '页面语言',
    help: '公开页面上的文字（倒计时、“收听”、页脚）使用此语言，无论访客的浏览器是什么语言。',
  },
};
