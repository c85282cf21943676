import './classes-learner.css';
import { type FormEvent, useId, useState } from 'react';
import { getClasses, leaveClass, type MemberClass } from '../../../api/classes';
import { errorText, serverText } from '../../../api/error-text';
import { useRequest } from '../../../api/use-request';
import { Loader } from '../../../components/Loader';
import { notify } from '../../../components/toast';
import { classesTexts } from '../../../i18n/catalogue/classes';
import { formatDate } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/lang';
import { useTexts } from '../../../i18n/texts';
import { useNavigate } from '../../../routes/router';
import { FormError } from '../../auth/FormError';
import { FormField } from '../../auth/FormField';
import { isCodeShaped, joinPath, normalizeCode } from './join-code';

/** One class the learner is in, with Leave, which asks first. */
function ClassRow({ cls, onLeft }: { cls: MemberClass; onLeft: () => void }) {
  const t = useTexts(classesTexts);
  const language = useLanguage();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);

  async function leave() {
    setLeaving(true);
    try {
      const r = await leaveClass(cls._id);
      notify('success', serverText(r.message, t.left));
      onLeft();
    } catch (err) {
      notify('error', errorText(err, t.leaveFailed));
      setLeaving(false);
    }
  }

  return (
    <li className="session-item my-class">
      <div className="my-class__head">
        <div>
          <p className="session-item__device" id={`${id}-name`}>
            {cls.name}
          </p>
          <p className="cell-sub">{t.teacher(cls.teacher)}</p>
          <p className="cell-sub">{t.joinedOn(formatDate(new Date(cls.joinedAt), language))}</p>
        </div>
        {!confirming && (
          <button
            type="button"
            className="button button--small button--danger"
            aria-label={t.leaveLabel(cls.name)}
            onClick={() => setConfirming(true)}
          >
            {t.leave}
          </button>
        )}
      </div>
      {confirming && (
        <fieldset className="danger-zone stack my-class__confirm" aria-labelledby={`${id}-confirm`}>
          <h3 id={`${id}-confirm`}>{t.leaveTitle(cls.name)}</h3>
          <p>{t.leaveWarning(cls.teacher)}</p>
          <div className="actions actions--stack">
            <button
              type="button"
              className="button button--danger button--wide"
              disabled={leaving}
              onClick={() => void leave()}
            >
              {leaving ? t.leaving : t.leaveConfirm}
            </button>
            <button type="button" className="button button--wide" onClick={() => setConfirming(false)}>
              {t.stay}
            </button>
          </div>
        </fieldset>
      )}
    </li>
  );
}

/** The code a learner types: checked for its shape here, then /join/CODE shows the class before joining. */
function JoinByCode() {
  const t = useTexts(classesTexts);
  const navigate = useNavigate();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    const clean = normalizeCode(code);
    if (!clean) return setError(t.codeMissing);
    if (!isCodeShaped(clean)) return setError(t.codeWrong);
    navigate(joinPath(clean));
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t.joinTitle}</h3>
      <FormField
        id={`${id}-code`}
        label={t.codeLabel}
        hint={t.codeHint}
        value={code}
        onValueChange={(value) => {
          setCode(value);
          setError(null);
        }}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        invalid={!!error}
        errorId={`${id}-error`}
      />
      <FormError id={`${id}-error`} message={error} />
      <button type="submit" className="button button--wide">
        {t.next}
      </button>
    </form>
  );
}

/** The profile's "My classes" (docs/product.md §12): the learner's classes, each with its teacher and Leave, and joining by code. */
export function MyClassesCard() {
  const t = useTexts(classesTexts);
  const id = useId();
  const list = useRequest(getClasses, []);
  const member = list.data?.member;

  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.myClasses}</h2>
      {list.loading && <Loader label={t.loadingClasses} />}
      {!list.loading && !list.data && <p className="form-error">{t.loadFailed}</p>}
      {member?.length === 0 && <p className="note">{t.none}</p>}
      {member && member.length > 0 && (
        <ul className="session-list">
          {member.map((cls) => (
            <ClassRow
              key={cls._id}
              cls={cls}
              onLeft={() =>
                list.data &&
                list.setData({ ...list.data, member: list.data.member.filter((c) => c._id !== cls._id) })
              }
            />
          ))}
        </ul>
      )}
      <JoinByCode />
    </section>
  );
}
