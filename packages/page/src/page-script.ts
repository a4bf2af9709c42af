/**
 * The only JavaScript a published page runs, inlined at the end of <body>. It ticks every countdown
 * ([data-pp-end] holds the end instant, [data-pp-part] the DAYS, HRS, MIN, SEC boxes in that order,
 * stopping at zero) and sends a sign-up form ([data-pp-subscribe]) with fetch, then shows its
 * success message in place (or the server's reason for refusing it, such as the daily cap);
 * without JavaScript the form posts and the server answers a page. A video's picture
 * ([data-pp-embed]) becomes its player, playing, when tapped; without JavaScript it links to it.
 * Hand-minified; the server allows it by hash (see PAGE_SCRIPT_HASH in ./server.ts).
 */
export const PAGE_SCRIPT =
  '(()=>{var d=document,p=n=>String(Math.floor(n)).padStart(2,"0"),' +
  't=()=>{var n=Date.now();d.querySelectorAll("[data-pp-end]").forEach(e=>{' +
  'var s=Math.max(0,Math.ceil((Date.parse(e.dataset.ppEnd)-n)/1e3)),v=[s/86400,s/3600%24,s/60%60,s%60];' +
  'e.querySelectorAll("[data-pp-part]").forEach((c,i)=>{c.textContent=p(v[i])})})};' +
  'if(d.querySelector("[data-pp-end]")){t();setInterval(t,1e3)}' +
  'd.addEventListener("submit",e=>{var f=e.target;if(!f.matches("[data-pp-subscribe]"))return;' +
  'e.preventDefault();var q=s=>f.querySelector("[data-pp-"+s+"]"),b=f.querySelector("button");' +
  'b.disabled=!0;q("error").hidden=!0;' +
  'fetch(f.action,{method:"POST",body:new URLSearchParams(new FormData(f)),headers:{Accept:"application/json"}})' +
  '.then(r=>{if(r.ok){q("fields").hidden=!0;q("ok").hidden=!1}' +
  'else return r.json().then(j=>{q("error").textContent=j.errors[0];throw r})})' +
  '.catch(()=>{q("error").hidden=!1}).finally(()=>{b.disabled=!1})});' +
  'd.addEventListener("click",e=>{var a=e.target.closest&&e.target.closest("a[data-pp-embed]");if(!a)return;' +
  'e.preventDefault();var f=d.createElement("iframe");f.src=a.dataset.ppEmbed;f.title=a.dataset.ppTitle;' +
  'f.setAttribute("allow","accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen");' +
  'f.setAttribute("referrerpolicy","strict-origin-when-cross-origin");f.setAttribute("allowfullscreen","");' +
  'var w=d.createElement("div");w.className="pp-frame";w.append(f);a.replaceWith(w);f.focus()})})()';

/** gtag.js configuration; the measurement id comes from the tag's data-id, so the hash is fixed. */
export const GOOGLE_ANALYTICS_SCRIPT =
  '(()=>{var i=document.currentScript.dataset.id;window.dataLayer=window.dataLayer||[];' +
  'function g(){dataLayer.push(arguments)}window.gtag=g;g("js",new Date);g("config",i)})()';

/** The Facebook pixel's queue stub; fbevents.js (loaded after it) drains the queue. */
export const FACEBOOK_PIXEL_SCRIPT =
  '(()=>{var w=window,i=document.currentScript.dataset.id;if(w.fbq)return;' +
  'var n=w.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};' +
  'w._fbq||(w._fbq=n);n.push=n;n.loaded=!0;n.version="2.0";n.queue=[];' +
  'n("init",i);n("track","PageView")})()';

export const GOOGLE_ANALYTICS_SRC = 'https://www.googletagmanager.com/gtag/js';
export const FACEBOOK_PIXEL_SRC = 'https://connect.facebook.net/en_US/fbevents.js';

/**
 * Page analytics: one view per visit (held back while the page is only prerendered) and one
 * click per block whose link is followed, sent with navigator.sendBeacon as text so no preflight
 * and no cookie are involved; the link itself is never touched. The project id, the page's token
 * (proof of a real page view) and the address ride on the tag's data attributes, so one hash
 * allows it on every page.
 */
export const BEACON_SCRIPT =
  '(()=>{var d=document,s=d.currentScript.dataset,p=+s.p,' +
  'b=o=>{o.p=p;o.k=s.k;s.e&&(o.e=s.e);navigator.sendBeacon&&navigator.sendBeacon(s.url,JSON.stringify(o))},' +
  'v=()=>b({t:"v",r:d.referrer});' +
  'd.prerendering?d.addEventListener("prerenderingchange",v,{once:!0}):v();' +
  'var c=e=>{var a=e.target.closest&&e.target.closest("a[href]"),f=a&&a.closest("[data-pp-pie]");' +
  'f&&b({t:"c",b:+f.dataset.ppPie})};' +
  'd.addEventListener("click",c,!0);d.addEventListener("auxclick",c,!0)})()';

/**
 * An episode page's one job for JavaScript: a time link ([data-t], whose href reloads the page
 * at that time when scripts are off) seeks the player in place and plays; an address ending in
 * #t=<seconds> starts there. Hand-minified; allowed by hash (EPISODE_SCRIPT_HASH in ./server.ts).
 */
export const EPISODE_SCRIPT =
  '(()=>{var d=document,a=d.getElementById("pp-player");if(!a)return;' +
  // With preload="none" nothing is known before play: the seek waits for the metadata.
  'var k=s=>{if(a.readyState>0)a.currentTime=s;else a.addEventListener("loadedmetadata",()=>{a.currentTime=s},{once:!0})};' +
  'd.addEventListener("click",e=>{var l=e.target.closest&&e.target.closest("a[data-t]");if(!l)return;' +
  'e.preventDefault();k(+l.dataset.t);var p=a.play();p&&p.catch(()=>{});' +
  'history.replaceState(null,"","#t="+l.dataset.t)});' +
  'var m=/^#t=(\\d+)$/.exec(location.hash);if(m)k(+m[1])})()';

/**
 * "Copy link" inside an app's own browser: the address is drawn as a selectable field that works
 * without JavaScript; with it, a tap on the button also copies it and says so.
 */
export const COPY_LINK_SCRIPT =
  '(()=>{document.addEventListener("click",e=>{var b=e.target.closest&&e.target.closest("[data-pp-copy]");' +
  'if(!b||!navigator.clipboard)return;navigator.clipboard.writeText(b.dataset.ppCopy).then(()=>{' +
  'var l=b.querySelector(".pp-btn-label");l&&(l.textContent=b.dataset.ppCopied)},()=>{})})})()';
