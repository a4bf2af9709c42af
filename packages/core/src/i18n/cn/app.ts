import type { Dictionary } from '../dictionary.ts';

export const app: Dictionary['app'] = {
  skipToContent: '跳到主要内容',
  menu: {
    open: '打开菜单',
    navigation: '主导航',
  },
  auth: {
    showPassword: '显示密码',
  },
  validation: {
    invalidEmail: '请输入有效的电子邮件地址。',
    passwordTooShort: '密码至少需要 8 个字符。',
    passwordsDontMatch: '两次输入的密码不一致。',
    googleAnalyticsId: 'Google Analytics ID 的格式应为 G-XXXXXXX 或 UA-XXXX-Y。',
    facebookPixelId: 'Facebook Pixel ID 只能包含数字。',
    slugTooLong: '链接别名最多 64 个字符。',
    slugReserved: '链接别名 {{slug}} 已被保留，请换一个。',
  },
  betaInvite: {
    intro: 'Podpie 正在公测中，新账户需凭邀请开通。',
    howItWorks: '邀请会以电子邮件发送，内含你的专属登录链接。打开链接即可登录，账户也会随即激活。',
    noInvite: '还没有收到邀请？你也可以自行注册账户，开始制作你的页面。',
    signUp: '注册',
    signIn: '我已有账户',
  },
  optOut: {
    working: '正在为你退订...',
    failed: '未能为你退订。',
    tryAgain: '请重新打开邮件中的链接，或再试一次。',
    retry: '重试',
  },
};
