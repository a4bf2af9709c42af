import type { Dictionary } from '../dictionary.ts';

export const auth: Dictionary['auth'] = {
  signIn: {
    headline: '登入',
    email: '電子郵件',
    password: '密碼',
    submit: '登入',
    noAccount: '還沒有帳號？',
    toSignUp: '註冊',
    coverAlt: '一位 Podcast 主持人在麥克風前',
    signingIn: '正在為你登入...',
  },
  signUp: {
    headline: '註冊',
    email: '電子郵件',
    password: '密碼',
    submit: '註冊',
    haveAccount: '已經有帳號了？',
    toSignIn: '登入',
  },
  placeholders: {
    email: 'you@example.com',
    password: '你的密碼',
  },
  betaInvite: {
    title: '歡迎參加 Podpie 測試版',
  },
};
