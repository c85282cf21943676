import { useId, useState } from 'react';
import { STREAK_SHOWN_UP_TO } from '../../../../shared/classes-limits';
import { type ClassProgress, removeMember } from '../../../api/classes';
import { errorText, isOffline } from '../../../api/error-text';
import { notify } from '../../../components/toast';
import { teachTexts } from '../../../i18n/catalogue/teach';
import { formatNumber } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/lang';
import { useTexts } from '../../../i18n/texts';
import { ConfirmBox } from './ConfirmBox';
import { ModuleTable } from './ModuleTable';
import { accuracy, daysSince } from './teach-data';

type Member = ClassProgress['members'][number];

function MemberRow({
  classId,
  member,
  onRemoved,
}: {
  classId: string;
  member: Member;
  onRemoved: (userId: string) => void;
}) {
  const t = useTexts(teachTexts);
  const language = useLanguage();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const days = daysSince(member.lastActiveAt);
  const pct = accuracy(member);

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      await removeMember(classId, member.userId);
      notify('success', t.removed);
      onRemoved(member.userId);
    } catch (err) {
      setError(isOffline(err) ? t.offline : errorText(err, t.removeFailed));
      setBusy(false);
    }
  }

  return (
    <li className="roster__member" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`} className="roster__name">
        {member.name}
      </h3>
      <dl className="roster__facts">
        <div>
          <dt>{t.lastActive}</dt>
          <dd>
            {days === null ? t.never : days === 0 ? t.today : days === 1 ? t.yesterday : t.daysAgo(days)}
          </dd>
        </div>
        <div>
          <dt>{t.streak}</dt>
          <dd>{t.streakDays(member.streak, member.streak >= STREAK_SHOWN_UP_TO)}</dd>
        </div>
        <div>
          <dt>{t.answered}</dt>
          <dd>{formatNumber(member.answered, language)}</dd>
        </div>
        <div>
          <dt>{t.accuracy}</dt>
          <dd>{pct === null ? t.noAnswers : t.percent(pct)}</dd>
        </div>
      </dl>
      <button
        type="button"
        className="link-button roster__toggle"
        aria-expanded={open}
        aria-controls={`${id}-details`}
        aria-label={t.detailsOf(member.name)}
        onClick={() => setOpen(!open)}
      >
        {t.showDetails} <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div id={`${id}-details`} className="roster__details stack" hidden={!open}>
        {open && (
          <>
            <ModuleTable tallies={member.modules} caption={t.detailsOf(member.name)} />
            {confirming ? (
              <ConfirmBox
                message={t.removeConfirm(member.name)}
                yes={t.removeYes}
                busy={busy}
                onYes={() => void remove()}
                onCancel={() => setConfirming(false)}
              />
            ) : (
              <button
                type="button"
                className="button button--danger button--small"
                aria-describedby={`${id}-name`}
                onClick={() => setConfirming(true)}
              >
                {t.remove}
              </button>
            )}
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
          </>
        )}
      </div>
    </li>
  );
}

/** The class's members (docs/product.md §12), by name only: their practice, and per module on opening a row. */
export function Roster({
  classId,
  members,
  onRemoved,
}: {
  classId: string;
  members: Member[];
  onRemoved: (userId: string) => void;
}) {
  const t = useTexts(teachTexts);
  const id = useId();
  return (
    <section className="card stack" aria-labelledby={id}>
      <h2 id={id}>{t.rosterTitle}</h2>
      {members.length === 0 ? (
        <p className="note">{t.noMembers}</p>
      ) : (
        <ul className="roster">
          {members.map((m) => (
            <MemberRow key={m.userId} classId={classId} member={m} onRemoved={onRemoved} />
          ))}
        </ul>
      )}
    </section>
  );
}
