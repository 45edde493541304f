/** Vendor HTML (product content, release notes), already sanitised on the server. */
export function RichText({ html, className }: { html: string; className?: string }) {
  if (!html) return null;
  return <div className={`rich-text${className ? ` ${className}` : ""}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
