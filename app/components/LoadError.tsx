import { Link } from '../routes/router';

/** A screen's load that failed: the reason, Try again, and a way back (the screen's texts). */
export function LoadError({
  message,
  onRetry,
  retryLabel,
  back,
}: {
  message: string;
  onRetry: () => void;
  retryLabel: string;
  back: { to: string; label: string };
}) {
  return (
    <div className="card">
      <p className="form-error" role="alert">
        {message}
      </p>
      <div className="actions">
        <button type="button" className="button button--primary" onClick={onRetry}>
          {retryLabel}
        </button>
        <Link to={back.to} className="button">
          {back.label}
        </Link>
      </div>
    </div>
  );
}
