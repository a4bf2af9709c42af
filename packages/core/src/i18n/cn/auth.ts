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
  twoStep: {
    title: '两步验证码',
    intro: '请输入身份验证器应用中的六位数验证码，或一个恢复码。',
    code: '验证码',
    submit: '验证',
    back: '返回',
  },
  passkey: {
    or: '或',
    signIn: '使用通行密钥登录',
    failed: '通行密钥登录未成功。请重试，或使用密码登录。',
  },
  forgot: {
    link: '忘记密码？',
    headline: '忘记密码',
    intro: '输入账户的邮箱，我们会发送一个设置新密码的链接。',
    submit: '发送链接',
    sent: '如果有账户使用此邮箱，设置新密码的链接已在路上。链接一小时内有效。',
    notConfigured:
      '此服务器未配置邮件，因此没有发送邮件。链接已写入服务器日志：请联系运行此 Podpie 的人转交给你。',
    backToSignIn: '返回登录',
  },
  reset: {
    headline: '设置新密码',
    submit: '保存新密码',
    done: '密码已更改，请登录。',
    invalid: '此链接已过期或已被使用，请重新申请。',
    missingToken: '此链接不完整，请重新打开邮件中的链接。',
    askAgain: '重新申请链接',
  },
  invite: {
    alreadyUsed: '此邀请链接已被使用，请用邮箱和密码登录，或通过“忘记密码？”设置新密码。',
  },
  mail: {
    resetSubject: '设置新的 Podpie 密码',
    resetBody:
      '有人（希望是你）申请为你的 Podpie 账号设置新密码。\n\n请在一小时内打开此链接设置：\n{{link}}\n\n如果不是你申请的，请忽略这封邮件，你的密码不会改变。\n',
    burstSubject: '你的 Podpie 账号有多次登录失败',
    burstBody:
      '过去几分钟内，其他设备尝试登录你的 Podpie 账号（{{email}}）失败了 {{count}} 次。\n\n只要密码安全，你的账号就是安全的：从你自己的设备和通行密钥登录不会被减速。如果你认为有人知道你的密码，请立即更改：\n{{securityUrl}}\n\n开启两步验证码或添加通行密钥，即使密码被猜中也无法登录。\n',
    verifySubject: '验证你的 Podpie 电子邮件地址',
    verifyBody:
      '请在一天内打开此链接，确认 {{email}} 是你的 Podpie 账号地址：\n{{link}}\n\n如果不是你申请的，请忽略这封邮件，什么都不会改变。\n',
    addressChangeSubject: '你的 Podpie 账号将改用另一个电子邮件地址',
    addressChangeBody:
      '有人登录你的 Podpie 账号，申请改用 {{email}} 代替此地址。打开发到 {{email}} 的链接后才会变更。\n\n如果不是你，请立即更改密码：\n{{securityUrl}}\n',
  },
};
