export function FormError({ id, message }: { id: string; message: string | null }) {
  return (
    <p className="form-error" id={id} role="alert" hidden={!message}>
      {message}
    </p>
  );
}
