import { lazy, Suspense } from 'react';
import { Loader } from '../../components/Loader';
import { securityTexts } from '../../i18n/catalogue/security';
import { useTexts } from '../../i18n/texts';
import { useSession } from '../../providers/session';

const TotpSettings = lazy(() => import('./TotpSettings'));

/** An admin without two-step login sets it up here before any admin page (docs/product.md §5). */
export default function TotpRequired() {
  const texts = useTexts(securityTexts);
  const { user, setUser } = useSession();
  return (
    <main className="screen stack">
      <section className="card stack">
        <h1>{texts.totpRequiredTitle}</h1>
        <p>{texts.totpRequiredText}</p>
      </section>
      <Suspense fallback={<Loader />}>
        <TotpSettings
          enabled={false}
          onChange={(enabled) =>
            user && setUser({ ...user, totpEnabled: enabled, totpSetupRequired: !enabled })
          }
        />
      </Suspense>
    </main>
  );
}
