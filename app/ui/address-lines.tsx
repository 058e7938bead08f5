// An address as a record shows it: each line of `formatAddressLines` on a line of its own.
export function AddressLines({ lines }: { lines: readonly string[] }) {
  return (
    <>
      {lines.map((line, index) => (
        <span key={line} className="address-line">
          {index > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </>
  );
}
