/** The wide primary submit button of a form: disabled, with its busy label, while the form is sending. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button type="submit" className="button button--primary button--wide" disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
