import { type ReactNode, useEffect, useState } from 'react';
import { isMobileDevice } from './mobile-device';

/** Re-checks the device on resize and rotation (§4.1). */
export function useIsMobileDevice(): boolean {
  const [mobile, setMobile] = useState(() => isMobileDevice());
  useEffect(() => {
    const update = () => setMobile(isMobileDevice());
    window.addEventListener('resize', update);
    window.addEventListener('orientationchange', update);
    const pointer = window.matchMedia('(pointer: coarse)');
    pointer.addEventListener?.('change', update);
    update();
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('orientationchange', update);
      pointer.removeEventListener?.('change', update);
    };
  }, []);
  return mobile;
}

/** Replaces the app with a 'Mobile Only' message on other devices, unless lifted. */
export function MobileGate({ lifted, children }: { lifted: boolean; children: ReactNode }) {
  const mobile = useIsMobileDevice();
  if (mobile || lifted) return children;
  return (
    <main className="gate" id="main">
      <div className="gate__card">
        <img src="/favicon.svg" alt="" width="64" height="64" />
        <h1>Mobile Only</h1>
        <p>Sopan is made for phones and tablets. Please open this page on your mobile.</p>
        <p lang="hi">सोपान मोबाइल फ़ोन और टैबलेट के लिए बना है। कृपया इसे अपने मोबाइल पर खोलें।</p>
      </div>
    </main>
  );
}
