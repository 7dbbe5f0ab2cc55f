/**
 * The page's only script tag. A server-drawn page is complete without JavaScript, so the app itself
 * (React, the router, the page's modules: about 120 kB of gzip) is requested once the browser
 * reports the first paint: on a phone its download no longer competes with the page and its
 * stylesheet for the first frame. A page in a background tab is not painted, so it starts at once;
 * so does `npm run dev`, whose page is empty until the app draws it.
 */
import './styles.css';

const start = () => void import('./main');

/** Runs `run` once, after the first paint entry (or a frame later where paint timing is missing). */
function afterFirstPaint(run: () => void) {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(run, 0));
    return;
  }
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
}

const serverDrawn = Boolean(document.getElementById('root')?.hasChildNodes());

if (serverDrawn && document.visibilityState === 'visible') afterFirstPaint(start);
else start();
