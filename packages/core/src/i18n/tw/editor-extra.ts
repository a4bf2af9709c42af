import type { Dictionary } from '../dictionary.ts';

export const editorExtra: Dictionary['editorExtra'] = {
  conflictTitle: '此頁面已在其他地方被修改',
  conflictBody:
    '在您開啟此頁面之後，另一個分頁或裝置發佈了較新的版本。您可以載入較新的版本繼續編輯，或用此處的內容覆寫它。',
  loadNewer: '載入較新的版本',
  overwrite: '覆寫',
  merge: {
    merged: '已與另一台裝置上的變更合併',
    conflictBody:
      '此頁面的某些部分在這裡和其他地方都被修改了。其餘內容已合併；請為每一項選擇要保留的版本。',
    keepMine: '保留我的',
    keepTheirs: '保留對方的',
    deleted: '已刪除',
    pageDesign: '頁面顏色與設計',
  },
  undo: '復原',
  redo: '重做',
  titleRequired: '請輸入標題。',
  published: '已發佈',
  resetDone: '草稿已清除。',
  moveBlock: '移動區塊',
  addTitle: '新增標題和描述',
  password: '密碼',
  email: '電子郵件',
};
