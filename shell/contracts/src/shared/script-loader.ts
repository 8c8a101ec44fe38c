/**
 * The page's scripts start downloading after its first paint, not while it is parsed: the
 * server HTML is complete and styled without them (hydration only makes it interactive), so
 * on a slow phone connection the first paint and the largest image no longer share the
 * bandwidth with about 130 KB of JavaScript. The inline script reads the URLs from its own
 * attributes (`data-scripts`, run in order; `data-preload`, fetched alongside), so its text is
 * constant and the gateway's Content-Security-Policy allows it by hash (see gateway). It
 * captures the nodes it needs while the head is parsed, before any content exists that could
 * shadow `document` properties. A tab opened in the background (no animation frames) still
 * loads them after a second.
 */
export const SCRIPT_LOADER =
  '(function(){var s=document.currentScript,p=s.parentNode,c=document.createElement.bind(document),done=false;' +
  "function load(){if(done)return;done=true;(s.getAttribute('data-preload')||'').split(' ').forEach(function(u){if(!u)return;" +
  "var l=c('link');l.rel='preload';l.as='script';l.href=u;p.appendChild(l)});" +
  "(s.getAttribute('data-scripts')||'').split(' ').forEach(function(u){if(!u)return;var e=c('script');e.src=u;e.async=false;p.appendChild(e)})}" +
  'requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,1000)})();';
