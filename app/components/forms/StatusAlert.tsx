/** Status alerts titled 'Error!', 'Success!' or 'Message!' (spec 8), announced as they appear. */
export type AlertKind = "error" | "success" | "message";

const TITLES: Record<AlertKind, string> = { error: "Error!", success: "Success!", message: "Message!" };

export function StatusAlert({ kind, title, children }: { kind: AlertKind; title?: string; children: React.ReactNode }) {
  return (
    <div className={`alert alert--${kind}`} role={kind === "error" ? "alert" : "status"}>
      <h2 className="alert__title">{title ?? TITLES[kind]}</h2>
      <div className="alert__body">{children}</div>
    </div>
  );
}
