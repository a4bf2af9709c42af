import type { Dictionary } from '../dictionary.ts';

export const editorExtra: Dictionary['editorExtra'] = {
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
