/**
 * The page's scripts start downloading once its first contentful paint is on screen, not
 * while it is parsed: the server HTML is complete and styled without them (hydration only
 * makes it interactive), so on a slow phone connection the first paint and the largest image
 * no longer share the bandwidth with about 130 KB of JavaScript. The first paint is known from
 * the browser's paint timing (after the next frame where that is not supported), and a tab
 * opened in the background, which paints nothing, loads them after a second all the same.
 * The inline script reads the URLs from its own attributes (`data-scripts`, run in order;
 * `data-preload`, fetched alongside), so its text is constant and the gateway's
 * Content-Security-Policy allows it by hash (see gateway). It captures the nodes it needs
 * while the head is parsed, before any content exists that could shadow `document` properties.
 */
export const SCRIPT_LOADER =
  '(function(){var s=document.currentScript,p=s.parentNode,c=document.createElement.bind(document),done=false;' +
  "function load(){if(done)return;done=true;(s.getAttribute('data-preload')||'').split(' ').forEach(function(u){if(!u)return;" +
  "var l=c('link');l.rel='preload';l.as='script';l.href=u;p.appendChild(l)});" +
  "(s.getAttribute('data-scripts')||'').split(' ').forEach(function(u){if(!u)return;var e=c('script');e.src=u;e.async=false;p.appendChild(e)})}" +
  'function later(){setTimeout(load,0)}setTimeout(load,1000);' +
  "try{var t=PerformanceObserver.supportedEntryTypes||[];if(t.indexOf('paint')<0)throw 0;" +
  "new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}}).observe({type:'paint',buffered:true})}" +
  'catch(_){requestAnimationFrame(later)}})();';
