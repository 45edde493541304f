/** The one h1 of a page. */
export function PageHeading({ children, id }: { children: React.ReactNode; id?: string }) {
  return (
    <h1 id={id} className="page-heading">
      {children}
    </h1>
  );
}
