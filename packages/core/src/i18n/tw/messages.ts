import type { Dictionary } from '../dictionary.ts';

export const messages: Dictionary['messages'] = {
  validation: {
    emailRequired: '請輸入你的電子郵件！',
    passwordRequired: '請輸入你的密碼！',
    newPasswordRequired: '請輸入新密碼！',
    verifyPasswordRequired: '請再次輸入新密碼！',
    slugRequired: '請輸入專案連結別名！',
    slugSpecialCharacters: '連結別名不能包含特殊字元',
    socialUsername: '請確認 {{value}} 是使用者名稱。',
    authorNameRequired: '請確認你已輸入作者姓名。',
    datePickerError: 'DATE-PICKER-ERROR',
    datePickerErrorDescription: '開始時間必須早於結束時間。',
    integrationRequired: '請選擇郵件服務。',
    listRequired: '請選擇郵件清單。',
    buttonTextRequired: '請輸入按鈕文字。',
    successMessageRequired: '請輸入成功訊息。',
    invalidLink: '請輸入有效的連結（http、https、mailto 或 tel）。',
    invalidColour: '請選擇有效的顏色。',
    invalidDesign: '請選擇提供的設計選項之一。',
    invalidDate: '請選擇有效的日期。',
  },
  success: '成功',
  error: '錯誤',
  loginFailed: {
    title: '登入失敗',
    description: '電子郵件與密碼不符，請再試一次。',
  },
  signUpFailed: {
    title: '註冊錯誤',
    description: '此電子郵件已被註冊，請改用其他電子郵件。',
  },
  passwordUpdated: {
    title: '密碼已更新',
    description: '密碼已成功更新。',
  },
  passwordUpdateFailed: {
    title: '密碼更新失敗',
  },
  projectNotFound: {
    title: '找不到專案',
    description: '請再試一次，或寄信給我們回報問題。',
  },
  colorsNotFound: {
    title: '找不到顏色',
  },
  themesNotFound: {
    title: '找不到主題',
  },
  projectCreated: {
    description: '專案建立成功。',
  },
  projectCreateFailed: {
    description: '無法建立新專案。',
    contactSupport: '如果問題持續發生，請聯絡客服。',
  },
  projectUpdating: {
    title: '更新中...',
    description: '正在更新專案資料，請稍候。',
  },
  projectUpdated: '專案更新成功。',
  projectUpdateFailed: '專案更新失敗。',
  projectDeleted: '已刪除專案 {{name}}',
  projectDeleteFailed: '刪除專案 {{name}} 失敗',
  quickUpdated: '專案已更新。',
  quickUpdateFailed: '更新專案 {{name}} 失敗',
  settingsUpdated: '已更新專案 {{name}}',
  settingsUpdateFailed: '更新專案 {{name}} 失敗',
  fetching: {
    title: '請稍候',
    description: '正在取得資料，來源：',
  },
  fetchFailed: {
    title: '無法從 {{url}} 取得資料',
    description: '換一個試試看？',
  },
  clipboardDenied: '請允許存取剪貼簿。',
  copied: '已複製',
  quickStartSetupFailed: '設定失敗。請截圖記錄問題，並將你的 Podcast RSS 網址寄到 {{email}}',
  mailingSignedOut: '請登入後使用此功能。',
  mailingNoIntegrations: '請前往整合頁面新增郵件服務後再繼續。',
};
