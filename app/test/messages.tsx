import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toasts } from '../components/Toasts';
import { MemoryRouter } from '../routes/router';

/** Renders a screen with the app's toast container, so a test sees toasts as the learner does. */
export async function renderWithToasts(ui: ReactNode, initialEntries?: string[]) {
  // Loaded up front, as the app has by the time a learner submits a form: toasts then show at once.
  await import('react-toastify');
  const view = render(
    <MemoryRouter initialEntries={initialEntries}>
      <Toasts />
      {ui}
    </MemoryRouter>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return view;
}

/** Every message on screen: inline (role=alert, not hidden) and toasts (role=alert too). */
export const shownMessages = () => screen.queryAllByRole('alert').map((el) => el.textContent ?? '');
