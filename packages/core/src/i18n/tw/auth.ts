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
  twoStep: {
    title: '兩步驟驗證碼',
    intro: '請輸入驗證器應用程式中的六位數驗證碼，或一組復原碼。',
    code: '驗證碼',
    submit: '驗證',
    back: '返回',
  },
  passkey: {
    or: '或',
    signIn: '使用通行金鑰登入',
    failed: '通行金鑰登入未成功。請再試一次，或使用密碼登入。',
  },
  forgot: {
    link: '忘記密碼？',
    headline: '忘記密碼',
    intro: '輸入帳戶的電子郵件，我們會寄送一個設定新密碼的連結。',
    submit: '寄送連結',
    sent: '如果有帳戶使用此電子郵件，設定新密碼的連結已在路上。連結一小時內有效。',
    notConfigured:
      '此伺服器未設定郵件，因此沒有寄出電子郵件。連結已寫入伺服器記錄：請聯絡執行此 Podpie 的人轉交給你。',
    backToSignIn: '返回登入',
  },
  reset: {
    headline: '設定新密碼',
    submit: '儲存新密碼',
    done: '密碼已變更，請登入。',
    invalid: '此連結已過期或已被使用，請重新申請。',
    missingToken: '此連結不完整，請重新開啟電子郵件中的連結。',
    askAgain: '重新申請連結',
  },
  invite: {
    alreadyUsed: '此邀請連結已被使用，請用電子郵件和密碼登入，或透過「忘記密碼？」設定新密碼。',
  },
  mail: {
    resetSubject: '設定新的 Podpie 密碼',
    resetBody:
      '有人（希望是你）申請為你的 Podpie 帳號設定新密碼。\n\n請在一小時內開啟此連結設定：\n{{link}}\n\n如果不是你申請的，請忽略這封郵件，你的密碼不會改變。\n',
    burstSubject: '你的 Podpie 帳號有多次登入失敗',
    burstBody:
      '過去幾分鐘內，其他裝置嘗試登入你的 Podpie 帳號（{{email}}）失敗了 {{count}} 次。\n\n只要密碼安全，你的帳號就是安全的：從你自己的裝置和通行金鑰登入不會被減速。如果你認為有人知道你的密碼，請立即更改：\n{{securityUrl}}\n\n開啟兩步驟驗證碼或新增通行金鑰，即使密碼被猜中也無法登入。\n',
    verifySubject: '驗證你的 Podpie 電子郵件地址',
    verifyBody:
      '請在一天內開啟此連結，確認 {{email}} 是你的 Podpie 帳號地址：\n{{link}}\n\n如果不是你申請的，請忽略這封郵件，什麼都不會改變。\n',
    addressChangeSubject: '你的 Podpie 帳號將改用另一個電子郵件地址',
    addressChangeBody:
      '有人登入你的 Podpie 帳號，申請改用 {{email}} 代替此地址。開啟寄到 {{email}} 的連結後才會變更。\n\n如果不是你，請立即更改密碼：\n{{securityUrl}}\n',
  },
};
