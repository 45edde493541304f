import { MOBILE_CUTOFF_PX } from "@common/constants";

/**
 * The small screen's collapsed menu without a jump: this classic script, allowed by the
 * response's CSP nonce, runs in the head before the first paint and marks the document, so
 * the stylesheet collapses the navigation behind its Menu button from the start. It is the
 * menu's one behaviour, on every page: the button opens and closes it, and a link followed
 * inside it closes it (on an application page the router may show the next page in place).
 * Without JavaScript the mark is absent and every link is listed.
 */
const script = `(function(){try{
var d=document.documentElement;d.setAttribute("data-menu-script","");
function set(b,p,open){b.setAttribute("aria-expanded",String(open));
if(open)p.removeAttribute("data-collapsed");else p.setAttribute("data-collapsed","true");}
document.addEventListener("click",function(e){
var t=e.target&&e.target.closest?e.target:null;if(!t)return;
var b=t.closest(".site-header__menu-toggle");
if(b){var p=document.getElementById(b.getAttribute("aria-controls"));if(p)set(b,p,b.getAttribute("aria-expanded")!=="true");return;}
var c=t.closest("a")&&t.closest(".site-header__collapse");if(!c||window.innerWidth>=${MOBILE_CUTOFF_PX})return;
var m=document.querySelector('.site-header__menu-toggle[aria-controls="'+c.id+'"]');if(m)set(m,c,false);
});
}catch(e){}})();`;

export function MenuScript({ nonce }: { nonce: string }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}
