// @vitest-environment jsdom
import '../test/setup';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  matchPath,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from './router';

function Where() {
  const { pathname, search, state, key } = useLocation();
  const [query] = useSearchParams();
  return (
    <p data-testid="where">
      {[
        pathname,
        search,
        JSON.stringify(state),
        key === 'default' ? 'first' : 'later',
        useNavigationType(),
      ].join(' ')}
      {query.get('q') ? ` q=${query.get('q')}` : ''}
    </p>
  );
}

let navigate: ReturnType<typeof useNavigate> = () => {};
function Grab() {
  navigate = useNavigate();
  return null;
}

function Param() {
  return <p data-testid="param">{JSON.stringify(useParams())}</p>;
}

describe('the app router', () => {
  it('matches static segments before params, params before a splat, and decodes params', () => {
    expect(matchPath('/papers', '/papers/')).toEqual({ params: {}, rank: 3 });
    expect(matchPath('/papers/attempt/:id', '/papers/attempt/a%20b')?.params).toEqual({ id: 'a b' });
    expect(matchPath('/papers', '/papers/attempt/7')).toBeNull();
    expect(matchPath('/admin/papers/:id', '/admin/papers/7/stats')).toBeNull();
    expect(matchPath('*', '/anything/at/all')?.params).toEqual({ '*': 'anything/at/all' });

    render(
      <MemoryRouter initialEntries={['/admin/papers/new']}>
        <Routes>
          <Route path="*" element={<p data-testid="param">splat</p>} />
          <Route path="/admin/papers/:id" element={<Param />} />
          <Route path="/admin/papers/new" element={<p data-testid="param">static</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('param').textContent).toBe('static');
  });

  it('navigates with state and new keys, steps back as a POP, and a link to where one is replaces', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Grab />
        <Where />
        <Link to="/review?q=1">review</Link>
      </MemoryRouter>,
    );
    const where = () => screen.getByTestId('where').textContent;
    expect(where()).toBe('/  null first POP');
    act(() => navigate('/login', { state: { from: '/papers' } }));
    expect(where()).toBe('/login  {"from":"/papers"} later PUSH');
    fireEvent.click(screen.getByText('review'));
    expect(where()).toBe('/review ?q=1 null later PUSH q=1');
    fireEvent.click(screen.getByText('review'));
    expect(where()).toBe('/review ?q=1 null later REPLACE q=1');
    act(() => navigate(-1));
    expect(where()).toBe('/login  {"from":"/papers"} later POP');
  });

  it('keeps the entry key and state in the browser history, and Navigate redirects', () => {
    window.history.replaceState(null, '', '/old');
    render(
      <BrowserRouter>
        <Routes>
          <Route path="/old" element={<Navigate to="/new" replace state={{ from: '/old' }} />} />
          <Route path="/new" element={<Where />} />
        </Routes>
      </BrowserRouter>,
    );
    expect(window.location.pathname).toBe('/new');
    expect(screen.getByTestId('where').textContent).toBe('/new  {"from":"/old"} later REPLACE');
    expect(window.history.state).toMatchObject({ usr: { from: '/old' }, key: expect.any(String) });
  });

  it('leaves a modified click to the browser', () => {
    render(
      <MemoryRouter>
        <Where />
        <Link to="/help">help</Link>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByText('help'), { ctrlKey: true });
    expect(screen.getByTestId('where').textContent).toBe('/  null first POP');
    expect(screen.getByText('help').getAttribute('href')).toBe('/help');
  });
});
