/** `<Spinner />` inline (inherits the text colour); `<Spinner size="lg" label="Loading leagues..." block />` as a centred loading row. */
export function Spinner({
  size = "md",
  label,
  block,
}: {
  size?: "md" | "lg";
  label?: string;
  block?: boolean;
}) {
  const icon = (
    <span className={size === "lg" ? "spinner spinner-lg" : "spinner"} aria-hidden="true" />
  );
  if (!block) {
    return label ? (
      <span className="row" role="status">
        {icon}
        <span>{label}</span>
      </span>
    ) : (
      icon
    );
  }
  return (
    <div className="spinner-block" role="status">
      {icon}
      {label ? <span>{label}</span> : <span className="sr-only">Loading</span>}
    </div>
  );
}
