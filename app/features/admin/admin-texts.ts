export const adminTexts = {
  deleteQuestion: 'Delete this question?',
  settingsSaved: 'Settings saved.',
} as const;
