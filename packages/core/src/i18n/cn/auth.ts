import type { Dictionary } from '../dictionary.ts';

export const auth: Dictionary['auth'] = {
  signIn: {
    headline: '登录',
    email: '邮箱',
    password: '密码',
    submit: '登录',
    noAccount: '还没有账号？',
    toSignUp: '注册',
    coverAlt: '一位播客主持人在麦克风前',
    signingIn: '正在为你登录...',
  },
  signUp: {
    headline: '注册',
    email: '邮箱',
    password: '密码',
    submit: '注册',
    haveAccount: '已有账号？',
    toSignIn: '登录',
  },
  placeholders: {
    email: 'you@example.com',
    password: '你的密码',
  },
  betaInvite: {
    title: '欢迎参加 Podpie 测试版',
  },
};
