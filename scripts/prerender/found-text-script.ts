/**
 * The script in the head of a page with closed panels (`hidden="until-found"`, decision 0049): when
 * the browser reveals one before the app has hydrated (a text fragment `#:~:text=`, a link to an id
 * inside it, find-in-page), its trigger says "expanded" at once instead of "collapsed" until the app
 * runs, which on a busy phone took seconds (issue 62, decision 0074). `beforematch` bubbles, so one
 * listener on the document hears every panel. Once the app runs, useHiddenUntilFound opens the item
 * in React's state too. The build's Content-Security-Policy hashes it like every inline script.
 */
const FOUND_TEXT_SCRIPT =
  '<script>document.addEventListener("beforematch",function(e){var p=e.target,t=p.getAttribute&&document.getElementById(p.getAttribute("aria-labelledby")||"");' +
  'if(t&&t.getAttribute("aria-expanded")==="false"){t.setAttribute("aria-expanded","true");t.setAttribute("data-state","open");p.setAttribute("data-state","open")}},true)</script>';

/** The script for a page whose markup has a closed panel, else nothing. */
export function foundTextScript(body: string): string {
  return body.includes('hidden="until-found"') ? FOUND_TEXT_SCRIPT : '';
}
