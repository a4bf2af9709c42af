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
  pageLanguage: {
    label: '頁面語言',
    help: '公開頁面上的文字（倒數計時、「收聽」、頁尾）使用此語言，無論訪客的瀏覽器是什麼語言。',
  },
};
