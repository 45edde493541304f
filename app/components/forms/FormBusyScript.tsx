/**
 * Before the page's JavaScript has loaded (or when it never does), a posting form still shows
 * that it is sending and refuses a second submission. This tiny classic script, allowed by
 * the response's CSP nonce, listens on window, so it sees a submission only after React and
 * React Router have had their turn: a submission they took over (defaultPrevented) is theirs.
 * For a native post it marks the form and its submit button with data-sending, which the
 * stylesheet turns into the busy label; returning to the page from the back-forward cache
 * clears the marks. Only forms marked data-busy-form are touched: a form that downloads a
 * file would otherwise stay busy.
 */
const script = `(function(){try{
function clear(){var n=document.querySelectorAll("[data-busy-form][data-sending],[data-busy-form] [data-sending]");for(var i=0;i<n.length;i++){n[i].removeAttribute("data-sending");n[i].removeAttribute("aria-busy");if(n[i].getAttribute("aria-disabled")==="true")n[i].removeAttribute("aria-disabled");}}
window.addEventListener("pageshow",function(e){if(e.persisted)clear();});
window.addEventListener("submit",function(e){
var f=e.target;if(!f||!f.hasAttribute||!f.hasAttribute("data-busy-form"))return;
if(f.hasAttribute("data-sending")){e.preventDefault();return;}
if(e.defaultPrevented)return;
f.setAttribute("data-sending","");f.setAttribute("aria-busy","true");
var b=e.submitter;if(b&&b.classList.contains("submit-button")){b.setAttribute("data-sending","");b.setAttribute("aria-disabled","true");}
});
}catch(e){}})();`;

export function FormBusyScript({ nonce }: { nonce: string }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}
