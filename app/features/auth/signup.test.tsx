// @vitest-environment jsdom
import '../../test/setup';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authTexts } from '../../../shared/api/auth';
import { mockApi } from '../../test/api-mock';
import { renderWithToasts, shownMessages } from '../../test/messages';
import { flush } from '../../test/quiz-fixtures';
import { inLearnerWords } from './auth-texts';
import { RegisterStart } from './RegisterStart';
import { SignupDetails } from './SignupDetails';
import { VerifyCode } from './VerifyCode';

const email = 'asha@example.com';
const refuse = (status: number, message: string) => () => ({ status, body: { error: 'Refused', message } });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const invalid = (label: string) => screen.getByLabelText(label, { exact: true }).getAttribute('aria-invalid');
async function click(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  await flush();
}

describe('signup, step 1: the e-mail', () => {
  it("says 'code' in its toast, whatever the server's word", async () => {
    mockApi({ 'POST /api/send-otp-email': () => ({ message: authTexts.otpSent }) });
    const onCodeSent = vi.fn();
    await renderWithToasts(<RegisterStart onCodeSent={onCodeSent} />);
    type('Email', email);
    await click('Send code');
    expect(onCodeSent).toHaveBeenCalledWith(email);
    expect(shownMessages()).toEqual(['Code sent to your email.']);
  });

  it('shows a refusal once, inline, in the learner’s words', async () => {
    mockApi({ 'POST /api/send-otp-email': refuse(429, authTexts.resendWait(42)) });
    await renderWithToasts(<RegisterStart onCodeSent={() => {}} />);
    type('Email', email);
    await click('Send code');
    expect(shownMessages()).toEqual(['Please wait 42 seconds before requesting a new code.']);
  });
});

describe('signup, step 2: the code', () => {
  it('shows a wrong code once, inline on the code; a new code clears it, with a toast', async () => {
    mockApi({
      'POST /api/verify-otp-email': refuse(400, authTexts.wrongCode(4)),
      'POST /api/send-otp-email': () => ({ message: authTexts.otpSent }),
    });
    await renderWithToasts(<VerifyCode email={email} onVerified={() => {}} onChangeEmail={() => {}} />);
    type('Code', '123456');
    await click('Verify');
    expect(shownMessages()).toEqual(['Invalid code. 4 tries left.']);
    expect(invalid('Code')).toBe('true');
    await click('Send a new code');
    expect(shownMessages()).toEqual(['Code sent to your email.']);
    expect(invalid('Code')).toBeNull();
  });

  it("a verified code is one toast, 'Code verified'", async () => {
    mockApi({ 'POST /api/verify-otp-email': () => ({ message: authTexts.otpVerified }) });
    const onVerified = vi.fn();
    await renderWithToasts(<VerifyCode email={email} onVerified={onVerified} onChangeEmail={() => {}} />);
    type('Code', '123456');
    await click('Verify');
    expect(onVerified).toHaveBeenCalled();
    expect(shownMessages()).toEqual(['Code verified']);
  });

  it('a refused resend is inline, about the form rather than the code', async () => {
    mockApi({ 'POST /api/send-otp-email': refuse(429, authTexts.resendWait(42)) });
    await renderWithToasts(<VerifyCode email={email} onVerified={() => {}} onChangeEmail={() => {}} />);
    await click('Send a new code');
    expect(shownMessages()).toEqual(['Please wait 42 seconds before requesting a new code.']);
    expect(invalid('Code')).toBeNull();
  });
});

describe('signup, step 3: the details', () => {
  async function fillDetails(confirmPassword: string) {
    type('First name', 'सीमा');
    type('Last name', 'Verma');
    type('Phone', '9876543210');
    type('Password', 'a good password');
    type('Confirm password', confirmPassword);
    await click('Create account');
  }

  it('refuses a confirmation that differs, inline on it; sends a matching one to the server', async () => {
    const api = mockApi({
      'POST /api/signUp': () => ({
        status: 201,
        body: { message: authTexts.signupSuccess, user: { _id: 'u1', email } },
      }),
    });
    const onSignedUp = vi.fn();
    await renderWithToasts(<SignupDetails email={email} onSignedUp={onSignedUp} />);
    await fillDetails('a good passw0rd');
    expect(shownMessages()).toEqual(['Passwords do not match']);
    expect(invalid('Confirm password')).toBe('true');
    expect(invalid('Password')).toBeNull();
    expect(api.calls).toHaveLength(0);

    await fillDetails('');
    expect(shownMessages()).toEqual(['Please confirm your password.']);
    expect(api.calls).toHaveLength(0);

    await fillDetails('a good password');
    expect(api.calls[0]!.body).toEqual({
      email,
      firstName: 'सीमा',
      lastName: 'Verma',
      phone: '+919876543210',
      password: 'a good password',
      confirmPassword: 'a good password',
      // This device never chose a language: the account starts without one (docs/product.md §8).
    });
    expect(onSignedUp).toHaveBeenCalled();
    expect(shownMessages()).toEqual(['Signup successful!']);
  });

  it('shows a refusal once, inline, in the learner’s words', async () => {
    mockApi({ 'POST /api/signUp': refuse(400, authTexts.verifyFirst) });
    await renderWithToasts(<SignupDetails email={email} onSignedUp={() => {}} />);
    await fillDetails('a good password');
    expect(shownMessages()).toEqual(['Please verify your email with the code first.']);
  });
});

describe("the learner's word for the code", () => {
  it("is 'code' in every server message that says OTP", () => {
    expect(inLearnerWords(authTexts.wrongCode(1))).toBe('Invalid code. 1 try left.');
    expect(inLearnerWords(authTexts.codeExpired)).toBe('Code expired. Please request a new one.');
    expect(inLearnerWords(authTexts.noCode)).toBe(
      'No code was requested for this email. Please request one.',
    );
    expect(inLearnerWords(authTexts.tooManyTries)).toBe(
      'Too many wrong attempts. Please request a new code.',
    );
    expect(inLearnerWords('OTP is required.')).toBe('Code is required.');
    expect(inLearnerWords(authTexts.emailTaken)).toBe(authTexts.emailTaken);
  });
});
