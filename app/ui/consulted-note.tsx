// The note under a consulted record saying when the source was asked (a record remembered in the
// session shows the time of its consultation, not of the page).
export function ConsultedNote({ text }: { text: string }) {
  return <p className="form-hint consulted">{text}</p>;
}
