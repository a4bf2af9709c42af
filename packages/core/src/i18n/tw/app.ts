import type { Dictionary } from '../dictionary.ts';

export const app: Dictionary['app'] = {
  skipToContent: '跳到主要內容',
  menu: {
    open: '開啟選單',
    navigation: '主導覽',
  },
  auth: {
    showPassword: '顯示密碼',
  },
  validation: {
    invalidEmail: '請輸入有效的電子郵件地址。',
    passwordTooShort: '密碼至少需要 8 個字元。',
    passwordsDontMatch: '兩次輸入的密碼不一致。',
    googleAnalyticsId: 'Google Analytics ID 的格式應為 G-XXXXXXX 或 UA-XXXX-Y。',
    facebookPixelId: 'Facebook Pixel ID 只能包含數字。',
    slugTooLong: '連結別名最多 64 個字元。',
    slugReserved: '連結別名 {{slug}} 已被保留，請換一個。',
  },
  betaInvite: {
    intro: 'Podpie 正在公開測試中，新帳號需憑邀請開通。',
    howItWorks: '邀請會以電子郵件寄送，內含你的專屬登入連結。開啟連結即可登入，帳號也會隨即啟用。',
    noInvite: '還沒收到邀請嗎？你也可以自行註冊帳號，開始製作你的頁面。',
    signUp: '註冊',
    signIn: '我已有帳號',
  },
  optOut: {
    working: '正在為你取消訂閱...',
    failed: '無法為你取消訂閱。',
    tryAgain: '請重新開啟郵件中的連結，或再試一次。',
    retry: '重試',
  },
};
