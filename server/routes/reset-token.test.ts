import { expect, it } from 'vitest';
import { agent, describeEachDriver } from '../../tests/helpers/app';

describeEachDriver('reset tokens that are not ours', (t) => {
  it.each([
    ['36 hex and dash characters that are not a UUID', `${'-'.repeat(36)}.abcdefghij`],
    ['a UUID shape with dashes in the wrong places', `${'a'.repeat(35)}-.abcdefghij`],
    ['no dot', 'abcdefghijklmnop'],
    ['an unknown account', '6d2829f9-a24f-43ba-bf8f-02422aeec7c1.abcdefghijklmnop'],
  ])('%s: 400, never 500', async (_name, token) => {
    const res = await agent(t().app).post('/api/forgot-password/reset', {
      token,
      password: 'Peacock-Harbour-Drum-77',
      confirmPassword: 'Peacock-Harbour-Drum-77',
    });
    expect(res).toMatchObject({
      status: 400,
      body: { message: 'This reset link is invalid or has expired.' },
    });
  });
});
