/**
 * The account-security screens' texts (docs/product.md §5): change password, sessions, two-step
 * login, export and deletion. One object, so a later issue can translate it whole; the
 * server's own messages are in shared/api/auth.ts.
 */
export const securityTexts = {
  passwordHint:
    'At least 10 characters. Several uncommon words are best; avoid your name and common passwords.',

  changeTitle: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  changeButton: 'Change password',
  changeBusy: 'Changing…',
  changeFailed: 'Could not change the password.',

  sessionsTitle: 'Where you are logged in',
  sessionsIntro: 'Sessions end by themselves after 7 days unused, and after 30 days at most.',
  sessionsLoadFailed: 'Could not load your sessions.',
  thisDevice: 'This device',
  unknownDevice: 'Unknown device',
  started: (when: string) => `Logged in ${when}`,
  lastUsed: (when: string) => `Last used ${when}`,
  endSession: 'End',
  endSessionLabel: (device: string) => `End the session on ${device}`,
  endFailed: 'Could not end that session.',

  dataTitle: 'Your data',
  dataIntro: 'Download everything Sopan holds about you, or delete your account.',
  privacyLink: 'How we use your data',
  exportButton: 'Download my data',
  exportBusy: 'Preparing…',
  exportDone: 'Your data was downloaded.',
  exportFailed: 'Could not download your data.',
  deleteButton: 'Delete my account',
  deleteTitle: 'Delete your account?',
  deleteWarning:
    'Your account, your sessions and all your progress are deleted at once and cannot be brought back. Only anonymous answer counts per question remain.',
  deletePassword: 'Type your password to confirm',
  deleteConfirm: 'Delete for ever',
  deleteBusy: 'Deleting…',
  deleteCancel: 'Keep my account',
  deleteFailed: 'Could not delete the account.',

  totpTitle: 'Two-step login',
  totpOn: 'On: logging in asks for a code from your authenticator app.',
  totpOff: 'Off: logging in asks for your password only.',
  totpSetUp: 'Set up two-step login',
  totpSetupBusy: 'Preparing…',
  totpScan: 'Scan this code with an authenticator app, or type the key into it:',
  totpKey: 'Key',
  totpLink: 'Setup link',
  totpQrAlt: 'QR code for two-step login',
  totpCode: '6-digit code',
  totpEnable: 'Turn on',
  totpDisable: 'Turn off two-step login',
  totpDisableHint: 'Enter a current code from your app to turn it off.',
  totpBusy: 'Checking…',
  totpFailed: 'Could not change two-step login.',

  loginCodeTitle: 'Two-step login',
  loginCodeIntro: 'Enter the 6-digit code from your authenticator app.',
  loginCodeButton: 'Verify',
  loginCodeBusy: 'Checking…',
  loginCodeBack: 'Back to login',
  loginCodeFailed: 'Could not check the code.',

  adminPasswordPrompt: (email: string, grant: boolean) =>
    `${grant ? 'Make' : 'Remove'} ${email} ${grant ? 'an admin' : 'as admin'}: type your own password to confirm.`,
  adminPasswordLabel: 'Your password',
  adminPasswordConfirm: 'Confirm',
  adminPasswordCancel: 'Cancel',
} as const;
