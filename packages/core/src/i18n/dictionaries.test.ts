import { describe, expect, it } from 'vitest';
import type { TranslationKey } from './dictionary.ts';
import { NAMESPACES } from './namespaces.ts';
import { resources } from './resources.ts';
import { translate } from './translate.ts';

/** Every leaf of a dictionary as [dotted path, text]. */
function leaves(node: unknown, prefix = ''): [string, unknown][] {
  if (typeof node !== 'object' || node === null) return [[prefix, node]];
  return Object.entries(node).flatMap(([key, value]) =>
    leaves(value, prefix === '' ? key : `${prefix}.${key}`),
  );
}

const variables = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]).sort();

const en = new Map(leaves(resources.en));

describe('every text exists in en, cn and tw', () => {
  it.each(['cn', 'tw'] as const)('%s has exactly the keys of en, none empty', (language) => {
    const translated = new Map(leaves(resources[language]));
    expect([...translated.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of translated) {
      expect(typeof text, `${language} ${key}`).toBe('string');
      expect(String(text).trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it('no English text is empty', () => {
    for (const [key, text] of en) {
      expect(typeof text, key).toBe('string');
      expect(String(text).trim(), key).not.toBe('');
    }
  });

  it.each(['cn', 'tw'] as const)('%s keeps every {{variable}} of the English text', (language) => {
    const translated = new Map(leaves(resources[language]));
    for (const [key, text] of en) {
      expect(variables(translated.get(key)), `${language} ${key}`).toEqual(variables(text));
    }
  });

  it('the namespaces list names every namespace of the dictionaries', () => {
    expect([...NAMESPACES].sort()).toEqual(Object.keys(resources.en).sort());
  });
});

// Characters whose simplified and traditional forms differ, the same character at each index.
const SIMPLIFIED_ONLY =
  '设项录册码删们这发时请载页钮图颜编辑关传换认号单间题订阅态线过输错败为务击谢选标签东';
const TRADITIONAL_ONLY =
  '設項錄冊碼刪們這發時請載頁鈕圖顏編輯關傳換認號單間題訂閱態線過輸錯敗為務擊謝選標籤東';

describe('each Chinese dictionary is written in its own script', () => {
  // Language names are written in their own script in every language.
  const texts = (language: 'cn' | 'tw') =>
    leaves(resources[language])
      .filter(([key]) => !key.startsWith('common.language.'))
      .map(([, text]) => String(text))
      .join('\n');

  it('cn uses simplified characters only', () => {
    const cn = texts('cn');
    for (const traditional of TRADITIONAL_ONLY) expect(cn, traditional).not.toContain(traditional);
  });

  it('tw uses traditional characters only', () => {
    const tw = texts('tw');
    for (const simplified of SIMPLIFIED_ONLY) expect(tw, simplified).not.toContain(simplified);
  });
});

describe('English messages are quoted from SPEC.md exactly', () => {
  const quotes: [TranslationKey, string][] = [
    ['messages:validation.emailRequired', 'Please input your Email!'],
    ['messages:validation.passwordRequired', 'Please input your Password!'],
    ['messages:validation.slugRequired', 'Please input your project link alias!'],
    ['messages:validation.slugSpecialCharacters', 'Slug does not allow special characters'],
    ['messages:validation.socialUsername', 'Please make sure {{value}} is the username.'],
    ['messages:validation.authorNameRequired', 'Please make sure you had entered the author name.'],
    ['messages:validation.datePickerError', 'DATE-PICKER-ERROR'],
    ['messages:loginFailed.title', 'Failed to Login'],
    ['messages:loginFailed.description', 'Email and Password are not matched.  Please try again'],
    ['messages:signUpFailed.title', 'Sign up error'],
    [
      'messages:signUpFailed.description',
      'Email has already been taken.  Please try with another one.',
    ],
    ['messages:passwordUpdated.title', 'Password updated'],
    ['messages:passwordUpdated.description', 'Password has been updated.'],
    ['messages:passwordUpdateFailed.title', 'Password update failed'],
    ['messages:projectNotFound.title', 'Project not found'],
    [
      'messages:projectNotFound.description',
      'Please try again or send us an email to report issue.',
    ],
    ['messages:colorsNotFound.title', 'Colors not found'],
    ['messages:themesNotFound.title', 'Themes not found'],
    ['messages:success', 'Success'],
    ['messages:error', 'Error'],
    ['messages:projectCreated.description', 'Project created successfully.'],
    ['messages:projectCreateFailed.description', 'Failed to create a new project.'],
    ['messages:projectUpdating.title', 'Upadting...'],
    ['messages:projectUpdating.description', 'We are updating the project data, please wait.'],
    ['messages:projectUpdated', 'Project updated successfully.'],
    ['messages:projectUpdateFailed', 'Project updated failed.'],
    // SPEC.md's words; issue 29 names the project ({{name}}) where SPEC.md gave its id.
    ['messages:projectDeleted', 'Deleted project {{name}}'],
    ['messages:projectDeleteFailed', 'Failed to delete project {{name}}'],
    ['messages:quickUpdated', 'Project updated.'],
    ['messages:quickUpdateFailed', 'Failed to update project {{name}}'],
    ['messages:settingsUpdated', 'Updated project {{name}}'],
    ['messages:settingsUpdateFailed', 'Failed to update project {{name}}'],
    ['messages:fetching.title', 'Please wait'],
    ['messages:fetching.description', 'Fetching data from'],
    ['messages:fetchFailed.title', 'Unable to fetch data from {{url}}'],
    ['messages:fetchFailed.description', 'Try another one?'],
    ['messages:clipboardDenied', 'Please allow clipboard access.'],
    ['messages:copied', 'Copied'],
    [
      'messages:quickStartSetupFailed',
      'Failed to setup.  Please screenshot the issue, and send your podcast rss feed to {{email}}',
    ],
    ['messages:mailingSignedOut', 'Please sign in to use this feature.'],
    [
      'messages:mailingNoIntegrations',
      'Please go to integrations page to add a mailing provider to continue.',
    ],
    ['common:optOut.title', 'Successfully to unsubscribe you from our mailing list.'],
    ['common:optOut.subTitle', 'We apologize for any inconvenience.'],
    ['common:notFound.subTitle', 'Sorry, the page you visited does not exist.'],
    ['common:notFound.backHome', 'Back Home'],
    ['dashboard:addNewProject', '+ Add New Project'],
    ['dashboard:card.untitled', 'Undefined'],
    ['integrations:addNew', 'Add new integration'],
    ['auth:signUp.haveAccount', 'Already have an account?'],
    ['editor:register.title', 'Create your account'],
    ['editor:register.submit', 'Sign up'],
    ['editor:iconPicker.search', 'Find in 1000 icons'],
    ['editor:body.addBlock', 'Add Block'],
    ['editor:modal.done', 'Done'],
    ['settings:project.title', 'Embed and Sharing Analytics'],
    ['quickstart:steps.setup', 'Setup'],
    ['quickstart:steps.customize', 'Customize'],
    ['quickstart:steps.publish', 'Publish'],
    ['quickstart:skip', 'Skip'],
    ['blocks:platformBadge.listenOn', 'Listen on'],
    ['blocks:tipBadges.becomeA', 'Become a'],
    ['blocks:tipBadges.trueSupporter', 'True Supporter'],
    ['blocks:tipBadges.supportUs', 'Support us'],
    ['blocks:mailingDefaults.title', 'Join our newsletter!'],
    ['blocks:mailingDefaults.buttonText', 'Click to Subscribe'],
    ['blocks:mailingDefaults.successMessage', 'Thanks for subscribing!'],
    ['blocks:feedLayouts.MIX-CARD-TILE', 'Mix'],
    ['page:countdown.days', 'DAYS'],
    ['page:countdown.hrs', 'HRS'],
    ['page:countdown.min', 'MIN'],
    ['page:countdown.sec', 'SEC'],
    ['page:countdown.expired', 'EXPIRED'],
  ];

  it.each(quotes)('%s', (key, quote) => {
    expect(translate('en', key)).toBe(quote);
  });
});
