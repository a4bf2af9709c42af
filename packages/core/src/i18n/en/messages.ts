/** Every message of SPEC.md §5 and §8; the en text is quoted from the spec exactly. */
export const messages = {
  validation: {
    emailRequired: 'Please input your Email!',
    passwordRequired: 'Please input your Password!',
    newPasswordRequired: 'Please input your new password!',
    verifyPasswordRequired: 'Please verify your new password!',
    slugRequired: 'Please input your project link alias!',
    slugSpecialCharacters: 'Slug does not allow special characters',
    socialUsername: 'Please make sure {{value}} is the username.',
    authorNameRequired: 'Please make sure you had entered the author name.',
    datePickerError: 'DATE-PICKER-ERROR',
    datePickerErrorDescription: 'The start must be before the end.',
    integrationRequired: 'Please select a mailing service.',
    listRequired: 'Please select a mailing list.',
    buttonTextRequired: 'Please input the button text.',
    successMessageRequired: 'Please input the success message.',
    invalidLink: 'Please enter a valid link (http, https, mailto or tel).',
    invalidColour: 'Please choose a valid colour.',
    invalidDesign: 'Please choose one of the offered design options.',
    invalidDate: 'Please pick a valid date.',
  },
  success: 'Success',
  error: 'Error',
  loginFailed: {
    title: 'Failed to Login',
    description: 'Email and Password are not matched.  Please try again',
  },
  signUpFailed: {
    title: 'Sign up error',
    description: 'Email has already been taken.  Please try with another one.',
  },
  passwordUpdated: {
    title: 'Password updated',
    description: 'Password has been updated.',
  },
  passwordUpdateFailed: {
    title: 'Password update failed',
  },
  projectNotFound: {
    title: 'Project not found',
    description: 'Please try again or send us an email to report issue.',
  },
  colorsNotFound: {
    title: 'Colors not found',
  },
  themesNotFound: {
    title: 'Themes not found',
  },
  projectCreated: {
    description: 'Project created successfully.',
  },
  projectCreateFailed: {
    description: 'Failed to create a new project.',
    contactSupport: 'Please contact support if this keeps happening.',
  },
  projectUpdating: {
    title: 'Upadting...',
    description: 'We are updating the project data, please wait.',
  },
  projectUpdated: 'Project updated successfully.',
  projectUpdateFailed: 'Project updated failed.',
  projectDeleted: 'Deleted project {{name}}',
  projectDeleteFailed: 'Failed to delete project {{name}}',
  quickUpdated: 'Project updated.',
  quickUpdateFailed: 'Failed to update project {{name}}',
  settingsUpdated: 'Updated project {{name}}',
  settingsUpdateFailed: 'Failed to update project {{name}}',
  fetching: {
    title: 'Please wait',
    description: 'Fetching data from',
  },
  fetchFailed: {
    title: 'Unable to fetch data from {{url}}',
    description: 'Try another one?',
  },
  clipboardDenied: 'Please allow clipboard access.',
  copied: 'Copied',
  quickStartSetupFailed:
    'Failed to setup.  Please screenshot the issue, and send your podcast rss feed to {{email}}',
  mailingSignedOut: 'Please sign in to use this feature.',
  mailingNoIntegrations: 'Please go to integrations page to add a mailing provider to continue.',
};
