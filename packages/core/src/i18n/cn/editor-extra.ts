import type { Dictionary } from '../dictionary.ts';

export const editorExtra: Dictionary['editorExtra'] = {
  conflictTitle: '此页面已在其他地方被修改',
  conflictBody:
    '在您打开此页面之后，另一个标签页或设备发布了较新的版本。您可以载入较新的版本继续编辑，或用此处的内容覆盖它。',
  loadNewer: '载入较新的版本',
  overwrite: '覆盖',
  merge: {
    merged: '已与另一台设备上的更改合并',
    conflictBody:
      '此页面的某些部分在这里和其他地方都被修改了。其余内容已合并；请为每一项选择要保留的版本。',
    keepMine: '保留我的',
    keepTheirs: '保留对方的',
    deleted: '已删除',
    pageDesign: '页面颜色与设计',
  },
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
