import type { i18n } from 'i18next';

/**
 * Editor texts the shared dictionaries do not hold yet (the 409 explanation, undo and redo, the
 * title a new block needs), in every interface language. Registered once as the 'editorExtra'
 * namespace when the editor opens.
 */
const en = {
  conflictTitle: 'This page was changed somewhere else',
  conflictBody:
    'Since you opened it here, a newer copy of this page was published (in another tab or on another device). Load the newer copy to continue from it, or overwrite it with what you see here.',
  loadNewer: 'Load the newer copy',
  overwrite: 'Overwrite it',
  undo: 'Undo',
  redo: 'Redo',
  titleRequired: 'Please enter a title.',
  published: 'Published',
  resetDone: 'The draft was cleared.',
  moveBlock: 'Move block',
  addTitle: 'Add your title and description',
  password: 'Password',
  email: 'Email',
};
type EditorExtraTexts = typeof en;

const cn: EditorExtraTexts = {
  conflictTitle: '此页面已在其他地方被修改',
  conflictBody:
    '在您打开此页面之后，另一个标签页或设备发布了较新的版本。您可以载入较新的版本继续编辑，或用此处的内容覆盖它。',
  loadNewer: '载入较新的版本',
  overwrite: '覆盖',
  undo: '撤销',
  redo: '重做',
  titleRequired: '请输入标题。',
  published: '已发布',
  resetDone: '草稿已清除。',
  moveBlock: '移动区块',
  addTitle: '添加标题和描述',
  password: '密码',
  email: '电子邮件',
};

const tw: EditorExtraTexts = {
  conflictTitle: '此頁面已在其他地方被修改',
  conflictBody:
    '在您開啟此頁面之後，另一個分頁或裝置發佈了較新的版本。您可以載入較新的版本繼續編輯，或用此處的內容覆寫它。',
  loadNewer: '載入較新的版本',
  overwrite: '覆寫',
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

export const EDITOR_EXTRA_NAMESPACE = 'editorExtra';

export function registerEditorTexts(instance: i18n): void {
  for (const [language, texts] of Object.entries({ en, cn, tw })) {
    if (!instance.hasResourceBundle(language, EDITOR_EXTRA_NAMESPACE)) {
      instance.addResourceBundle(language, EDITOR_EXTRA_NAMESPACE, texts);
    }
  }
}
