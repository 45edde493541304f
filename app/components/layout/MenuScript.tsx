/**
 * The small screen's collapsed menu without a jump: this classic script, allowed by the
 * response's CSP nonce, runs in the head before the first paint and marks the document, so
 * the stylesheet collapses the navigation behind its Menu button from the start instead of
 * when React takes over (which moved the whole page up). Until then it opens and closes the
 * menu itself; without JavaScript the mark is absent and every link is listed.
 */
const script = `(function(){try{
var d=document.documentElement;d.setAttribute("data-menu-script","");
document.addEventListener("click",function(e){
if(d.hasAttribute("data-hydrated"))return;
var b=e.target&&e.target.closest?e.target.closest(".site-header__menu-toggle"):null;if(!b)return;
var p=document.getElementById(b.getAttribute("aria-controls"));if(!p)return;
var open=b.getAttribute("aria-expanded")!=="true";b.setAttribute("aria-expanded",String(open));
if(open)p.removeAttribute("data-collapsed");else p.setAttribute("data-collapsed","true");
});
}catch(e){}})();`;

export function MenuScript({ nonce }: { nonce: string }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}
