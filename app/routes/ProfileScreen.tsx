import { lazy, Suspense } from 'react';
import { useMe } from '../api/auth';
import { CalendarIcon } from '../components/icons';
import { Loader } from '../components/Loader';
import { notify } from '../components/toast';
import { ChangePasswordForm } from '../features/auth/ChangePasswordForm';
import { DataRights } from '../features/auth/DataRights';
import { ProfileCard } from '../features/auth/ProfileCard';
import { SessionsList } from '../features/auth/SessionsList';
import { forgetSavedPath } from '../features/auth/saved-path';
import { MyClassesCard } from '../features/classes/learner/MyClassesCard';
import { TeachCard } from '../features/classes/teacher/TeachCard';
import { PreferencesCard } from '../features/preferences/PreferencesCard';
import { ReminderCard } from '../features/reminders/ReminderCard';
import { accountTexts } from '../i18n/catalogue/account';
import { useTexts } from '../i18n/texts';
import { clearSessionStorage } from '../lib/device-prefs';
import { useSession } from '../providers/session';
import { Link, useNavigate } from './router';

// Admins only, with its QR encoder: learners never download it.
const TotpSettings = lazy(() => import('../features/auth/TotpSettings'));

/**
 * /profile (§2.11): the details, read fresh from the server, and the journey and logout
 * buttons, the preferences and the daily reminder (§13); then the account's security (docs/product.md §5): password, sessions, two-step login
 * for admins, and the learner's data (export, deletion).
 */
export default function ProfileScreen() {
  const t = useTexts(accountTexts);
  const me = useMe();
  const { setUser, signOut } = useSession();
  const navigate = useNavigate();

  return (
    <div className="stack">
      {me.loading && <Loader />}
      {!me.loading && !me.data && (
        <p className="form-error" role="alert">
          {t.profileLoadFailed}
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
          {t.myJourney}
        </Link>
        <button type="button" className="button button--danger button--wide" onClick={() => void signOut()}>
          {t.logout}
        </button>
      </div>
      <PreferencesCard />
      {me.data && <ReminderCard />}
      {me.data && <MyClassesCard />}
      {me.data?.teacher && <TeachCard />}
      {me.data && (
        <>
          <ChangePasswordForm />
          <SessionsList admin={me.data.admin} />
          {(me.data.admin || me.data.totpEnabled) && (
            <Suspense fallback={<Loader />}>
              <TotpSettings
                enabled={!!me.data.totpEnabled}
                onChange={(enabled) => me.data && me.setData({ ...me.data, totpEnabled: enabled })}
              />
            </Suspense>
          )}
          <DataRights
            onDeleted={(message) => {
              clearSessionStorage();
              forgetSavedPath();
              setUser(null);
              navigate('/', { replace: true });
              notify('success', message);
            }}
          />
        </>
      )}
    </div>
  );
}
