// @vitest-environment jsdom

import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { firstCall, startedAtStart } from './at-start';
import { useRequest } from './use-request';

function Shows({ call }: { call: Parameters<typeof useRequest<string>>[0] }) {
  const { data, loading } = useRequest(call, []);
  return <p>{loading ? 'loading' : (data ?? 'none')}</p>;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('answers started at start-up (docs/decisions/006)', () => {
  it('gives the first render an answer that is in, once, and calls the server for every later ask', async () => {
    const own = vi.fn(async () => 'from the server');
    startedAtStart('/me/once', Promise.resolve('from start-up'));
    await settle();
    const call = firstCall('/me/once', own);

    const first = render(<Shows call={call} />);
    // The first render already has it: no spinner was ever drawn, and no call was made.
    expect(screen.getByText('from start-up')).toBeTruthy();
    await settle();
    expect(own).not.toHaveBeenCalled();
    first.unmount();

    render(<Shows call={call} />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('from the server')).toBeTruthy();
    expect(own).toHaveBeenCalledTimes(1);
  });

  it('waits for an answer still on its way, and asks the server itself when that start failed', async () => {
    let resolve!: (value: string) => void;
    startedAtStart('/me/pending', new Promise<string>((r) => (resolve = r)));
    const pendingOwn = vi.fn(async () => 'from the server');
    render(<Shows call={firstCall('/me/pending', pendingOwn)} />);
    expect(screen.getByText('loading')).toBeTruthy();
    resolve('from start-up');
    expect(await screen.findByText('from start-up')).toBeTruthy();
    expect(pendingOwn).not.toHaveBeenCalled();

    const failed = Promise.reject(new Error('offline'));
    startedAtStart('/me/failed', failed);
    await settle();
    const failedOwn = vi.fn(async () => 'asked again');
    render(<Shows call={firstCall('/me/failed', failedOwn)} />);
    expect(await screen.findByText('asked again')).toBeTruthy();
    expect(failedOwn).toHaveBeenCalledTimes(1);
  });

  it('calls the server as before where nothing was started (a page from the worker, a component test)', async () => {
    const own = vi.fn(async () => 'from the server');
    render(<Shows call={firstCall('/me/never-started', own)} />);
    expect(await screen.findByText('from the server')).toBeTruthy();
    expect(own).toHaveBeenCalledTimes(1);
  });
});
