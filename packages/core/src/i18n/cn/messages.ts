import type { Dictionary } from '../dictionary.ts';

export const messages: Dictionary['messages'] = {
  validation: {
    emailRequired: '请输入你的邮箱！',
    passwordRequired: '请输入你的密码！',
    newPasswordRequired: '请输入新密码！',
    verifyPasswordRequired: '请再次输入新密码！',
    slugRequired: '请输入项目链接别名！',
    slugSpecialCharacters: '链接别名不能包含特殊字符',
    socialUsername: '请确认 {{value}} 是用户名。',
    authorNameRequired: '请确认你已输入作者姓名。',
    datePickerError: 'DATE-PICKER-ERROR',
    datePickerErrorDescription: '开始时间必须早于结束时间。',
    integrationRequired: '请选择邮件服务。',
    listRequired: '请选择邮件列表。',
    buttonTextRequired: '请输入按钮文字。',
    successMessageRequired: '请输入成功提示。',
    invalidLink: '请输入有效的链接（http、https、mailto 或 tel）。',
    invalidColour: '请选择有效的颜色。',
    invalidDesign: '请选择提供的设计选项之一。',
    invalidDate: '请选择有效的日期。',
  },
  success: '成功',
  error: '错误',
  loginFailed: {
    title: '登录失败',
    description: '邮箱和密码不匹配，请重试。',
  },
  signUpFailed: {
    title: '注册出错',
    description: '该邮箱已被注册，请换一个试试。',
  },
  passwordUpdated: {
    title: '密码已更新',
    description: '密码已成功更新。',
  },
  passwordUpdateFailed: {
    title: '密码更新失败',
  },
  projectNotFound: {
    title: '找不到项目',
    description: '请重试，或发邮件给我们报告问题。',
  },
  colorsNotFound: {
    title: '找不到颜色',
  },
  themesNotFound: {
    title: '找不到主题',
  },
  projectCreated: {
    description: '项目创建成功。',
  },
  projectCreateFailed: {
    description: '新项目创建失败。',
    contactSupport: '如果问题持续出现，请联系客服。',
  },
  projectUpdating: {
    title: '更新中...',
    description: '正在更新项目数据，请稍候。',
  },
  projectUpdated: '项目更新成功。',
  projectUpdateFailed: '项目更新失败。',
  projectDeleted: '已删除项目 {{name}}',
  projectDeleteFailed: '删除项目 {{name}} 失败',
  quickUpdated: '项目已更新。',
  quickUpdateFailed: '更新项目 {{name}} 失败',
  settingsUpdated: '已更新项目 {{name}}',
  settingsUpdateFailed: '更新项目 {{name}} 失败',
  fetching: {
    title: '请稍候',
    description: '正在获取数据，来源：',
  },
  fetchFailed: {
    title: '无法从 {{url}} 获取数据',
    description: '换一个试试？',
  },
  clipboardDenied: '请允许访问剪贴板。',
  copied: '已复制',
  quickStartSetupFailed: '设置失败。请截图记录问题，并把你的播客 RSS 地址发送到 {{email}}',
  mailingSignedOut: '请登录后使用此功能。',
  mailingNoIntegrations: '请前往集成页面添加邮件服务后再继续。',
};
