import { Link } from 'react-router';
import { useMe } from '../api/auth';
import { CalendarIcon } from '../components/icons';
import { Loader } from '../components/Loader';
import { accountTexts } from '../features/auth/auth-texts';
import { ProfileCard } from '../features/auth/ProfileCard';
import { useSession } from '../providers/session';

/** /profile (§2.11): the details, read fresh from the server, and the journey and logout buttons. */
export default function ProfileScreen() {
  const me = useMe();
  const { setUser, signOut } = useSession();

  return (
    <div className="stack">
      {me.loading && <Loader />}
      {!me.loading && !me.data && (
        <p className="form-error" role="alert">
          {accountTexts.profileLoadFailed}
        </p>
      )}
      {me.data && (
        <ProfileCard
          key={me.data._id}
          user={me.data}
          onSaved={(user) => {
            me.setData(user);
            setUser(user);
          }}
        />
      )}
      <div className="actions actions--stack">
        <Link to="/user-journey" className="button button--wide">
          <CalendarIcon />
          My Journey
        </Link>
        <button type="button" className="button button--danger button--wide" onClick={() => void signOut()}>
          Logout
        </button>
      </div>
    </div>
  );
}
