/**
 * Vendor HTML (product content, release notes), already sanitised on the server. It is
 * content in English: pages in other languages pass `lang="en"`.
 */
export function RichText({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  if (!html) return null;
  return <div className={`rich-text${className ? ` ${className}` : ""}`} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
