import './reminders.css';
import { useEffect, useId, useRef, useState } from 'react';
import { REMINDER_TIME } from '../../../shared/reminder-limits';
import { errorText } from '../../api/error-text';
import { addDevice, getPushKey, getReminder, putReminder, type Reminder } from '../../api/reminders';
import { useRequest } from '../../api/use-request';
import { Loader } from '../../components/Loader';
import { remindersTexts } from '../../i18n/catalogue/reminders';
import { useLanguage } from '../../i18n/lang';
import { useTexts } from '../../i18n/texts';
import { useInstallOffer } from '../install/install-prompt';
import { pushSupport, subscribeHere, subscriptionHere } from './push-device';

/**
 * The profile's daily reminder (docs/product.md §13): a switch and a time. Turning it on is the
 * one moment the browser asks for permission to notify; then this phone subscribes, the server
 * keeps the subscription, and the reminder is saved. Turning it off keeps the phone's
 * subscription: the server sends nothing while it is off, and turning it on again asks nothing.
 */
export function ReminderCard() {
  const t = useTexts(remindersTexts);
  const language = useLanguage();
  const id = useId();
  const reminder = useRequest(getReminder, []);
  const [support] = useState(pushSupport);
  const install = useInstallOffer({ evenIfDismissed: true });
  const [problem, setProblem] = useState<string | null>(() =>
    support === 'ready' && Notification.permission === 'denied' ? t.denied : null,
  );
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<boolean | null>(null);
  const [time, setTime] = useState<string | null>(null);
  /** Whether this phone holds a subscription (null: not known yet). */
  const [here, setHere] = useState<boolean | null>(null);
  const saves = useRef(0);

  useEffect(() => {
    subscriptionHere().then(
      (s) => setHere(!!s),
      () => setHere(false),
    );
  }, []);

  const data = reminder.data;
  const shownTime = time ?? data?.time ?? '';

  async function put(body: { enabled: boolean; time: string }): Promise<void> {
    const round = ++saves.current;
    const saved = await putReminder(body);
    // A later change answered first wins; this older answer is dropped.
    if (round === saves.current) reminder.setData(saved);
  }

  /**
   * Subscribes this phone and stores it; false (with the reason shown) when it could not. Not
   * async itself until the permission is asked: the prompt needs the tap's own handler.
   */
  function addThisPhone(): Promise<boolean> {
    const subscribed = subscribeHere(getPushKey().then((k) => k.publicKey));
    return (async () => {
      const r = await subscribed;
      if (!r.ok) {
        setProblem(t[r.reason]);
        return false;
      }
      const { devices } = await addDevice({ ...r.subscription, language });
      setHere(true);
      if (reminder.data) reminder.setData({ ...reminder.data, devices });
      return true;
    })();
  }

  function run(task: () => Promise<void>) {
    setProblem(null);
    setBusy(true);
    task()
      .catch((err: unknown) => setProblem(errorText(err, t.saveFailed)))
      .finally(() => {
        setBusy(false);
        setPending(null);
      });
  }

  function turnOn(current: Reminder) {
    setPending(true);
    const needsThisPhone = support === 'ready';
    const added = needsThisPhone ? addThisPhone() : Promise.resolve(true);
    run(async () => {
      // This phone's trouble (shown) holds the reminder back only when no other device has it.
      if ((await added) || current.devices > 0) await put({ enabled: true, time: shownTime || current.time });
    });
  }

  function turnOff() {
    setPending(false);
    run(() => put({ enabled: false, time: shownTime }));
  }

  function changeTime(value: string, current: Reminder) {
    setTime(value);
    // While on, the new time is saved at once; while off or resting, it goes with the next turn-on.
    if (!REMINDER_TIME.test(value) || !current.enabled || current.paused) return;
    run(() => put({ enabled: true, time: value }));
  }

  const checked = pending ?? (data?.enabled === true && !data.paused);
  const canTurnOn = support === 'ready' || (data?.devices ?? 0) > 0;

  return (
    <section className="card stack reminder" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.title}</h2>
      <p className="field__hint">{t.intro}</p>
      {reminder.loading && <Loader />}
      {!reminder.loading && !data && (
        <p className="form-error" role="alert">
          {t.loadFailed}
        </p>
      )}
      {data && (
        <>
          {support !== 'ready' && (
            <div className="notice stack">
              <p>
                {support === 'install-first'
                  ? t.iosSteps
                  : install.available
                    ? t.installFirst
                    : t.unsupported}
              </p>
              {support === 'unsupported' && install.available && (
                <div className="actions">
                  <button
                    type="button"
                    className="button button--primary"
                    onClick={() => void install.install()}
                  >
                    {t.install}
                  </button>
                </div>
              )}
            </div>
          )}
          {data.enabled && data.paused ? (
            <div className="notice stack">
              <h3 className="reminder__paused">{t.pausedTitle}</h3>
              <p>{t.paused}</p>
              <div className="actions">
                <button
                  type="button"
                  className="button button--primary"
                  disabled={busy || !canTurnOn}
                  onClick={() => turnOn(data)}
                >
                  {t.resume}
                </button>
              </div>
            </div>
          ) : (
            <label className="switch">
              {t.remind}
              <input
                type="checkbox"
                role="switch"
                aria-checked={checked}
                checked={checked}
                disabled={busy || (!checked && !canTurnOn)}
                onChange={(e) => (e.currentTarget.checked ? turnOn(data) : turnOff())}
              />
            </label>
          )}
          <div className="field reminder__time">
            <label htmlFor={`${id}-time`}>{t.time}</label>
            <input
              id={`${id}-time`}
              type="time"
              step={60}
              value={shownTime}
              onChange={(e) => changeTime(e.currentTarget.value, data)}
            />
          </div>
          <p className="field__hint" aria-live="polite">
            {data.enabled && !data.paused
              ? data.devices > 0
                ? t.on(data.devices)
                : t.onNoDevice
              : data.enabled
                ? ''
                : t.off}
          </p>
          {data.enabled && !data.paused && support === 'ready' && here === false && !busy && (
            <div className="actions">
              <button
                type="button"
                className="button"
                onClick={() => run(async () => void (await addThisPhone()))}
              >
                {t.alsoHere}
              </button>
            </div>
          )}
          {problem && (
            <p className="form-error" role="alert">
              {problem}
            </p>
          )}
        </>
      )}
    </section>
  );
}
